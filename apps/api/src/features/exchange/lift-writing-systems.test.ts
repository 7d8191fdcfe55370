import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { useInstallations } from '../../test-support/installation';
import { exportFile, importFile } from './import-file.service';

// Every form keeps its writing system (migration 023, ADR 068): real LIFT files imported one after
// another into one dictionary, then exported, give each headword, citation form, gloss and
// definition the lang its own file gave it. What a file says is read with fast-xml-parser, never
// with the importer's reader; the export is validated by xmllint against LIFT 0.13's schema.

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const RNG = path.join(FIXTURES, 'lift-0.13.rng');

const { tempDir, installation } = useInstallations('langapp-lift-ws-');

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
});

const nameOf = (n: Ordered) => Object.keys(n).find((k) => k !== ':@')!;
const children = (n: Ordered, name: string) =>
  ((n[nameOf(n)] as Ordered[] | undefined) ?? []).filter((c) => nameOf(c) === name);
/** Whether a <form> (or a <gloss>) has text. */
const hasText = (n: Ordered) => JSON.stringify(n[nameOf(n)]).includes('"#text"');

/**
 * Each live entry of a LIFT file by guid: the langs of its lexical unit's, citation's, glosses' and
 * definitions' forms that have text, sorted ("lexical-unit:bth", "gloss:en", ...).
 */
function langsByEntry(file: string): Map<string, string[]> {
  const doc = parser.parse(fs.readFileSync(file, 'utf8')) as Ordered[];
  const lift = doc.find((n) => nameOf(n) === 'lift')!;
  const entries = new Map<string, string[]>();
  for (const entry of children(lift, 'entry')) {
    const attrs = entry[':@'] ?? {};
    if (attrs.dateDeleted || !attrs.guid) continue;
    const langs: string[] = [];
    const formsOf = (kind: string, parent: Ordered) => {
      for (const el of children(parent, kind))
        for (const f of children(el, 'form')) if (hasText(f)) langs.push(`${kind}:${f[':@']!.lang}`);
    };
    formsOf('lexical-unit', entry);
    formsOf('citation', entry);
    for (const sense of children(entry, 'sense')) {
      for (const g of children(sense, 'gloss')) if (hasText(g)) langs.push(`gloss:${g[':@']!.lang}`);
      formsOf('definition', sense);
    }
    entries.set(attrs.guid.toLowerCase(), langs.sort());
  }
  return entries;
}

function schemaProblems(file: string): string {
  try {
    execFileSync('xmllint', ['--noout', '--relaxng', RNG, file], { stdio: 'pipe' });
    return '';
  } catch (err) {
    return String((err as { stderr: Buffer }).stderr);
  }
}

function copyOf(fixture: string): string {
  const dir = tempDir();
  fs.copyFileSync(path.join(FIXTURES, fixture), path.join(dir, fixture));
  return path.join(dir, fixture);
}

describe('writing systems kept per form', () => {
  it("when real files are imported one after another (one again after the others), then the export writes every form in its own file's writing system and validates", async () => {
    const deps = installation();
    // tha-food's headwords are in th, sample's in qaa (its glosses read in French), biatah's in bth.
    const steps: { file: string; glossWs?: string }[] = [
      { file: 'tha-food.lift' },
      { file: 'sample.lift', glossWs: 'fr' },
      { file: 'biatah.lift' },
      { file: 'AllFLExFields.lift' },
      { file: 'tha-food.lift' },
    ];
    const expected = new Map<string, string[]>();
    for (const step of steps) {
      const file = copyOf(step.file);
      // sample.lift's invented "mesik" is written like a Biatah word: kept apart.
      const report = await importFile(deps, file, {
        skipInvalid: true,
        glossWs: step.glossWs,
        duplicates: 'new-entry',
      });
      expect(report.written).toBe(true);
      for (const [guid, langs] of langsByEntry(file)) expected.set(guid, langs);
    }
    const out = path.join(tempDir(), 'all.lift');
    await exportFile(deps, out);
    expect(schemaProblems(out)).toBe('');
    const actual = langsByEntry(out);
    const wrong = [...expected].filter(([guid, langs]) => {
      const got = actual.get(guid);
      return got !== undefined && JSON.stringify(got) !== JSON.stringify(langs);
    });
    expect(wrong.slice(0, 5)).toEqual([]);
    // Every entry of every file is in the export (none refused among these).
    expect([...expected.keys()].filter((guid) => !actual.has(guid))).toEqual([]);
    // The forms of each file, counted: tha-food's headwords still in th, biatah's in bth.
    const count = (lang: string) =>
      [...actual.values()].flat().filter((l) => l === `lexical-unit:${lang}`).length;
    expect(count('th')).toBeGreaterThan(0);
    expect(count('bth')).toBeGreaterThan(2000);
    expect(count('qaa')).toBeGreaterThan(0);
  }, 120_000);

  it("when a LIFT file is imported again after another, then its entries are unchanged, not rewritten in the other's writing systems", async () => {
    const deps = installation();
    const thai = copyOf('tha-food.lift');
    await importFile(deps, thai, { skipInvalid: true });
    await importFile(deps, copyOf('sample.lift'), { skipInvalid: true, glossWs: 'fr' });
    const again = await importFile(deps, thai, { skipInvalid: true, dryRun: true });
    expect(again).toMatchObject({ added: { lexicon: 0 }, updated: { lexicon: 0 } });
    expect(deps.db.prepare("SELECT count(*) FROM live_lexs WHERE lex_ws = 'th'").pluck().get()).toBe(
      again.unchanged.lexicon,
    );
  }, 60_000);

  it.each([
    ['JSON', 'all.json'],
    ['a bundle', 'all.zip'],
  ])(
    'when real LIFT files go to another installation through %s, then every form keeps the writing system its file gave it',
    async (_, name) => {
      const from = installation();
      await importFile(from, copyOf('tha-food.lift'), { skipInvalid: true });
      await importFile(from, copyOf('sample.lift'), { skipInvalid: true, glossWs: 'fr' });
      await importFile(from, copyOf('AllFLExFields.lift'), { skipInvalid: true, duplicates: 'new-entry' });
      const carried = path.join(tempDir(), name);
      await exportFile(from, carried);
      if (name.endsWith('.json')) {
        // The file itself says each headword's and gloss's writing system.
        const json = JSON.parse(fs.readFileSync(carried, 'utf8')) as {
          lexicon: { lexWs?: string; senses: { glossWs?: string }[] }[];
        };
        const headwords = new Set(json.lexicon.map((e) => e.lexWs));
        expect(headwords.has('th') && headwords.has('qaa') && !headwords.has(undefined)).toBe(true);
        const glosses = new Set(json.lexicon.flatMap((e) => e.senses.map((x) => x.glossWs)));
        expect(glosses.has('en') && glosses.has('fr')).toBe(true);
      }
      const to = installation();
      const moved = await importFile(to, carried, { skipInvalid: true });
      expect(moved.written).toBe(true);
      const [before, after] = [path.join(tempDir(), 'a.lift'), path.join(tempDir(), 'b.lift')];
      await exportFile(from, before);
      await exportFile(to, after);
      const expected = langsByEntry(before);
      const actual = langsByEntry(after);
      // Every entry arrives, those whose sense FieldWorks left without gloss or definition too.
      expect(moved.rejected).toEqual([]);
      expect(actual.size).toBe(expected.size);
      expect(actual.size).toBeGreaterThan(30);
      const wrong = [...expected].filter(
        ([guid, langs]) => actual.has(guid) && JSON.stringify(actual.get(guid)) !== JSON.stringify(langs),
      );
      expect(wrong.slice(0, 5)).toEqual([]);
      // Citation forms among them (AllFLExFields' carry theirs in th).
      expect([...actual.values()].flat()).toContain('citation:th');
    },
    120_000,
  );

  it('when a word is typed here, then the export writes it in the writing system asked for, the others in their own', async () => {
    const deps = installation();
    await importFile(deps, copyOf('sample.lift'), { skipInvalid: true });
    deps.db.prepare("INSERT INTO lexs (lex, pos, gloss) VALUES ('sample-typed', 'Noun', 'typed here')").run();
    const out = path.join(tempDir(), 'typed.lift');
    await exportFile(deps, out, { ws: 'qaa-x-typed' });
    const xml = fs.readFileSync(out, 'utf8');
    expect(xml).toContain('<form lang="qaa-x-typed"><text>sample-typed</text></form>');
    expect(xml).not.toMatch(/<lexical-unit><form lang="qaa-x-typed"><text>(?!sample-typed)/);
    expect(schemaProblems(out)).toBe('');
  });
});
