#!/usr/bin/env node
// Makes the SAMPLE data set in db/seed: invented five-letter words, a small invented lexicon,
// invented number words and synthetic recordings of them (espeak-ng + lame). None of it is real
// language material. Run once by a developer (Debian: apt-get install espeak-ng lame); the output
// is committed, so neither CI nor a fresh install needs these tools.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const seedDir = path.join(root, 'db', 'seed');
const LABEL = 'SAMPLE data, invented for development, tests and demonstration. NOT real language material.';

// A small deterministic generator so the data set is the same on every run.
let state = 20250131;
const rand = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (arr) => arr[Math.floor(rand() * arr.length)];

// The sample orthography avoids the game's unused letters v x g q f d b z j.
const C = ['c', 'h', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'w', 'y', "'"];
const V = ['a', 'e', 'i', 'o', 'u'];
const shapes = [
  () => pick(C) + pick(V) + pick(C) + pick(V) + pick(C),
  () => pick(C) + pick(V) + pick(C) + pick(C) + pick(V),
  () => pick(V) + pick(C) + pick(V) + pick(C) + pick(V),
  () => pick(C) + pick(V) + pick(V) + pick(C) + pick(V),
];
const valid = (w) => w.length === 5 && !/''/.test(w) && !w.startsWith("'") && !/(.)\1\1/.test(w);
const words = new Set();
while (words.size < 72) {
  const w = pick(shapes)();
  if (valid(w)) words.add(w);
}
const wordList = [...words];

const nouns = ['river', 'stone', 'house', 'bird', 'dog', 'tree', 'fire', 'water', 'sun', 'moon', 'star', 'rain', 'corn', 'fish', 'deer', 'hill', 'road', 'basket', 'knife', 'bowl', 'shirt', 'shoe', 'flower', 'leaf', 'rabbit', 'horse', 'child', 'woman', 'man', 'friend', 'town', 'field', 'snake', 'turtle', 'egg', 'bread', 'salt', 'wind', 'cloud', 'door', 'window', 'table', 'blanket', 'feather', 'mountain', 'lake', 'canoe', 'drum', 'song', 'story', 'grandmother', 'grandfather', 'berry', 'bean', 'squash', 'sky', 'night', 'morning', 'winter', 'summer'];
const verbs = ['see', 'eat', 'drink', 'sleep', 'walk', 'run', 'sing', 'dance', 'sit', 'stand', 'give', 'take', 'hear', 'speak', 'cook', 'wash', 'carry', 'cut', 'make', 'know', 'want', 'come', 'go', 'buy', 'play', 'swim', 'read', 'write', 'laugh', 'cry', 'plant', 'build'];
const others = ['here', 'there', 'now', 'today', 'big', 'small', 'good', 'new', 'old', 'red', 'white', 'and'];

const entries = [];
const used = { v: 0, n: 0, other: 0 };
const lists = { v: verbs, n: nouns, other: others };
let id = 1;
wordList.forEach((lex, i) => {
  const kind = i % 3 === 0 ? 'v' : i % 7 === 0 ? 'other' : 'n';
  const gloss = lists[kind][used[kind]++ % lists[kind].length];
  entries.push({ id: id++, lex, pos: kind === 'other' ? 'adv' : kind, gloss, notes: 'Sample entry (invented, not real language data).' });
});
// De-duplicate glosses so matching games always have distinct answers.
const seen = new Map();
for (const e of entries) {
  const n = (seen.get(e.gloss) ?? 0) + 1;
  seen.set(e.gloss, n);
  if (n > 1) e.gloss = `${e.gloss} (${n})`;
}

const numberNames = [];
const numberWords = new Set();
while (numberNames.length < 11) {
  const w = pick(C) + pick(V) + pick(C) + pick(V);
  if (!numberWords.has(w) && !w.startsWith("'") && !words.has(w)) {
    numberWords.add(w);
    numberNames.push(w);
  }
}

function speak(text, file, voice) {
  const wav = file.replace(/\.mp3$/, '.wav');
  execFileSync('espeak-ng', ['-v', voice, '-s', '130', '-w', wav, text.replace(/'/g, '')]);
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '32', '--resample', '22.05', wav, file]);
  fs.rmSync(wav);
}

const audioDir = path.join(seedDir, 'media', 'audio');
const numbersDir = path.join(seedDir, 'media', 'numbers');
// Only this script's folders: the lesson and sentence recordings are other scripts' (generate-sample-*.mjs).
for (const dir of [audioDir, numbersDir]) fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(audioDir, { recursive: true });
fs.mkdirSync(numbersDir, { recursive: true });

const speakers = [
  { name: 'Ana', voice: 'en+f3' },
  { name: 'Ben', voice: 'en+m3' },
];
const recordings = [];
entries.slice(0, 60).forEach((e, i) => {
  const speaker = speakers[i % 2];
  const filename = `sample-${e.id}-${speaker.name.toLowerCase()}.mp3`;
  speak(e.lex, path.join(audioDir, filename), speaker.voice);
  recordings.push({ word: e.lex, filename, speaker: speaker.name, timestamp: new Date(Date.UTC(2025, 0, 15, 18, i)).toISOString() });
});
const numbers = numberNames.map((name, value) => {
  const filename = `${value}.mp3`;
  speak(name, path.join(numbersDir, filename), 'en+f3');
  return { value, name, filename };
});

const write = (name, data) => fs.writeFileSync(path.join(seedDir, name), `${JSON.stringify({ _label: LABEL, ...data }, null, 2)}\n`);
write('lexicon.json', { entries, recordings });
write('wordle-words.json', { words: wordList.map((lex) => ({ lex, lexId: entries.find((e) => e.lex === lex).id })) });
write('numbers.json', { numbers });
console.log(`Wrote ${entries.length} entries, ${recordings.length} recordings, ${wordList.length} game words, ${numbers.length} numbers.`);
