import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../../test-support/audio-clips';
import { makeTestApp, signedIn } from '../../test-support/test-app';

// Creating content takes a level (ADR 062): the teacher picks it, the default is learners, and
// saving an existing item keeps its level.

let tone: Buffer;
beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-levels-'));
  tone = fs.readFileSync(makeClip(dir, 'tone.webm', 'tone', ['-c:a', 'libopus']));
});

async function setUp() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-levels-media-'));
  const t = makeTestApp({ config: { mediaDir } });
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river');
    INSERT INTO sents (id, text, trans, anno, timestamp) VALUES ('s1', 'Tahak.', 'A river.', '[]', 'x');
  `);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
  const levelOf = (table: string, where: string, ...args: unknown[]) =>
    t.db
      .prepare(`SELECT visibility FROM ${table} WHERE ${where}`)
      .pluck()
      .get(...args);
  return { ...t, teacher, levelOf };
}

const textData = JSON.stringify({
  title: 'River story',
  sents: [{ id: 1, text: 'Tahak.', trans: 'A river.', words: [] }],
});
const lessonSteps = [{ kind: 'lex', lexId: 1, lex: 'tahak' }];

describe('creating content with a level', () => {
  it('when the teacher adds an entry as teachers only, then it is stored so; without a level it is for learners', async () => {
    const t = await setUp();
    const hidden = await t.teacher
      .post('/api/add-lex')
      .type('form')
      .send({ lex: 'sepik', pos: 'adv', gloss: 'here', visibility: 'teachers' })
      .expect(200);
    const plain = await t.teacher
      .post('/api/add-lex')
      .type('form')
      .send({ lex: 'lumah', pos: 'n', gloss: 'stone' })
      .expect(200);
    expect(t.levelOf('lexs', 'id = ?', hidden.body.id)).toBe('teachers');
    expect(t.levelOf('lexs', 'id = ?', plain.body.id)).toBe('learners');
  });

  it('when the level given is not one of the three, then the entry is refused with 400 and nothing is added', async () => {
    const t = await setUp();
    const res = await t.teacher
      .post('/api/add-lex')
      .type('form')
      .send({ lex: 'sepik', pos: 'adv', gloss: 'here', visibility: 'family' })
      .expect(400);
    expect(res.body.error).toBe('visibility must be public, learners or teachers.');
    expect(t.db.prepare('SELECT count(*) FROM lexs').pluck().get()).toBe(1);
  });

  it('when a new text or lesson is given a level that is not one of the three, then it is refused with 400 naming the field, and nothing is added', async () => {
    const t = await setUp();
    const text = await t.teacher
      .post('/api/add-text')
      .type('form')
      .send({ data: textData, visibility: 'family' })
      .expect(400);
    expect(text.body.error).toBe('visibility must be public, learners or teachers.');
    const lesson = await t.teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 'ab12', title: 'Rivers', steps: lessonSteps, visibility: 'Teachers' })
      .expect(400);
    expect(lesson.body.error).toBe('visibility must be public, learners or teachers.');
    expect(t.db.prepare('SELECT count(*) FROM texts').pluck().get()).toBe(0);
    expect(t.db.prepare('SELECT count(*) FROM vocab_lessons').pluck().get()).toBe(0);
  });

  it('when the teacher creates a sentence as public, then it is stored so', async () => {
    const t = await setUp();
    const res = await t.teacher
      .post('/api/create-sent')
      .type('form')
      .send({ data: JSON.stringify({ text: 'Nipem.', trans: 'See.' }), visibility: 'public' })
      .expect(200);
    expect(t.levelOf('sents', 'id = ?', res.body.id)).toBe('public');
  });

  it('when the teacher adds a text as teachers only and edits it, then it stays teachers only', async () => {
    const t = await setUp();
    const res = await t.teacher
      .post('/api/add-text')
      .type('form')
      .send({ data: textData, visibility: 'teachers' })
      .expect(200);
    await t.teacher
      .post('/api/update-text')
      .type('form')
      .send({ id: String(res.body.id), data: textData })
      .expect(200);
    expect(t.levelOf('texts', 'id = ?', res.body.id)).toBe('teachers');
  });

  it('when a new lesson is saved as public, then it is public, and saving it again with another level keeps public', async () => {
    const t = await setUp();
    await t.teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 'ab12', title: 'Rivers', steps: lessonSteps, visibility: 'public' })
      .expect(200);
    expect(t.levelOf('vocab_lessons', "id = 'ab12'")).toBe('public');
    await t.teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 'ab12', steps: lessonSteps, visibility: 'teachers' })
      .expect(200);
    expect(t.levelOf('vocab_lessons', "id = 'ab12'")).toBe('public');
  });

  it('when the teacher uploads takes of a word and a sentence as teachers only, then both are stored so', async () => {
    const t = await setUp();
    const word = await t.teacher
      .post('/api/upload-lex-audio')
      .field('word', 'tahak')
      .field('visibility', 'teachers')
      .attach('audio', tone, { filename: 'tahak.webm', contentType: 'audio/webm' })
      .expect(200);
    const sentence = await t.teacher
      .post('/api/upload-sent-audio')
      .field('id', 's1')
      .field('visibility', 'teachers')
      .attach('audio', tone, { filename: 's1.webm', contentType: 'audio/webm' })
      .expect(200);
    const plain = await t.teacher
      .post('/api/upload-lex-audio')
      .field('word', 'tahak')
      .attach('audio', tone, { filename: 'tahak.webm', contentType: 'audio/webm' })
      .expect(200);
    expect(t.levelOf('word_audio', 'filename = ?', word.body.filename)).toBe('teachers');
    expect(t.levelOf('sent_audio', 'filename = ?', sentence.body.filename)).toBe('teachers');
    expect(t.levelOf('word_audio', 'filename = ?', plain.body.filename)).toBe('learners');
  });
});
