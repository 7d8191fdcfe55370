import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ZIP_LIMITS } from '../../config';
import { useInstallations } from '../../test-support/installation';
import { exportFile } from './import-file.service';
import { collationRules, icuLiteral } from './lift-ldml';
import { unpackZip } from './zip-archive';

// The alphabet's order in the LIFT export (issue 40, ADR 097): the headwords' writing system's LDML
// in WritingSystems/ beside the .lift, its collation the teacher's letters. What is written is read
// back with fast-xml-parser and the ICU rules cut into their relations by a reader written here.
// SAMPLE alphabet and words, invented: not language material.

const { tempDir, installation } = useInstallations('langapp-lift-ldml-');

const LETTERS = [
  { letter: 'a' },
  { letter: 'á', equivalents: ['a\u0301'] },
  { letter: 'k' },
  { letter: 'kw', upper: 'Kw' },
  { letter: 'ts' },
  { letter: "ts'", equivalents: ['ts’'] },
  { letter: "'", equivalents: ['’', 'ʼ'] },
];

function withAlphabet(letters: unknown[], ws = 'qaa') {
  const deps = installation();
  deps.db.exec(`
    INSERT INTO lexs (lex, pos, gloss, lex_ws) VALUES ('kwa''ts', 'n', 'sample one', '${ws}'), ('ak', 'n', 'sample two', '${ws}');
  `);
  deps.db
    .prepare("INSERT INTO alphabets (ws, letters, updated_at) VALUES (?, ?, '2026-01-01T00:00:00Z')")
    .run(ws, JSON.stringify(letters));
  return deps;
}

/** An ICU rule string cut into [relation, text] steps, quotes read ('' a literal apostrophe). */
function readIcuRules(rules: string): [string, string][] {
  const steps: [string, string][] = [];
  const pattern = /(&\[before 1\]|&|<<<|<<|<|=)\s*((?:'(?:[^']|'')*'|[^\s&<='])+)/gu;
  for (const [, relation, token] of rules.matchAll(pattern)) {
    const text = token!.replace(/'((?:[^']|'')*)'/g, (_, inner: string) => inner.replaceAll("''", "'"));
    steps.push([relation!, text]);
  }
  return steps;
}

/** The files of a .zip, by their path inside it. */
async function zipFiles(zip: string): Promise<Record<string, string>> {
  const dir = tempDir();
  await unpackZip(zip, dir, DEFAULT_ZIP_LIMITS);
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isFile()) files[name.split(path.sep).join('/')] = fs.readFileSync(full, 'utf8');
  }
  return files;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', cdataPropName: '#cdata' });

describe('the LIFT export writes the alphabet’s order as FLEx reads a writing system', () => {
  it('when the teacher has an alphabet, then the .zip holds WritingSystems/<ws>.ldml whose collation is its letters in order', async () => {
    const deps = withAlphabet(LETTERS);
    const out = path.join(tempDir(), 'lexicon.zip');
    await exportFile(deps, out, { lift: true });
    const files = await zipFiles(out);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['lexicon.lift', 'WritingSystems/qaa.ldml']));

    const ldml = parser.parse(files['WritingSystems/qaa.ldml']!);
    expect(ldml.ldml.identity.language.type).toBe('qaa');
    const collation = ldml.ldml.collations.collation;
    expect(collation.type).toBe('standard');
    expect(readIcuRules(collation.cr['#cdata'])).toEqual([
      ['&[before 1]', 'a'],
      ['<', 'a'],
      ['<<<', 'A'],
      ['<', 'á'],
      ['<<<', 'Á'],
      ['<', 'k'],
      ['<<<', 'K'],
      ['<', 'kw'],
      ['<<<', 'Kw'],
      ['<', 'ts'],
      ['<<<', 'TS'],
      ['<', "ts'"],
      ['<<<', "TS'"],
      ['=', 'ts’'],
      ['<', "'"],
      ['=', '’'],
      ['=', 'ʼ'],
    ]);
    // FLEx's simple rules: a letter a line, in the same order.
    const simple = (collation.special['sil:simple']['#cdata'] as string)
      .split('\n')
      .map((l) => l.split(' ')[0]);
    expect(simple).toEqual(LETTERS.map((l) => l.letter));
  });

  it('when the export goes to a .lift file, then the LDML is written in WritingSystems beside it', async () => {
    const deps = withAlphabet(LETTERS, 'qaa-x-sample');
    const out = path.join(tempDir(), 'dictionary.lift');
    await exportFile(deps, out);
    const ldml = path.join(path.dirname(out), 'WritingSystems', 'qaa-x-sample.ldml');
    expect(fs.existsSync(ldml)).toBe(true);
    const parsed = parser.parse(fs.readFileSync(ldml, 'utf8'));
    expect(parsed.ldml.identity.language.type).toBe('qaa');
    expect(parsed.ldml.identity.variant.type).toBe('x-sample');
  });

  it('when there is no alphabet, or an empty one, then no writing-system file is written', async () => {
    for (const deps of [installation(), withAlphabet([])]) {
      const out = path.join(tempDir(), 'lexicon.zip');
      await exportFile(deps, out, { lift: true });
      expect(Object.keys(await zipFiles(out)).filter((name) => name.startsWith('WritingSystems/'))).toEqual(
        [],
      );
    }
  });

  it('quotes what ICU rules would read as syntax', () => {
    expect(icuLiteral('kw')).toBe('kw');
    expect(icuLiteral("ts'")).toBe("'ts'''");
    expect(icuLiteral('&')).toBe("'&'");
    expect(collationRules({ letters: [] })).toBe('');
  });
});
