import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ZIP_LIMITS, SEED_DIR } from '../../config';
import type { Db } from '../../db/database';
import { loadSampleData } from '../../db/seed';
import { cliContextOf, runCliCaptured } from '../../test-support/cli';
import { useInstallations } from '../../test-support/installation';
import { makeTestApp } from '../../test-support/test-app';
import { BUNDLE_MANIFEST } from './import/read-bundle';
import { exportFile, importFile } from './import-file.service';
import { unpackZip } from './zip-archive';

// Levels through imports and exports (ADR 062): an import gives what it adds the level asked for
// (--visibility, default learners) unless the file gives one; what it updates keeps its level; the
// bundle and LIFT carry each item's level there and back.

const { tempDir, installation } = useInstallations('langapp-levels-');

/** Every item's level, table by table, keyed by what stays the same across installations. */
function levels(db: Db) {
  const all = (sql: string) => db.prepare(sql).all();
  return {
    entries: all('SELECT guid, visibility FROM live_lexs ORDER BY guid'),
    examples: all(
      `SELECT l.guid, s.position AS sense, e.position, e.visibility FROM sense_examples e
       JOIN senses s ON s.id = e.sense_id JOIN live_lexs l ON l.id = s.lex_id ORDER BY 1, 2, 3`,
    ),
    sentences: all('SELECT id, visibility FROM sents ORDER BY id'),
    texts: all('SELECT id, visibility FROM texts WHERE deleted_at IS NULL ORDER BY id'),
    lessons: all('SELECT id, visibility FROM vocab_lessons ORDER BY id'),
    wordTakes: all('SELECT filename, visibility FROM live_word_audio ORDER BY filename'),
    sentenceTakes: all('SELECT filename, visibility FROM live_sent_audio ORDER BY filename'),
  };
}

/** The distinct levels of every kind: what an installation's items are at. */
function levelsIn(db: Db): string[] {
  return [
    ...new Set(
      Object.values(levels(db)).flatMap((rows) =>
        (rows as { visibility: string }[]).map((r) => r.visibility),
      ),
    ),
  ].sort();
}

/** The sample data with items of every kind at each level. */
function mixedInstallation() {
  const deps = installation();
  loadSampleData(deps.db, {
    seedDir: SEED_DIR,
    mediaDir: deps.mediaDir,
    bcryptCost: 4,
    now: deps.clock.now(),
  });
  const firstIds = (table: string, n: number) =>
    deps.db.prepare(`SELECT id FROM ${table} ORDER BY id LIMIT ?`).pluck().all(n) as (number | string)[];
  for (const table of [
    'lexs',
    'sense_examples',
    'sents',
    'texts',
    'vocab_lessons',
    'word_audio',
    'sent_audio',
  ]) {
    const [teachers, open] = firstIds(table, 2);
    deps.db.prepare(`UPDATE ${table} SET visibility = 'teachers' WHERE id = ?`).run(teachers);
    deps.db.prepare(`UPDATE ${table} SET visibility = 'public' WHERE id = ?`).run(open);
  }
  return deps;
}

describe('the bundle keeps each level', () => {
  it('when a community with items at every level is exported and imported into a fresh installation, then each item keeps its level, and importing again changes nothing', async () => {
    const first = mixedInstallation();
    expect(levelsIn(first.db)).toEqual(['learners', 'public', 'teachers']);
    const zip = path.join(tempDir(), 'community.zip');
    await exportFile(first, zip);

    const second = installation();
    // The level asked for is for what comes without one: every item here has its own.
    const report = await importFile(second, zip, { visibility: 'teachers' });
    expect(report).toMatchObject({ written: true, rejected: [] });
    expect(levels(second.db)).toEqual(levels(first.db));

    const again = await importFile(second, zip);
    expect(again.updated).toEqual({ lexicon: 0, sentences: 0, texts: 0, lessons: 0, recordings: 0 });
  });

  it('when a bundle made before levels is imported, then its items are for learners, or at the level asked for', async () => {
    const first = mixedInstallation();
    const zip = path.join(tempDir(), 'community.zip');
    await exportFile(first, zip);
    const dir = tempDir();
    await unpackZip(zip, dir, DEFAULT_ZIP_LIMITS);
    const manifestFile = path.join(dir, BUNDLE_MANIFEST);
    const withoutLevels = fs.readFileSync(manifestFile, 'utf8').replace(/,?\s*"visibility": "\w+"/g, '');
    expect(withoutLevels).not.toContain('visibility');
    fs.writeFileSync(manifestFile, withoutLevels);

    const plain = installation();
    expect(await importFile(plain, dir)).toMatchObject({ written: true, rejected: [] });
    expect(levelsIn(plain.db)).toEqual(['learners']);

    const hidden = installation();
    expect(await importFile(hidden, dir, { visibility: 'teachers' })).toMatchObject({ written: true });
    expect(levelsIn(hidden.db)).toEqual(['teachers']);
  });

  it('when a bundle gives a level that is not one of the three, then that item is rejected by its place', async () => {
    const first = mixedInstallation();
    const zip = path.join(tempDir(), 'community.zip');
    await exportFile(first, zip);
    const dir = tempDir();
    await unpackZip(zip, dir, DEFAULT_ZIP_LIMITS);
    const manifestFile = path.join(dir, BUNDLE_MANIFEST);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { texts: { visibility: string }[] };
    manifest.texts[0]!.visibility = 'family';
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const report = await importFile(installation(), dir);
    expect(report.written).toBe(false);
    expect(report.rejected).toEqual([
      { kind: 'texts', where: 'text 1', reason: 'visibility must be public, learners or teachers.' },
    ]);
  });
});

describe('LIFT keeps each entry’s level in a trait', () => {
  it('when entries at several levels are exported to LIFT and imported elsewhere, then each keeps its level, whatever level the import asks for', async () => {
    const first = mixedInstallation();
    const lift = path.join(tempDir(), 'lexicon.lift');
    await exportFile(first, lift);
    const xml = fs.readFileSync(lift, 'utf8');
    expect(xml).toContain('<trait name="visibility" value="teachers"/>');
    expect(xml).toContain('<trait name="visibility" value="public"/>');

    const second = installation();
    const report = await importFile(second, lift, { visibility: 'teachers' });
    expect(report).toMatchObject({ written: true, rejected: [] });
    expect(levels(second.db).entries).toEqual(levels(first.db).entries);
    // The trait is the app's: it is not kept a second time among what FLEx gave the entry.
    await exportFile(second, lift);
    expect(fs.readFileSync(lift, 'utf8').match(/name="visibility"/g)).toHaveLength(
      levels(first.db).entries.length,
    );
  });

  it('when a LIFT file without levels is imported with a level, then the entries and recordings it adds get it, and those it updates keep theirs', async () => {
    const first = mixedInstallation();
    const lift = path.join(tempDir(), 'lexicon.lift');
    await exportFile(first, lift);
    // Reading its own export once settles what LIFT writes differently from the sample data.
    await importFile(first, lift);
    fs.writeFileSync(
      lift,
      fs.readFileSync(lift, 'utf8').replace(/<trait name="visibility" value="\w+"\/>/g, ''),
    );

    const fresh = installation();
    await importFile(fresh, lift, { visibility: 'public' });
    expect(new Set(levels(fresh.db).entries.map((e) => (e as { visibility: string }).visibility))).toEqual(
      new Set(['public']),
    );
    expect(new Set(levels(fresh.db).wordTakes.map((e) => (e as { visibility: string }).visibility))).toEqual(
      new Set(['public']),
    );

    const before = levels(first.db).entries;
    const report = await importFile(first, lift, { visibility: 'public' });
    expect(report.updated.lexicon).toBe(0);
    expect(levels(first.db).entries).toEqual(before);
  });
});

describe('pnpm cli import --visibility', () => {
  function cli() {
    const t = makeTestApp();
    t.db.exec(
      "INSERT INTO lexs (id, lex, pos, gloss, notes, visibility) VALUES (1, 'tahak', 'n', 'river', '', 'public')",
    );
    const file = (name: string, content: string) => {
      const at = path.join(tempDir(), name);
      fs.writeFileSync(at, content);
      return at;
    };
    const levelOf = (id: number) => t.db.prepare('SELECT visibility FROM lexs WHERE id = ?').pluck().get(id);
    return { t, ctx: cliContextOf(t), file, levelOf };
  }

  it('when a CSV is imported with --visibility teachers, then the entries it adds are teachers only and the one it updates keeps its level', async () => {
    const { ctx, file, levelOf } = cli();
    const csv = file('words.csv', 'id,lex,pos,gloss,notes\n1,tahak,n,river,corrected\n2,nipem,v,see,\n');
    const run = await runCliCaptured(ctx, 'import', csv, '--visibility', 'teachers');
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(levelOf(1)).toBe('public');
    expect(levelOf(2)).toBe('teachers');
  });

  it('when a CSV has a visibility column, then a level in it wins over --visibility, an empty cell falls back to it, and an unknown level is refused with its line and nothing is written', async () => {
    const { ctx, file, levelOf } = cli();
    const bad = file(
      'bad.csv',
      'id,lex,pos,gloss,notes,visibility\n1,tahak,n,river,,teachers\n2,nipem,v,see,,elders\n',
    );
    const refused = await runCliCaptured(ctx, 'import', bad, '--visibility', 'public');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(
      'rejected lexicon line 3: visibility must be public, learners or teachers, not "elders".',
    );
    expect([levelOf(1), levelOf(2)]).toEqual(['public', undefined]);

    const good = file(
      'good.csv',
      'id,lex,pos,gloss,notes,visibility\n1,tahak,n,river,,teachers\n2,nipem,v,see,,\n3,lumah,n,stone,,learners\n',
    );
    const run = await runCliCaptured(ctx, 'import', good, '--visibility', 'public');
    expect(run.code).toBe(0);
    expect([levelOf(1), levelOf(2), levelOf(3)]).toEqual(['teachers', 'public', 'learners']);
  });

  it('when a JSON entry gives its own level, then it wins over --visibility, for a new entry and an existing one', async () => {
    const { ctx, file, levelOf } = cli();
    const json = file(
      'words.json',
      JSON.stringify({
        lexicon: [
          { id: 1, lex: 'tahak', pos: 'n', gloss: 'river', visibility: 'teachers' },
          { id: 2, lex: 'nipem', pos: 'v', gloss: 'see', visibility: 'public' },
          { id: 3, lex: 'lumah', pos: 'n', gloss: 'stone' },
        ],
        sentences: [{ id: 's1', text: 'Tahak.', trans: 'A river.' }],
      }),
    );
    const run = await runCliCaptured(ctx, 'import', json, '--visibility', 'learners');
    expect(run.code).toBe(0);
    expect([levelOf(1), levelOf(2), levelOf(3)]).toEqual(['teachers', 'public', 'learners']);
  });

  it('when the sentences a JSON file adds come without a level, then they get the one asked for', async () => {
    const { t, ctx, file } = cli();
    const json = file(
      'sents.json',
      JSON.stringify({ sentences: [{ id: 's1', text: 'Tahak.', trans: 'A river.' }] }),
    );
    expect((await runCliCaptured(ctx, 'import', json, '--visibility', 'teachers')).code).toBe(0);
    expect(t.db.prepare("SELECT visibility FROM sents WHERE id = 's1'").pluck().get()).toBe('teachers');
  });

  it('when --visibility is not one of the three, then the import stops with a usage error and adds nothing', async () => {
    const { t, ctx, file } = cli();
    const csv = file('words.csv', 'id,lex,pos,gloss,notes\n2,nipem,v,see,\n');
    const run = await runCliCaptured(ctx, 'import', csv, '--visibility', 'secret');
    expect(run.code).toBe(2);
    expect(run.err).toContain('--visibility is public, learners, teachers.');
    expect(t.db.prepare('SELECT count(*) FROM lexs').pluck().get()).toBe(1);
  });
});
