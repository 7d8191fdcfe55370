import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useInstallations } from '../../../test-support/installation';
import { createLexiconIoRepo } from '../../lexicon/lexicon-io.repo';
import { exportFile, importFile } from '../import-file.service';
import { headwordIndex } from './entry-match';
import { createPlanner } from './plan';
import type { DraftEntry, PlannerOptions } from './plan';
import { BUNDLE_MANIFEST, readBundleManifest } from './read-bundle';
import { readLiftDrafts } from './read-lift';
import { readTableFile, tableDrafts } from './read-table';

// One small dictionary written in every format the import reads (ADR 073): each reader gives the
// same drafts, and the one planner the same plan for them, against the same lexicon. Every word is
// invented sample data ("sample-..."), not material of any real language.

const { tempDir, installation } = useInstallations('langapp-plan-');

/** The dictionary: headword (one with a curly apostrophe, straightened by default), part of speech, gloss. */
const WORDS = [
  { lex: 'sample-makun', pos: 'n', gloss: 'river' },
  { lex: 'sample-ko\u2019sa', pos: 'v', gloss: 'to run' },
  { lex: 'sample-tahak', pos: 'n', gloss: 'stone' },
  { lex: 'sample-nipem', pos: 'v', gloss: 'to see' },
];
const GUIDS = WORDS.map((_, i) => `0b7c4e1a-5d2f-4a8b-9c3d-00000000000${i + 1}`);

const csv = `id,lex,pos,gloss,notes\n${WORDS.map((w) => `,${w.lex},${w.pos},${w.gloss},`).join('\n')}\n`;
const json = JSON.stringify({ lexicon: WORDS });
const lift013 = `<?xml version="1.0" encoding="UTF-8"?>
<lift version="0.13">
${WORDS.map(
  (w, i) => `  <entry id="${w.lex}_${GUIDS[i]}" guid="${GUIDS[i]}">
    <lexical-unit><form lang="qaa-x-sample"><text>${w.lex}</text></form></lexical-unit>
    <sense id="s${i}"><grammatical-info value="${w.pos}"/><gloss lang="en"><text>${w.gloss}</text></gloss></sense>
  </entry>`,
).join('\n')}
</lift>
`;
/** The same in the shape FieldWorks 1.2 wrote (LIFT 0.02: <lex>, <grammi>, glosses holding forms). */
const lift002 = `<?xml version="1.0" encoding="utf-8"?>
<lift producer="SIL.FLEx.V1Pt2" version="0.02">
${WORDS.map(
  (w, i) => `  <entry id="${GUIDS[i]}">
    <lex><form lang="x-Smp">${w.lex}</form></lex>
    <sense><grammi value="${w.pos}"/><gloss><form lang="x-Eng">${w.gloss}</form></gloss></sense>
  </entry>`,
).join('\n')}
</lift>
`;

function bundleDir(): string {
  const dir = tempDir();
  fs.writeFileSync(
    path.join(dir, BUNDLE_MANIFEST),
    JSON.stringify({ format: 'langapp-bundle', version: 1, lexicon: WORDS }),
  );
  return dir;
}

/** Each reader's drafts of the dictionary. */
function draftsByFormat(): Record<string, DraftEntry[]> {
  const manifest = readBundleManifest(bundleDir());
  return {
    csv: tableDrafts(readTableFile(csv, 'csv')).drafts,
    json: tableDrafts(readTableFile(json, 'json')).drafts,
    lift: [...readLiftDrafts(Buffer.from(lift013)).drafts()],
    'lift 0.02': [...readLiftDrafts(Buffer.from(lift002)).drafts()],
    bundle: tableDrafts(
      readTableFile(JSON.stringify({ apostrophes: manifest.apostrophes, lexicon: manifest.lexicon }), 'json'),
    ).drafts,
  };
}

/** The planner's plan for the drafts against the lexicon of `db`, with what says where in a file left out. */
function planOf(deps: ReturnType<typeof installation>, drafts: DraftEntry[], options: PlannerOptions) {
  const repo = createLexiconIoRepo(deps.db);
  const index = headwordIndex(repo.headwords());
  const planner = createPlanner(
    { idsWrittenAs: (lex) => index.idsOf(lex), candidate: (id) => repo.candidate(id) },
    options,
  );
  const placements = drafts.map((d) => ({
    lex: d.lex,
    senses: d.senses.map(({ pos, gloss }) => ({ pos, gloss })),
    placement: planner.place(d),
  }));
  const rows = planner.rows();
  return {
    placements,
    possibleDuplicates: rows.possibleDuplicates.map(({ where: _where, ...rest }) => rest),
    undecided: planner.undecided(),
  };
}

/** A lexicon with two words typed here: one the same word as the file's, one written alike with another meaning. */
function typedLexicon() {
  const deps = installation();
  const add = deps.db.prepare('INSERT INTO lexs (id, lex, pos, gloss) VALUES (?, ?, ?, ?)');
  add.run(7, 'sample-makun', 'n', 'river');
  add.run(8, 'sample-tahak', 'v', 'to climb');
  return deps;
}

describe('one planner for every reader', () => {
  it('when the same dictionary is read from CSV, JSON, LIFT 0.13, LIFT 0.02 and a bundle, then every reader gives the same drafts and the planner the same plan', () => {
    const deps = typedLexicon();
    const byFormat = draftsByFormat();
    for (const options of [
      { rule: 'within-entry', claimOnce: false },
      { rule: 'either-way', claimOnce: true },
      { rule: 'either-way', claimOnce: true, duplicates: 'new-sense' },
    ] as const) {
      const plans = Object.fromEntries(
        Object.entries(byFormat).map(([format, drafts]) => [format, planOf(deps, drafts, options)]),
      );
      const expected = plans.csv!;
      for (const [format, plan] of Object.entries(plans))
        expect({ format, plan }).toEqual({ format, plan: expected });
    }
    // And what that plan is: the typed word found, the word written alike a possible duplicate,
    // the others new (the curly apostrophe straightened by every reader).
    expect(planOf(deps, byFormat.lift!, { rule: 'either-way', claimOnce: true })).toEqual({
      placements: [
        { lex: 'sample-makun', senses: [{ pos: 'n', gloss: 'river' }], placement: { kind: 'same', id: 7 } },
        { lex: "sample-ko'sa", senses: [{ pos: 'v', gloss: 'to run' }], placement: { kind: 'new' } },
        { lex: 'sample-tahak', senses: [{ pos: 'n', gloss: 'stone' }], placement: { kind: 'waiting' } },
        { lex: 'sample-nipem', senses: [{ pos: 'v', gloss: 'to see' }], placement: { kind: 'new' } },
      ],
      possibleDuplicates: [
        {
          lex: 'sample-tahak',
          senses: [{ pos: 'n', gloss: 'stone' }],
          entries: [
            { id: 8, lex: 'sample-tahak', homograph: null, senses: [{ pos: 'v', gloss: 'to climb' }] },
          ],
          decision: null,
        },
      ],
      undecided: true,
    });
  });

  it('when a decision names an entry not written alike, then every reader gives the same refusal', () => {
    const deps = typedLexicon();
    // The teacher's decision is given for the file's own place of the word ("line 4", "item 3", ...).
    const reasons = Object.values(draftsByFormat()).map((drafts) => {
      const where = drafts.find((d) => d.lex === 'sample-tahak')!.where;
      const decisions = { [where]: 'new-sense:7' };
      return planOf(deps, drafts, { rule: 'within-entry', claimOnce: false, decisions }).placements.map(
        (p) => p.placement,
      );
    });
    for (const r of reasons) expect(r).toEqual(reasons[0]);
    expect(reasons[0]).toContainEqual({
      kind: 'refused',
      reason: 'new-sense:7: entry 7 is not written sample-tahak.',
    });
  });

  it('when the words are loaded from a spreadsheet, then the LIFT file that holds them adds none again: each takes its guid', async () => {
    const deps = installation();
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'words.csv'), csv);
    fs.writeFileSync(path.join(dir, 'words.lift'), lift013);
    expect(await importFile(deps, path.join(dir, 'words.csv'))).toMatchObject({
      written: true,
      added: { lexicon: 4 },
    });
    const lift = await importFile(deps, path.join(dir, 'words.lift'));
    expect(lift).toMatchObject({ written: true, added: { lexicon: 0 }, rejected: [] });
    expect(lift.updated.lexicon + lift.unchanged.lexicon).toBe(4);
    expect(deps.db.prepare('SELECT guid FROM live_lexs ORDER BY id').pluck().all()).toEqual(GUIDS);
    // Read again, the file changes nothing; and the export names each entry by its guid.
    expect(await importFile(deps, path.join(dir, 'words.lift'))).toMatchObject({
      added: { lexicon: 0 },
      updated: { lexicon: 0 },
      unchanged: { lexicon: 4 },
    });
    const out = path.join(tempDir(), 'out.lift');
    await exportFile(deps, out);
    for (const guid of GUIDS) expect(fs.readFileSync(out, 'utf8')).toContain(`guid="${guid}"`);
  });
});
