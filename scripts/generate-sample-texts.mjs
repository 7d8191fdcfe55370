#!/usr/bin/env node
// Makes db/seed/texts.json: SAMPLE annotated texts (three published, one not) built from the invented
// sample lexicon with the sample grammar of generate-sample-sentences.mjs, and synthetic recordings of
// some of their sentences in db/seed/media/sent-audio (espeak-ng speaking the invented sentences, made
// MP3 by the ffmpeg of @ffmpeg-installer). Not real language material. Run once by a developer
// (Debian: apt-get install espeak-ng); the output is committed, so neither CI nor an install needs it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildWords, LABEL, readLexicon, SEED_DIR, sentenceText } from './generate-sample-sentences.mjs';

const ffmpeg = createRequire(path.resolve(import.meta.dirname, '..', 'apps', 'api', 'package.json'))(
  '@ffmpeg-installer/ffmpeg',
).path;

const SPEAKERS = {
  Ana: 'en+f3',
  Ben: 'en+m3',
};

// Each sentence: its words as glosses (see buildWords), its English, and who recorded it, if anyone.
const TEXTS = [
  {
    title: 'Sample text 1: At the river',
    published: true,
    sents: [
      [['today', 'river', 'go:1PL'], 'Today we go to the river.', 'Ana'],
      [['bird', 'there', 'sing:3SG'], 'A bird sings there.', 'Ben'],
      [['child', 'here', 'run:3SG'], 'The child runs here.', 'Ana'],
      [['small', 'dog', 'water', 'drink:3SG'], 'The small dog drinks water.'],
      [['fish', 'there', 'see:1PL'], 'We see a fish there.'],
    ],
  },
  {
    title: 'Sample text 2: A meal for a friend',
    published: true,
    sents: [
      [['today', 'friend', 'come:3SG'], 'A friend comes today.', 'Ben'],
      [['man', 'bread', 'buy:3SG'], 'The man buys bread.'],
      [['woman', 'fish', 'cook:3SG'], 'The woman cooks fish.'],
      [['friend', 'bowl', 'give:1SG'], 'I give the friend a bowl.'],
      [['now', 'here', 'eat:1PL'], 'Now we eat here.', 'Ana'],
    ],
  },
  {
    title: 'Sample text 3: Rain in the town',
    published: true,
    sents: [
      [['now', 'rain', 'come:3SG'], 'Now the rain comes.'],
      [['wind', 'hear:1SG'], 'I hear the wind.', 'Ben'],
      [['woman', 'rain', 'see:3SG'], 'The woman sees the rain.'],
      [['dog', 'here', 'sleep:3SG'], 'The dog sleeps here.'],
      [['today', 'here', 'sit:1PL'], 'Today we sit here.'],
    ],
  },
  {
    title: 'Sample text 4: The new horse',
    published: false,
    sents: [
      [['man', 'horse', 'buy:3SG'], 'The man buys a horse.', 'Ana'],
      [['small', 'child', 'horse', 'see:3SG'], 'The small child sees the horse.'],
      [['horse', 'water', 'drink:3SG'], 'The horse drinks water.'],
      [['horse', 'good', 'run:3SG'], 'The horse runs well.'],
    ],
  },
];

/**
 * A sentence as the annotation editor stores the words of a text: each word is the text between
 * spaces, punctuation and capitals included ('Wosro', "he'ulmak."), its morphs lowercased without it.
 */
function textSentence(id, glosses, trans) {
  const words = buildWords(readLexicon(), glosses);
  const text = sentenceText(words);
  const tokens = text.split(' ');
  return { id, text, trans, words: words.map((w, i) => ({ ...w, text: tokens[i] })) };
}

function speak(text, file, voice) {
  const wav = file.replace(/\.mp3$/, '.wav');
  execFileSync('espeak-ng', ['-v', voice, '-s', '130', '-w', wav, text.replace(/'/g, '')]);
  execFileSync(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', wav],
    ...['-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k'],
    ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', file],
  ]);
  fs.rmSync(wav);
}

const audioDir = path.join(SEED_DIR, 'media', 'sent-audio');
fs.rmSync(audioDir, { recursive: true, force: true });
fs.mkdirSync(audioDir, { recursive: true });

let minute = 0;
const texts = TEXTS.map((t, i) => {
  const id = i + 1;
  const sents = t.sents.map(([glosses, trans], n) => textSentence(n + 1, glosses, trans));
  const recordings = t.sents.flatMap(([, , speaker], n) => {
    if (speaker === undefined) return [];
    const sentenceId = sents[n].id;
    const filename = `sample-text-${id}-${sentenceId}-${speaker.toLowerCase()}.mp3`;
    speak(sents[n].text, path.join(audioDir, filename), SPEAKERS[speaker]);
    const timestamp = new Date(Date.UTC(2025, 0, 25, 10, minute++)).toISOString();
    return [{ sentenceId, filename, speaker, timestamp }];
  });
  return { id, title: t.title, published: t.published, sents, recordings };
});

fs.writeFileSync(path.join(SEED_DIR, 'texts.json'), `${JSON.stringify({ _label: LABEL, texts }, null, 2)}\n`);
const recorded = texts.reduce((sum, t) => sum + t.recordings.length, 0);
console.log(`Wrote ${texts.length} sample texts and ${recorded} sentence recordings.`);
