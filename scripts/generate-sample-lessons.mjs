#!/usr/bin/env node
// Makes db/seed/lessons.json (SAMPLE vocabulary lessons over the invented sample lexicon and
// sentences) and two synthetic lesson recordings in db/seed/media/lesson-recordings (espeak-ng +
// lame; run once by a developer, output committed). Not real language material.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const seedDir = path.resolve(import.meta.dirname, '..', 'db', 'seed');
const { entries } = JSON.parse(fs.readFileSync(path.join(seedDir, 'lexicon.json'), 'utf8'));
const { sentences } = JSON.parse(fs.readFileSync(path.join(seedDir, 'sentences.json'), 'utf8'));
const withAudio = entries.slice(0, 60);

const inWords = ['no', 'one', 'two', 'three', 'four'];
const lesson = (id, from, sents, published, n) => ({
  id,
  title: `Sample lesson ${n}`,
  description: `Sample data: five invented words and ${inWords[sents.length] ?? sents.length} invented sentences${published ? '' : ' (unpublished)'}, for trying the app. Not real language material.`,
  published,
  steps: [
    ...withAudio.slice(from, from + 5).map((e) => ({ kind: 'lex', lexId: e.id, lex: e.lex })),
    ...sents.map((s) => ({ kind: 'sent', sentId: s.id })),
  ],
});
const lessons = [lesson('s1a1', 0, sentences.slice(0, 2), 1, 1), lesson('s1b2', 5, sentences.slice(2, 5), 1, 2), lesson('s1c3', 10, sentences.slice(5, 7), 0, 3)];
fs.writeFileSync(
  path.join(seedDir, 'lessons.json'),
  `${JSON.stringify({ _label: 'SAMPLE data, invented for development, tests and demonstration. NOT real language material.', lessons }, null, 2)}\n`,
);

const dir = path.join(seedDir, 'media', 'lesson-recordings');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const talks = [
  ['sample-lesson-1-greetings.mp3', 'Sample lesson recording one. This is invented demonstration audio, not real language material.'],
  ['sample-lesson-2-numbers.mp3', 'Sample lesson recording two. Invented demonstration audio for the lesson recordings page.'],
];
for (const [file, text] of talks) {
  const wav = path.join(dir, 'tmp.wav');
  execFileSync('espeak-ng', ['-v', 'en', '-s', '150', '-w', wav, text]);
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '32', '--resample', '22.05', wav, path.join(dir, file)]);
  fs.rmSync(wav);
}
console.log(`Wrote ${lessons.length} sample lessons and ${talks.length} lesson recordings.`);
