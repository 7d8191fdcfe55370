import fs from 'node:fs';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SAMPLE_MP3 } from './playback';

const SAMPLE_TAKE = fs.readFileSync(SAMPLE_MP3);

/** A take uploaded by a test: its row's id (the teacher sets its level by it) and its file's name. */
export interface MadeTake {
  id: number;
  file: string;
}

/** Adds an entry and a take of it as the signed-in teacher: the entry's id and the take's file name. */
export async function wordWithTake(
  page: Page,
  lex: string,
  gloss: string,
): Promise<{ id: number; file: string }> {
  const added = await page.request.post('/api/add-lex', { form: { lex, pos: 'n', gloss } });
  expect(added.ok()).toBe(true);
  const { id } = (await added.json()) as { id: number };
  const upload = await page.request.post('/api/upload-lex-audio', {
    multipart: {
      word: lex,
      lexId: String(id),
      audio: { name: 'take.mp3', mimeType: 'audio/mpeg', buffer: SAMPLE_TAKE },
    },
  });
  expect(upload.ok()).toBe(true);
  return { id, file: ((await upload.json()) as { filename: string }).filename };
}

/** The take of entry `lexId` stored as `file`, as the teacher's page lists it (with its id). */
export async function wordTake(page: Page, lexId: number, file: string): Promise<MadeTake> {
  const res = await page.request.get(`/api/audio-recordings-info?lexId=${lexId}`);
  expect(res.ok()).toBe(true);
  const take = ((await res.json()) as { data: { id: number; filename: string }[] }).data.find(
    (t) => t.filename === file,
  );
  expect(take, `the take ${file} of entry ${lexId}`).toBeDefined();
  return { id: take!.id, file };
}

/**
 * Adds a sentence whose one word links entry `lexId` (written `lex`), and a take of it, as the
 * signed-in teacher: the sentence's id and its take.
 */
export async function sentenceWithTake(
  page: Page,
  { text, trans, lexId, lex }: { text: string; trans: string; lexId: number; lex: string },
): Promise<{ id: string; take: MadeTake }> {
  const anno = [{ text: lex, gloss: trans, morphs: [{ text: lex, lexId }] }];
  const created = await page.request.post('/api/create-sent', {
    form: { data: JSON.stringify({ text, trans, anno }) },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const upload = await page.request.post('/api/upload-sent-audio', {
    multipart: {
      filetype: 'audio/mpeg',
      id,
      audio: { name: `${id}.mp3`, mimeType: 'audio/mpeg', buffer: SAMPLE_TAKE },
    },
  });
  expect(upload.ok()).toBe(true);
  const file = ((await upload.json()) as { filename: string }).filename;
  const listed = await page.request.get(`/api/sent-audios?sent=${encodeURIComponent(id)}`);
  const take = ((await listed.json()) as { data: { id: number; filename: string }[] }).data.find(
    (t) => t.filename === file,
  );
  expect(take, `the take ${file} of sentence ${id}`).toBeDefined();
  return { id, take: { id: take!.id, file } };
}

/** Who may see what (ADR 062): sets the level of some items of one kind, as the signed-in teacher. */
export async function setLevel(
  page: Page,
  kind: 'entry' | 'sentence' | 'word-recording' | 'sentence-recording',
  ids: readonly (number | string)[],
  visibility: 'public' | 'learners' | 'teachers',
): Promise<void> {
  const res = await page.request.post('/api/admin/visibility', { data: { kind, ids, visibility } });
  expect(res.ok(), `${kind} ${ids.join(', ')} set to ${visibility}`).toBe(true);
}

/**
 * Removes an entry a test made up, with its recordings (an entry with recordings is not deleted), as
 * the admin `page` is signed in as: the drills, games and phone checks of the tests after it never
 * meet its word, whatever order the tests run in. The takes move to the trash and the entry is
 * marked deleted, as the teacher's own deletes do.
 */
export async function removeWord(page: Page, id: number): Promise<void> {
  // Every live take of the entry, whatever its format (GET /api/lex-uses lists what keeps it in use).
  const uses = await page.request.get(`/api/lex-uses/${id}`);
  expect(uses.ok(), `the uses of entry ${id}`).toBe(true);
  const { recordings } = ((await uses.json()) as { data: { uses: { recordings: { filename: string }[] } } })
    .data.uses;
  for (const { filename } of recordings) {
    const deleted = await page.request.post('/api/delete-lex-audio', { form: { filename } });
    expect(deleted.ok(), `the take ${filename} deleted`).toBe(true);
  }
  const deleted = await page.request.post('/api/delete-lex', { form: { id: String(id) } });
  expect(deleted.ok(), `entry ${id} deleted`).toBe(true);
}

/**
 * Takes a sentence a test made up out of every learner's way, as the admin `page` is signed in as:
 * its takes go to the trash and the sentence is kept for teachers (a sentence cannot be deleted), so
 * no learner's drill, game or list of the tests after it meets it.
 */
export async function removeSentence(page: Page, id: string): Promise<void> {
  const listed = await page.request.get(`/api/sent-audios?sent=${encodeURIComponent(id)}`);
  expect(listed.ok(), `the takes of sentence ${id}`).toBe(true);
  for (const { filename } of ((await listed.json()) as { data: { filename: string }[] }).data) {
    const deleted = await page.request.post('/api/delete-sent-audio', { form: { filename } });
    expect(deleted.ok(), `the take ${filename} deleted`).toBe(true);
  }
  await setLevel(page, 'sentence', [id], 'teachers');
}

/**
 * Adds a text of one sentence, a take of that sentence ('{textId}.1') and publishes it, as the
 * signed-in teacher: the text's id.
 */
export async function publishedTextWithTake(
  page: Page,
  { title, text, trans }: { title: string; text: string; trans: string },
): Promise<number> {
  const data = { title, sents: [{ text, trans, words: [] }] };
  const added = await page.request.post('/api/add-text', { form: { title, data: JSON.stringify(data) } });
  expect(added.ok()).toBe(true);
  const { id } = (await added.json()) as { id: number };
  const recorded = await page.request.post('/api/upload-sent-audio', {
    multipart: {
      filetype: 'audio/mpeg',
      id: `${id}.1`,
      audio: { name: `${id}.1.mp3`, mimeType: 'audio/mpeg', buffer: SAMPLE_TAKE },
    },
  });
  expect(recorded.ok()).toBe(true);
  expect((await page.request.post('/api/publish-text', { form: { id: String(id) } })).ok()).toBe(true);
  return id;
}
