#!/usr/bin/env node
// Makes db/seed/sentences.json: SAMPLE annotated sentences built from the invented sample lexicon
// (db/seed/lexicon.json). Not real language material. Deterministic: the same lexicon gives the same file.
import fs from 'node:fs';
import path from 'node:path';

const seedDir = path.resolve(import.meta.dirname, '..', 'db', 'seed');
const { entries } = JSON.parse(fs.readFileSync(path.join(seedDir, 'lexicon.json'), 'utf8'));
const verbs = entries.filter((e) => e.pos === 'v');
const nouns = entries.filter((e) => e.pos === 'n');

// Invented subject tack-ons, as in the pronoun lesson's sample forms.
const subjects = [
  { suffix: 'k', gloss: '1SG', en: 'I' },
  { suffix: 'm', gloss: '2SG', en: 'You' },
  { suffix: '', gloss: '3SG', en: 'She' },
  { suffix: 'mak', gloss: '1PL', en: 'We' },
];

const sentences = [];
for (let i = 0; i < 24; i++) {
  const noun = nouns[(i * 5) % nouns.length];
  const verb = verbs[(i * 7) % verbs.length];
  const subj = subjects[i % subjects.length];
  const verbWord = verb.lex + subj.suffix;
  const en = subj.en === 'She' ? `${subj.en} ${verb.gloss.replace(/ \(\d+\)$/, '')}s the ${noun.gloss.replace(/ \(\d+\)$/, '')}.` : `${subj.en} ${verb.gloss.replace(/ \(\d+\)$/, '')} the ${noun.gloss.replace(/ \(\d+\)$/, '')}.`;
  const words = [
    { text: noun.lex, gloss: noun.gloss, morphs: [{ text: noun.lex, lexId: noun.id }] },
    {
      text: verbWord,
      gloss: subj.suffix ? `${verb.gloss}-${subj.gloss}` : verb.gloss,
      morphs: subj.suffix ? [{ text: verb.lex, lexId: verb.id }, { text: `-${subj.suffix}` }] : [{ text: verb.lex, lexId: verb.id }],
    },
  ];
  const text = `${noun.lex[0].toUpperCase()}${noun.lex.slice(1)} ${verbWord}.`;
  sentences.push({ id: `sample-${i + 1}`, text, trans: en, anno: words, timestamp: new Date(Date.UTC(2025, 0, 20, 12, i)).toISOString() });
}
fs.writeFileSync(
  path.join(seedDir, 'sentences.json'),
  `${JSON.stringify({ _label: 'SAMPLE data, invented for development, tests and demonstration. NOT real language material.', sentences }, null, 2)}\n`,
);
console.log(`Wrote ${sentences.length} sample sentences.`);
