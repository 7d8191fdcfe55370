#!/usr/bin/env node
// Makes db/seed/sentences.json: SAMPLE annotated sentences built from the invented sample lexicon
// (db/seed/lexicon.json). Not real language material. Deterministic: the same lexicon gives the same file.
//
// The sample grammar (invented, as in the pronoun lesson's sample forms and the sample exercises):
// the verb comes last and carries the subject as a tack-on (-k I, -m you, none for he/she/it, -mak
// we); time words come first, then a noun subject, then the object, then a place word; a modifier
// (big, small, good) stands before what it modifies. The English of each sentence is written by hand
// so that it reads as a plausible sentence. generate-sample-texts.mjs builds its texts with this grammar.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SEED_DIR = path.resolve(import.meta.dirname, '..', 'db', 'seed');
export const LABEL =
  'SAMPLE data, invented for development, tests and demonstration. NOT real language material.';

/** The invented subject tack-ons of the verb, by the gloss they carry. */
export const SUBJECTS = { '1SG': '-k', '2SG': '-m', '3SG': '', '1PL': '-mak' };

export function readLexicon() {
  return JSON.parse(fs.readFileSync(path.join(SEED_DIR, 'lexicon.json'), 'utf8')).entries;
}

/**
 * The annotated words of a sentence given as glosses: 'river' is the entry glossed 'river', 'see:1SG'
 * that verb with the 1SG tack-on. Each word comes back with its sample spelling, gloss and morphs,
 * every stem linked to its entry. A gloss that is not exactly one entry's is an error.
 */
export function buildWords(entries, glosses) {
  return glosses.map((token) => {
    const [gloss, subject] = token.split(':');
    const matches = entries.filter((e) => e.gloss === gloss);
    if (matches.length !== 1)
      throw new Error(`The sample lexicon has ${matches.length} entries glossed '${gloss}'.`);
    const entry = matches[0];
    if (subject === undefined)
      return { text: entry.lex, gloss: entry.gloss, morphs: [{ text: entry.lex, lexId: entry.id }] };
    if (entry.pos !== 'v') throw new Error(`'${gloss}' takes a subject tack-on but is not a verb.`);
    const suffix = SUBJECTS[subject];
    if (suffix === undefined) throw new Error(`No sample tack-on for ${subject}.`);
    if (suffix === '')
      return { text: entry.lex, gloss: entry.gloss, morphs: [{ text: entry.lex, lexId: entry.id }] };
    return {
      text: entry.lex + suffix.slice(1),
      gloss: `${entry.gloss}-${subject}`,
      morphs: [{ text: entry.lex, lexId: entry.id }, { text: suffix }],
    };
  });
}

/** The written sentence of annotated words: capitalised, spaced, with a full stop. */
export function sentenceText(words) {
  const text = words.map((w) => w.text).join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

// One sentence per sample verb, each with a plausible English translation.
const SENTENCES = [
  [['river', 'see:1SG'], 'I see the river.'],
  [['now', 'dance:2SG'], 'You dance now.'],
  [['woman', 'fish', 'cook:3SG'], 'The woman cooks the fish.'],
  [['today', 'salt', 'buy:1PL'], 'Today we buy salt.'],
  [['here', 'sleep:1SG'], 'I sleep here.'],
  [['horse', 'take:2SG'], 'You take the horse.'],
  [['man', 'basket', 'make:3SG'], 'The man makes a basket.'],
  [['bread', 'eat:1PL'], 'We eat the bread.'],
  [['bird', 'hear:1SG'], 'I hear a bird.'],
  [['dog', 'wash:2SG'], 'You wash the dog.'],
  [['child', 'there', 'walk:3SG'], 'The child walks there.'],
  [['small', 'dog', 'run:3SG'], 'The small dog runs.'],
  [['bowl', 'carry:1SG'], 'I carry the bowl.'],
  [['town', 'know:2SG'], 'You know the town.'],
  [['dog', 'water', 'drink:3SG'], 'The dog drinks water.'],
  [['there', 'sit:1PL'], 'We sit there.'],
  [['corn', 'cut:1SG'], 'I cut the corn.'],
  [['child', 'bread', 'give:2SG'], 'You give the child bread.'],
  [['today', 'woman', 'sing:3SG'], 'The woman sings today.'],
  [['man', 'good', 'speak:3SG'], 'The man speaks well.'],
  [['knife', 'want:1SG'], 'I want the knife.'],
  [['today', 'friend', 'come:3SG'], 'A friend comes today.'],
  [['there', 'go:2SG'], 'You go there.'],
  [['big', 'tree', 'there', 'stand:3SG'], 'The big tree stands there.'],
];

function main() {
  const entries = readLexicon();
  const sentences = SENTENCES.map(([glosses, trans], i) => {
    const anno = buildWords(entries, glosses);
    return {
      id: `sample-${i + 1}`,
      text: sentenceText(anno),
      trans,
      anno,
      timestamp: new Date(Date.UTC(2025, 0, 20, 12, i)).toISOString(),
    };
  });
  fs.writeFileSync(
    path.join(SEED_DIR, 'sentences.json'),
    `${JSON.stringify({ _label: LABEL, sentences }, null, 2)}\n`,
  );
  console.log(`Wrote ${sentences.length} sample sentences.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
