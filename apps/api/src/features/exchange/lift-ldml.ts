import * as z from 'zod/mini';
import { alphabetDataSchema } from '@langapp/shared';
import type { Alphabet } from '@langapp/shared';
import { escapeText } from './lift-xml';

// The alphabet's order as FieldWorks reads a sort order (issue 40, ADR 097). LIFT 0.13 has no
// element for a collation: FLEx keeps each writing system's definition in an LDML file, and its LIFT
// export puts them in a WritingSystems/ folder beside the .lift, which its LIFT import reads. So the
// export writes the headwords' writing system's definition there, with the teacher's letters as a
// collation: ICU rules in <cr> (standard LDML, what ICU and FLEx sort by) and the same order as
// FLEx's "simple" rules (one letter a line, its upper case and equivalents beside it), which FLEx's
// writing-system dialog shows and edits.

const lettersSchema = alphabetDataSchema.shape.letters;
const SIL_NAMESPACE = 'urn://www.sil.org/ldml/0.1';

/** The stored letters (JSON) as an alphabet, or null when there are none or they cannot be read. */
export function storedAlphabet(letters: string, caseMatters: boolean): Alphabet | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(letters);
  } catch {
    return null;
  }
  const result = z.safeParse(lettersSchema, parsed);
  return result.success && result.data.length > 0 ? { letters: result.data, caseMatters } : null;
}

/**
 * A string as an ICU rule's literal: letters, marks and digits as they are; anything else (the
 * apostrophe, which quotes in ICU rules, and every other ASCII symbol) inside quotes, an apostrophe
 * doubled there.
 */
export function icuLiteral(text: string): string {
  return /^[\p{L}\p{M}\p{N}]+$/u.test(text) ? text : `'${text.replaceAll("'", "''")}'`;
}

/** Every spelling of a letter after the letter itself: its upper case, then its equivalents. */
function variantsOf(letter: Alphabet['letters'][number]): { upper: string | null; equivalents: string[] } {
  const upper = (letter.upper ?? letter.letter.toUpperCase()).normalize('NFC');
  return {
    upper: upper === letter.letter ? null : upper,
    // A decomposed spelling of the letter is the letter once NFC, as ICU reads it: nothing to add.
    equivalents: (letter.equivalents ?? []).map((e) => e.normalize('NFC')).filter((e) => e !== letter.letter),
  };
}

/**
 * The alphabet as ICU collation rules: reset before the first letter, then each letter a primary
 * difference after the one before (`<`), its upper case a tertiary one (`<<<`), its equivalents
 * identical (`=`), so kw sorts as one letter after k and ’ as '.
 */
export function collationRules(alphabet: Alphabet): string {
  const [first] = alphabet.letters;
  if (!first) return '';
  const parts = [`&[before 1]${icuLiteral(first.letter)}`];
  for (const letter of alphabet.letters) {
    const { upper, equivalents } = variantsOf(letter);
    let step = `< ${icuLiteral(letter.letter)}`;
    if (upper) step += ` <<< ${icuLiteral(upper)}`;
    for (const equivalent of equivalents) step += ` = ${icuLiteral(equivalent)}`;
    parts.push(step);
  }
  return parts.join(' ');
}

/** FLEx's simple rules: one letter a line in order, its upper case and equivalents on its line. */
function simpleRules(alphabet: Alphabet): string {
  return alphabet.letters
    .map((letter) => {
      const { upper, equivalents } = variantsOf(letter);
      return [letter.letter, ...(upper ? [upper] : []), ...equivalents].join(' ');
    })
    .join('\n');
}

/** CDATA that cannot end early: a `]]>` inside is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** The parts of a writing system's tag as LDML's identity names them. */
function identity(ws: string): string[] {
  const [language = 'und', ...rest] = ws.split('-');
  const lines = [`<language type="${escapeText(language)}"/>`];
  let at = 0;
  if (rest[at] && /^[A-Za-z]{4}$/.test(rest[at]!)) lines.push(`<script type="${escapeText(rest[at++]!)}"/>`);
  if (rest[at] && /^([A-Za-z]{2}|\d{3})$/.test(rest[at]!))
    lines.push(`<territory type="${escapeText(rest[at++]!)}"/>`);
  if (at < rest.length) lines.push(`<variant type="${escapeText(rest.slice(at).join('-'))}"/>`);
  return lines;
}

/** The LDML file of writing system `ws` with the alphabet's order as its standard collation. */
export function alphabetLdml(ws: string, alphabet: Alphabet): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<ldml xmlns:sil="${SIL_NAMESPACE}">`,
    '  <identity>',
    '    <version number=""/>',
    ...identity(ws).map((line) => `    ${line}`),
    '  </identity>',
    '  <collations>',
    '    <defaultCollation>standard</defaultCollation>',
    '    <collation type="standard">',
    `      <cr>${cdata(collationRules(alphabet))}</cr>`,
    '      <special>',
    `        <sil:simple>${cdata(simpleRules(alphabet))}</sil:simple>`,
    '      </special>',
    '    </collation>',
    '  </collations>',
    '</ldml>',
    '',
  ].join('\n');
}
