import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useInstallations } from '../../test-support/installation';
import { exportFile, importFile } from './import-file.service';

// LIFT files older than 0.13 (ADR 068): FieldWorks 1.2's version 0.02 is read whole (a sample file
// written for the tests in that shape, fixtures/README.md); a version the import does not read is
// refused in one line.

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const RNG = path.join(FIXTURES, 'lift-0.13.rng');
const { tempDir, installation } = useInstallations('langapp-lift-older-');

function copyOf(fixture: string): string {
  const dir = tempDir();
  fs.copyFileSync(path.join(FIXTURES, fixture), path.join(dir, fixture));
  return path.join(dir, fixture);
}

const rows = (deps: ReturnType<typeof installation>, sql: string) => deps.db.prepare(sql).all();

describe('a LIFT 0.02 file (FieldWorks 1.2)', () => {
  it.each([{}, { ws: 'x-Kal' }])(
    'when it is imported (%o), then every entry arrives with its senses, parts of speech, glosses, definitions and examples',
    async (options) => {
      const deps = installation();
      const report = await importFile(deps, copyOf('older-flex-0.02.lift'), options);
      expect(report).toMatchObject({ written: true, rejected: [], added: { lexicon: 4 } });
      expect(report.writingSystems).toMatchObject({ headwords: 'x-Kal', glosses: 'x-Eng' });
      expect(rows(deps, 'SELECT lex, lex_ws, homograph FROM live_lexs ORDER BY lex')).toEqual([
        { lex: 'samplaka', lex_ws: 'x-Kal', homograph: null },
        { lex: 'sampli', lex_ws: 'x-Kal', homograph: null },
        { lex: 'samplo', lex_ws: 'x-Kal', homograph: null },
        { lex: 'samplu', lex_ws: 'x-Kal', homograph: null },
      ]);
      expect(
        rows(
          deps,
          `SELECT l.lex, s.position, s.pos, s.gloss, s.definition, s.gloss_ws FROM senses s
           JOIN live_lexs l ON l.id = s.lex_id ORDER BY l.lex, s.position`,
        ),
      ).toEqual([
        { lex: 'samplaka', position: 1, pos: '', gloss: 'sample basket', definition: '', gloss_ws: 'x-Eng' },
        { lex: 'sampli', position: 1, pos: 'conc', gloss: 'sample leaf', definition: '', gloss_ws: 'x-Eng' },
        {
          lex: 'samplo',
          position: 1,
          pos: 'Noun',
          gloss: 'sample stone',
          definition: 'A stone named in this sample file.',
          gloss_ws: 'x-Eng',
        },
        { lex: 'samplu', position: 1, pos: 'Verb', gloss: 'to sample', definition: '', gloss_ws: 'x-Eng' },
        { lex: 'samplu', position: 2, pos: 'Noun', gloss: 'a sampling', definition: '', gloss_ws: 'x-Eng' },
      ]);
      expect(rows(deps, 'SELECT text, translation FROM sense_examples')).toEqual([
        { text: 'samplo tu', translation: 'a sample stone' },
      ]);
      expect(rows(deps, "SELECT notes FROM live_lexs WHERE lex = 'samplu'")).toEqual([
        { notes: 'Sample note on an invented word.' },
      ]);
      // FieldWorks 1.2 wrote the guid as the entry's id.
      expect(rows(deps, "SELECT guid FROM live_lexs WHERE lex = 'samplo'")).toEqual([
        { guid: '6d1e2a40-0b1c-4c5d-9e6f-7a8b9c0d1e21' },
      ]);
      // The one warning: a sense without a part of speech, named by its headword's entry.
      expect(report.warnings!.map((w) => [w.count, w.reason])).toEqual([
        [1, 'sense without a part of speech (grammatical-info)'],
      ]);
    },
  );

  it("when it is imported and exported, then the export is valid LIFT 0.13 in the file's writing systems and imports back unchanged", async () => {
    const deps = installation();
    const file = copyOf('older-flex-0.02.lift');
    await importFile(deps, file);
    const out = path.join(tempDir(), 'back.lift');
    await exportFile(deps, out);
    execFileSync('xmllint', ['--noout', '--relaxng', RNG, out], { stdio: 'pipe' });
    const xml = fs.readFileSync(out, 'utf8');
    expect(xml).toContain('<lexical-unit><form lang="x-Kal"><text>samplo</text></form></lexical-unit>');
    expect(xml).toContain('<gloss lang="x-Eng"><text>sample stone</text></gloss>');
    expect(xml).toContain('<field type="sample-field"><form lang="x-Eng"><text>A field FieldWorks 1.2');
    expect(xml).not.toMatch(/<(lex|grammi|def|trans|source)[ >]/);
    expect(await importFile(deps, out, { dryRun: true })).toMatchObject({
      added: { lexicon: 0 },
      updated: { lexicon: 0 },
      unchanged: { lexicon: 4 },
    });
    // The original file again: the same entries, unchanged.
    expect(await importFile(deps, file, { dryRun: true })).toMatchObject({
      added: { lexicon: 0 },
      updated: { lexicon: 0 },
      unchanged: { lexicon: 4 },
    });
  });

  it.each(['0.05', '0.14', '1.0', 'draft'])(
    'when a file says version %s, then it is refused in one line naming the version and what to do, and nothing is written',
    async (version) => {
      const deps = installation();
      const file = path.join(tempDir(), 'other.lift');
      fs.writeFileSync(
        file,
        fs
          .readFileSync(path.join(FIXTURES, 'older-flex-0.02.lift'), 'utf8')
          .replace('version="0.02"', `version="${version}"`),
      );
      await expect(importFile(deps, file)).rejects.toThrow(
        `This is a LIFT file of version ${version}, which the import does not read (it reads 0.02 and 0.10 to 0.13): open it in FieldWorks or WeSay and export it again as LIFT 0.13.`,
      );
      expect(rows(deps, 'SELECT count(*) AS n FROM lexs')).toEqual([{ n: 0 }]);
    },
  );
});
