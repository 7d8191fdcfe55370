import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTextSentenceRecordingId, sentenceAnnoSchema, textDataSchema } from '@langapp/shared';
import type { AnnotatedWord } from '@langapp/shared';
import { SEED_DIR } from '../config';
import { createEntriesRepo } from '../features/lexicon/entries.repo';
import { migratedDb } from '../test-support/test-app';
import type { Db } from './database';
import { loadSampleData, SAMPLE_SEEDERS, sampleTexts } from './seed';

function freshInstall() {
  const db = migratedDb();
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-seed-'));
  const ctx = { seedDir: SEED_DIR, mediaDir, bcryptCost: 4, now: new Date('2026-01-01T00:00:00Z') };
  return { db, mediaDir, ctx };
}

const count = (db: Db, table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();

interface TextRow {
  id: number;
  title: string;
  data: string;
  published: number;
}
const textRows = (db: Db) =>
  db.prepare('SELECT id, title, data, published FROM texts ORDER BY id').all() as TextRow[];

interface SentAudioRow {
  sent_id: string;
  filename: string;
  speaker: string;
}
const sentAudioRows = (db: Db) =>
  db.prepare('SELECT sent_id, filename, speaker FROM sent_audio ORDER BY filename').all() as SentAudioRow[];

/** Every morph link of the words points to a sample entry spelled as the morph. */
function expectLinksToSampleEntries(db: Db, words: AnnotatedWord[]) {
  const lexOf = db.prepare('SELECT lex FROM lexs WHERE id = ?').pluck();
  for (const w of words) {
    expect(w.gloss).not.toBe('');
    expect(w.morphs.length).toBeGreaterThan(0);
    for (const m of w.morphs) if (m.lexId !== undefined) expect(lexOf.get(m.lexId)).toBe(m.text);
  }
}

describe('the sample data', () => {
  it('when loaded twice, then every set loads once, labelled, with its media copied', () => {
    const { db, mediaDir, ctx } = freshInstall();
    expect(loadSampleData(db, ctx)).toEqual(SAMPLE_SEEDERS.map((s) => s.name));
    expect(loadSampleData(db, ctx)).toEqual([]);
    expect(count(db, 'users')).toBe(2);
    expect(count(db, 'lexs')).toBe(73);
    expect(count(db, 'wordle_words')).toBeGreaterThanOrEqual(60);
    expect(count(db, 'number_words')).toBe(11);
    expect(count(db, 'sents')).toBe(24);
    expect(count(db, 'vocab_lessons')).toBe(3);
    expect(count(db, 'texts')).toBe(4);
    expect(db.prepare("SELECT COUNT(*) FROM lexs WHERE notes LIKE 'Sample entry%'").pluck().get()).toBe(73);
    for (const folder of ['audio', 'numbers', 'lesson-recordings', 'sent-audio']) {
      expect(fs.readdirSync(path.join(mediaDir, folder)).length).toBeGreaterThan(0);
    }
    // Every game word uses only the game's letters and never the unused ones.
    for (const w of db.prepare('SELECT lex FROM wordle_words').pluck().all() as string[]) {
      expect(w).toMatch(/^[a-z']{5}$/);
      expect(w).not.toMatch(/[vxgqfdbzj]/);
    }
    for (const file of fs.readdirSync(SEED_DIR).filter((f) => f.endsWith('.json'))) {
      expect(JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), 'utf8'))._label).toMatch(/SAMPLE/);
    }
  });

  it('when the sample sentences load, then each is spelled by its words and links only sample entries', () => {
    const { db, ctx } = freshInstall();
    loadSampleData(db, ctx);
    const sents = db.prepare('SELECT id, text, anno FROM sents').all() as {
      id: string;
      text: string;
      anno: string;
    }[];
    expect(sents.map((s) => s.id).sort()).toEqual(
      Array.from({ length: 24 }, (_, i) => `sample-${i + 1}`).sort(),
    );
    for (const s of sents) {
      const words = sentenceAnnoSchema.parse(JSON.parse(s.anno));
      expect(words.map((w) => w.text).join(' ')).toBe(s.text.replace(/\.$/, '').toLowerCase());
      expect(words.some((w) => w.morphs.some((m) => m.lexId !== undefined))).toBe(true);
      expectLinksToSampleEntries(db, words);
    }
  });

  it('when the sample lexicon loads, then a homograph has its own recording and an entry has two senses, a definition, an example, notes and a pronunciation', () => {
    const { db, mediaDir, ctx } = freshInstall();
    loadSampleData(db, ctx);
    expect(db.prepare("SELECT id, homograph FROM lexs WHERE lex = 'puras' ORDER BY id").all()).toEqual([
      { id: 18, homograph: 1 },
      { id: 73, homograph: 2 },
    ]);
    const takes = db
      .prepare("SELECT lex_id, filename FROM word_audio WHERE word = 'puras' ORDER BY lex_id")
      .all();
    expect(takes).toEqual([
      { lex_id: 18, filename: 'sample-18-ben.mp3' },
      { lex_id: 73, filename: 'sample-73-ana.mp3' },
    ]);
    expect(fs.existsSync(path.join(mediaDir, 'audio', 'sample-73-ana.mp3'))).toBe(true);
    const napam = createEntriesRepo(db).detail(3, { viewer: 'teacher', now: '2026-01-01T00:00:00.000Z' })!;
    expect(napam.senses.map((s) => [s.pos, s.gloss])).toEqual([
      ['n', 'stone'],
      ['v', 'throw stones'],
    ]);
    expect(napam.senses[0]).toMatchObject({
      definition: expect.stringMatching(/^Sample/),
      examples: [{ text: 'Napam okihu.' }],
    });
    expect(napam.forms).toEqual([{ kind: 'pronunciation', ws: 'qaa-fonipa', text: 'ˈna.pam' }]);
    expect(napam.typedNotes).toEqual([{ type: 'anthropology', text: expect.stringMatching(/^Sample/) }]);
  });

  it('when the sample texts load, then three are published and one is not, each annotated with sentence ids of its own', () => {
    const { db, ctx } = freshInstall();
    loadSampleData(db, ctx);
    const rows = textRows(db);
    expect(rows.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    expect(rows.map((t) => t.published).sort()).toEqual([0, 1, 1, 1]);
    for (const row of rows) {
      expect(row.title).toMatch(/^Sample text \d+: /);
      const data = textDataSchema.parse(JSON.parse(row.data));
      expect(data.title).toBe(row.title);
      expect(data.sents.length).toBeGreaterThanOrEqual(3);
      const ids = data.sents.map((s) => s.id);
      expect(ids.every((id) => Number.isInteger(id) && id! > 0)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      for (const s of data.sents) {
        expect(s.trans).not.toBe('');
        // The words are the text's own, split by spaces as the annotation editor splits them.
        expect(s.words.map((w) => w.text)).toEqual(s.text.split(' '));
        expect(s.words.some((w) => w.morphs.some((m) => m.lexId !== undefined))).toBe(true);
        expectLinksToSampleEntries(db, s.words);
      }
    }
  });

  it('when the sample texts load, then recordings of their sentences are rows with their files in the media folder', () => {
    const { db, mediaDir, ctx } = freshInstall();
    loadSampleData(db, ctx);
    const recordings = sentAudioRows(db);
    expect(recordings.length).toBeGreaterThan(0);
    const sentenceIds = new Map(
      textRows(db).map((t) => [t.id, textDataSchema.parse(JSON.parse(t.data)).sents.map((s) => s.id)]),
    );
    for (const r of recordings) {
      const key = parseTextSentenceRecordingId(r.sent_id);
      expect(key).not.toBeNull();
      expect(sentenceIds.get(key!.textId)).toContain(key!.sentenceId);
      expect(r.speaker).not.toBe('');
      const file = path.join(mediaDir, 'sent-audio', r.filename);
      expect(fs.readFileSync(file)).toEqual(
        fs.readFileSync(path.join(SEED_DIR, 'media', 'sent-audio', r.filename)),
      );
    }
    expect(fs.readdirSync(path.join(mediaDir, 'sent-audio')).sort()).toEqual(
      recordings.map((r) => r.filename),
    );
    // A learner can hear some: at least one published text has a recorded sentence.
    const published = new Set(
      textRows(db)
        .filter((t) => t.published === 1)
        .map((t) => t.id),
    );
    expect(recordings.some((r) => published.has(parseTextSentenceRecordingId(r.sent_id)!.textId))).toBe(true);
  });

  it('when the texts set is loaded again, then no text or recording is duplicated', () => {
    const { db, mediaDir, ctx } = freshInstall();
    loadSampleData(db, ctx);
    const texts = textRows(db);
    const recordings = sentAudioRows(db);
    // The marker keeps the set from loading twice; and loading it anyway adds nothing.
    expect(loadSampleData(db, ctx)).toEqual([]);
    sampleTexts.load(db, ctx);
    expect(textRows(db)).toEqual(texts);
    expect(sentAudioRows(db)).toEqual(recordings);
    expect(fs.readdirSync(path.join(mediaDir, 'sent-audio'))).toHaveLength(recordings.length);
  });

  it('when a sample text id is already taken, then that sample text and its recordings are left out', () => {
    const { db, mediaDir, ctx } = freshInstall();
    const ours = JSON.stringify({
      title: 'Our story',
      sents: [{ id: 1, text: 'First line.', trans: '', words: [] }],
    });
    db.prepare(
      "INSERT INTO texts (id, title, data, published, created_at, updated_at) VALUES (1, 'Our story', ?, 1, 'x', 'x')",
    ).run(ours);
    loadSampleData(db, ctx);
    const rows = textRows(db);
    expect(rows[0]).toEqual({ id: 1, title: 'Our story', data: ours, published: 1 });
    expect(rows.slice(1).map((t) => t.id)).toEqual([2, 3, 4]);
    const recordings = sentAudioRows(db);
    expect(recordings.length).toBeGreaterThan(0);
    expect(recordings.filter((r) => r.sent_id.startsWith('1.'))).toEqual([]);
    expect(fs.readdirSync(path.join(mediaDir, 'sent-audio')).sort()).toEqual(
      recordings.map((r) => r.filename),
    );
  });
});
