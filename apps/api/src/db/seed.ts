import fs from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcrypt';
import { z } from 'zod';
import {
  lessonStepsSchema,
  sentenceAnnoSchema,
  textSentenceRecordingId,
  textSentenceSchema,
} from '@langapp/shared';
import { createEntriesRepo } from '../features/lexicon/entries.repo';
import { createSentencesRepo } from '../features/sentences/sentences.repo';
import type { Db } from './database';

/** One sample data set: loaded once into an empty install when SEED=sample. */
export interface SeedContext {
  seedDir: string;
  mediaDir: string;
  bcryptCost: number;
  now: Date;
}

export interface SampleSeeder {
  name: string;
  load(db: Db, ctx: SeedContext): void;
}

function readSeed<S extends z.ZodType>(seedDir: string, file: string, schema: S): z.output<S> {
  return schema.parse(JSON.parse(fs.readFileSync(path.join(seedDir, file), 'utf8')));
}

/** Copies sample media files into the media directory, leaving files already there alone. */
function copyMediaFiles(seedDir: string, mediaDir: string, folder: string, files: readonly string[]): void {
  const to = path.join(mediaDir, folder);
  fs.mkdirSync(to, { recursive: true });
  for (const file of files) {
    const target = path.join(to, file);
    if (!fs.existsSync(target)) fs.copyFileSync(path.join(seedDir, 'media', folder, file), target);
  }
}

/** Copies a folder of sample media into the media directory, leaving files already there alone. */
function copyMedia(seedDir: string, mediaDir: string, folder: string): void {
  copyMediaFiles(seedDir, mediaDir, folder, fs.readdirSync(path.join(seedDir, 'media', folder)));
}

const accountsFile = z.object({
  users: z.array(
    z.object({ username: z.string(), email: z.string(), password: z.string(), admin: z.boolean() }),
  ),
});

const sampleAccounts: SampleSeeder = {
  name: 'accounts',
  load(db, { seedDir, bcryptCost, now }) {
    const data = readSeed(seedDir, 'accounts.json', accountsFile);
    const insert = db.prepare(
      `INSERT OR IGNORE INTO users (username, email, password_hash, is_admin, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    );
    for (const u of data.users) {
      insert.run(
        u.username,
        u.email,
        bcrypt.hashSync(u.password, bcryptCost),
        u.admin ? 1 : 0,
        now.toISOString(),
      );
    }
  },
};

const lexiconFile = z.object({
  entries: z.array(
    z.object({ id: z.number(), lex: z.string(), pos: z.string(), gloss: z.string(), notes: z.string() }),
  ),
  recordings: z.array(
    z.object({ word: z.string(), filename: z.string(), speaker: z.string(), timestamp: z.string() }),
  ),
});

const sampleLexicon: SampleSeeder = {
  name: 'lexicon',
  load(db, { seedDir, mediaDir }) {
    const data = readSeed(seedDir, 'lexicon.json', lexiconFile);
    const entry = db.prepare(
      'INSERT OR IGNORE INTO lexs (id, lex, pos, gloss, notes) VALUES (@id, @lex, @pos, @gloss, @notes)',
    );
    for (const e of data.entries) entry.run(e);
    const rec = db.prepare(
      `INSERT OR IGNORE INTO word_audio (word, lex_id, filename, speaker, timestamp)
       VALUES (@word, (SELECT min(id) FROM lexs WHERE lex = @word), @filename, @speaker, @timestamp)`,
    );
    for (const r of data.recordings) rec.run(r);
    copyMedia(seedDir, mediaDir, 'audio');
  },
};

const sampleNote = z.object({ type: z.string(), text: z.string() });
const lexiconExtrasFile = z.object({
  homographs: z.array(
    z.object({
      id: z.number(),
      lex: z.string(),
      pos: z.string(),
      gloss: z.string(),
      notes: z.string(),
      recordings: z.array(z.object({ filename: z.string(), speaker: z.string(), timestamp: z.string() })),
    }),
  ),
  parts: z.array(
    z.object({
      id: z.number(),
      senses: z.array(
        z.object({
          pos: z.string(),
          gloss: z.string(),
          definition: z.string(),
          examples: z.array(z.object({ text: z.string(), translation: z.string() })),
          notes: z.array(sampleNote),
        }),
      ),
      forms: z.array(
        z.object({
          kind: z.enum(['lexical-unit', 'citation', 'pronunciation', 'variant']),
          ws: z.string(),
          text: z.string(),
        }),
      ),
      typedNotes: z.array(sampleNote),
    }),
  ),
});

/**
 * What a real dictionary's entries have beyond the spec's three fields (ADR 048), shown on sample
 * entries: a homograph with its own recording, and an entry with two senses, a definition, an
 * example, typed notes and a pronunciation form.
 */
const sampleLexiconExtras: SampleSeeder = {
  name: 'lexicon-extras',
  load(db, { seedDir, mediaDir }) {
    const data = readSeed(seedDir, 'lexicon-extras.json', lexiconExtrasFile);
    const entry = db.prepare(
      'INSERT OR IGNORE INTO lexs (id, lex, pos, gloss, notes) VALUES (@id, @lex, @pos, @gloss, @notes)',
    );
    const rec = db.prepare(
      `INSERT OR IGNORE INTO word_audio (word, lex_id, filename, speaker, timestamp)
       VALUES (@word, @lexId, @filename, @speaker, @timestamp)`,
    );
    const files: string[] = [];
    for (const { recordings, ...e } of data.homographs) {
      if (entry.run(e).changes === 0) continue;
      for (const r of recordings) {
        rec.run({ ...r, word: e.lex, lexId: e.id });
        files.push(r.filename);
      }
    }
    const entries = createEntriesRepo(db);
    const live = db.prepare('SELECT EXISTS (SELECT 1 FROM live_lexs WHERE id = ?)').pluck();
    for (const { id, ...parts } of data.parts) if (live.get(id) === 1) entries.writeParts(id, parts);
    copyMediaFiles(seedDir, mediaDir, 'audio', files);
  },
};

const wordleFile = z.object({ words: z.array(z.object({ lex: z.string(), lexId: z.number().nullable() })) });

const sampleWordleWords: SampleSeeder = {
  name: 'wordle-words',
  load(db, { seedDir }) {
    const insert = db.prepare(
      'INSERT OR IGNORE INTO wordle_words (lex, lex_id) VALUES (?, (SELECT id FROM lexs WHERE id = ?))',
    );
    for (const w of readSeed(seedDir, 'wordle-words.json', wordleFile).words) insert.run(w.lex, w.lexId);
    // The daily game shows its words to anyone, so their entries (and recordings) are public, as
    // migration 016 makes them in an installation that had them before (ADR 058).
    db.exec(`UPDATE lexs SET visibility = 'public' WHERE id IN (SELECT lex_id FROM wordle_words WHERE lex_id IS NOT NULL);
      UPDATE word_audio SET visibility = 'public' WHERE lex_id IN (SELECT id FROM lexs WHERE visibility = 'public');`);
  },
};

const numbersFile = z.object({
  numbers: z.array(z.object({ value: z.number(), name: z.string(), filename: z.string() })),
});

const sampleNumbers: SampleSeeder = {
  name: 'numbers',
  load(db, { seedDir, mediaDir }) {
    const insert = db.prepare(
      'INSERT OR IGNORE INTO number_words (value, name, filename) VALUES (@value, @name, @filename)',
    );
    for (const n of readSeed(seedDir, 'numbers.json', numbersFile).numbers) insert.run(n);
    copyMedia(seedDir, mediaDir, 'numbers');
  },
};

const sentencesFile = z.object({
  sentences: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      trans: z.string(),
      anno: sentenceAnnoSchema,
      timestamp: z.string(),
    }),
  ),
});

const sampleSentences: SampleSeeder = {
  name: 'sentences',
  load(db, { seedDir }) {
    const repo = createSentencesRepo(db);
    for (const sent of readSeed(seedDir, 'sentences.json', sentencesFile).sentences) repo.save(sent);
  },
};

const lessonsFile = z.object({
  lessons: z.array(
    z.object({
      id: z.string(),
      /** Labelled as sample ('Sample lesson 1'): never presented as real language material. */
      title: z.string().min(1),
      description: z.string().default(''),
      published: z.number(),
      steps: lessonStepsSchema,
    }),
  ),
});

export const sampleLessons: SampleSeeder = {
  name: 'lessons',
  load(db, { seedDir, mediaDir, now }) {
    const insert = db.prepare(
      `INSERT OR IGNORE INTO vocab_lessons (id, title, description, data, published, date_added, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const at = now.toISOString();
    for (const l of readSeed(seedDir, 'lessons.json', lessonsFile).lessons) {
      insert.run(l.id, l.title, l.description, JSON.stringify(l.steps), l.published, at, at);
    }
    copyMedia(seedDir, mediaDir, 'lesson-recordings');
  },
};

const textsFile = z.object({
  texts: z.array(
    z
      .object({
        id: z.number().int().positive(),
        title: z.string().min(1),
        published: z.boolean(),
        sents: z.array(z.object({ ...textSentenceSchema.shape, id: z.number().int().positive() })),
        recordings: z.array(
          z.object({
            sentenceId: z.number().int().positive(),
            filename: z.string().regex(/^[\w.-]+\.mp3$/),
            speaker: z.string(),
            timestamp: z.string(),
          }),
        ),
      })
      .refine((t) => new Set(t.sents.map((s) => s.id)).size === t.sents.length, {
        message: 'Each sentence of a sample text has an id of its own.',
      })
      .refine((t) => t.recordings.every((r) => t.sents.some((s) => s.id === r.sentenceId)), {
        message: 'A sample recording belongs to a sentence of its text.',
      }),
  ),
});

/**
 * Sample texts keep their ids (1..n in an empty install), so their sentences' recordings
 * ('textId.sentenceId') are stored with them. A text whose id is taken is left out, recordings too,
 * so that they never attach to a text of the community.
 */
export const sampleTexts: SampleSeeder = {
  name: 'texts',
  load(db, { seedDir, mediaDir, now }) {
    const insertText = db.prepare(
      `INSERT OR IGNORE INTO texts (id, title, data, published, created_at, updated_at)
       VALUES (@id, @title, @data, @published, @at, @at)`,
    );
    const insertRecording = db.prepare(
      'INSERT OR IGNORE INTO sent_audio (sent_id, filename, speaker, timestamp) VALUES (@sent_id, @filename, @speaker, @timestamp)',
    );
    const at = now.toISOString();
    const copied: string[] = [];
    for (const { recordings, ...t } of readSeed(seedDir, 'texts.json', textsFile).texts) {
      const data = JSON.stringify({ title: t.title, sents: t.sents });
      const published = t.published ? 1 : 0;
      if (insertText.run({ id: t.id, title: t.title, data, published, at }).changes === 0) continue;
      for (const { sentenceId, ...r } of recordings) {
        const row = { ...r, sent_id: textSentenceRecordingId(t.id, sentenceId) };
        if (insertRecording.run(row).changes === 1) copied.push(r.filename);
      }
    }
    copyMediaFiles(seedDir, mediaDir, 'sent-audio', copied);
  },
};

/** Every sample set, in load order. Later features add theirs here. */
export const SAMPLE_SEEDERS: SampleSeeder[] = [
  sampleAccounts,
  sampleLexicon,
  sampleLexiconExtras,
  sampleWordleWords,
  sampleNumbers,
  sampleSentences,
  sampleLessons,
  sampleTexts,
];

/** Loads the sample sets that have not been loaded yet; returns their names. */
export function loadSampleData(db: Db, ctx: SeedContext, seeders: SampleSeeder[] = SAMPLE_SEEDERS): string[] {
  const loaded = new Set(db.prepare('SELECT name FROM sample_seeds').pluck().all() as string[]);
  const record = db.prepare('INSERT INTO sample_seeds (name, loaded_at) VALUES (?, ?)');
  const names: string[] = [];
  for (const seeder of seeders) {
    if (loaded.has(seeder.name)) continue;
    db.transaction(() => {
      seeder.load(db, ctx);
      record.run(seeder.name, ctx.now.toISOString());
    })();
    names.push(seeder.name);
  }
  return names;
}
