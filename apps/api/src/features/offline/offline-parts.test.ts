import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  OFFLINE_ENTRIES_PER_PART,
  offlineEntriesPartResponseSchema,
  offlineLexiconPackageSchema,
} from '@langapp/shared';
import { makeTestApp, signedIn } from '../../test-support/test-app';

// The lexicon's entries' details in parts (ADR 067): GET /api/offline/entries/:part, listed by
// both lexicon packages, each part under its content's version.

const FAR = OFFLINE_ENTRIES_PER_PART + 7;

async function partsApp() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-offline-parts-'));
  const t = makeTestApp({ start: '2026-03-02T09:00:00Z', config: { mediaDir } });
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES
      (1, 'tahak', 'n', 'river', 'learners'), (2, 'nipem', 'v', 'see', 'public'),
      (3, 'sekret', 'n', 'kept word', 'teachers'), (${FAR}, 'mokan', 'n', 'stone', 'learners');
    INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES
      ('tahak', 1, 'tahak-ana.mp3', 'Ana', '2025-01-01T10:00:00Z');
  `);
  fs.mkdirSync(path.join(mediaDir, 'audio'), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, 'audio', 'tahak-ana.mp3'), Buffer.alloc(321));
  t.addUser('learner', 'learner-pass');
  t.addUser('teacher', 'teacher-pass', { admin: true });
  return {
    t,
    learner: await signedIn(t.app, 'learner', 'learner-pass'),
    teacher: await signedIn(t.app, 'teacher', 'teacher-pass'),
  };
}

type Agent = request.Agent;
async function lexiconOf(agent: Agent, key: string) {
  const pkg = offlineLexiconPackageSchema.parse(
    (await agent.get(`/api/offline/package/${key}`).query({ tz: 'UTC' }).expect(200)).body,
  );
  // The server always lists them (a device's older copy may not).
  return { ...pkg, parts: pkg.parts! };
}

describe('the entries in parts', () => {
  it("when a learner downloads the lexicon, then both packages list the same parts, and each part holds, by id, every entry's details as /api/lex-entry/:id gives it", async () => {
    const { learner } = await partsApp();
    const chosen = await lexiconOf(learner, 'lexicon:chosen');
    const all = await lexiconOf(learner, 'lexicon:all');
    expect(chosen.parts.map((part) => part.url)).toEqual([
      '/api/offline/entries/0',
      '/api/offline/entries/1',
    ]);
    expect(all.parts).toEqual(chosen.parts);
    const details: Record<string, unknown> = {};
    for (const listed of chosen.parts) {
      const res = await learner.get(listed.url).expect(200);
      const part = offlineEntriesPartResponseSchema.parse(res.body);
      expect(res.headers.etag).toBe(`"${listed.version}"`);
      expect(part.version).toBe(listed.version);
      expect(Buffer.byteLength(res.text)).toBe(listed.bytes);
      Object.assign(details, part.details);
    }
    // The teachers' entry is in no part of the learner's.
    expect(Object.keys(details)).toEqual(['1', '2', String(FAR)]);
    // A part holds the entry as /api/lex-entry/:id gives it, less `uses` (the sentences and texts
    // that use it: asked online only, ADR 070; the entry page says so offline).
    for (const id of Object.keys(details)) {
      const { uses, ...entry } = (await learner.get(`/api/lex-entry/${id}`).expect(200)).body.data;
      expect(uses).toBeDefined();
      expect(details[id]).toEqual(entry);
    }
  });

  it("when a teacher asks the part, then the teachers' entry is in it", async () => {
    const { teacher, learner } = await partsApp();
    const res = await teacher.get('/api/offline/entries/0').expect(200);
    expect(Object.keys(res.body.details)).toEqual(['1', '2', '3']);
    expect(res.body.details['3'].lex).toBe('sekret');
    // Not the learner's version: what each may see differs.
    const learners = await learner.get('/api/offline/entries/0').expect(200);
    expect(learners.body.version).not.toBe(res.body.version);
  });

  it('when the device has the part, then it is 304 with no body; after an edit, only the edited part has a new version', async () => {
    const { t, learner } = await partsApp();
    const before = await lexiconOf(learner, 'lexicon:chosen');
    const [first, second] = before.parts;
    const again = await learner.get(first!.url).set('If-None-Match', `"${first!.version}"`).expect(304);
    expect(again.text).toBeFalsy();
    t.db.prepare("UPDATE lexs SET gloss = 'rock' WHERE id = ?").run(FAR);
    const after = await lexiconOf(learner, 'lexicon:chosen');
    expect(after.version).not.toBe(before.version);
    expect(after.parts[0]).toEqual(first);
    expect(after.parts[1]!.version).not.toBe(second!.version);
    const changed = await learner.get(second!.url).set('If-None-Match', `"${second!.version}"`).expect(200);
    expect(changed.body.details[String(FAR)].senses[0].gloss).toBe('rock');
  });

  it('when an entry is hidden from learners, then it leaves its part and the part has a new version', async () => {
    const { t, learner } = await partsApp();
    const before = (await learner.get('/api/offline/entries/0').expect(200)).body;
    t.db.prepare("UPDATE lexs SET visibility = 'teachers' WHERE id = 1").run();
    const after = (await learner.get('/api/offline/entries/0').expect(200)).body;
    expect(Object.keys(after.details)).toEqual(['2']);
    expect(after.version).not.toBe(before.version);
  });

  it('when a part holds no entry, then it is empty; the other packages list no parts', async () => {
    const { learner } = await partsApp();
    const res = await learner.get('/api/offline/entries/42').expect(200);
    expect(res.body).toMatchObject({ part: 42, details: {} });
    for (const key of ['deck', 'texts']) {
      const pkg = await learner.get(`/api/offline/package/${key}`).query({ tz: 'UTC' }).expect(200);
      expect(pkg.body.parts).toEqual([]);
    }
  });

  it.each(['abc', '-1', '1.5', '12345678', '%20'])(
    'when the part is "%s", then it is 400 saying what a part is, and nothing is read',
    async (part) => {
      const { learner } = await partsApp();
      const res = await learner.get(`/api/offline/entries/${part}`).expect(400);
      expect(res.body).toEqual({
        success: false,
        error: expect.stringMatching(/The part must be a whole number/),
      });
    },
  );

  it('when a visitor asks a part, then it is 401', async () => {
    const { t } = await partsApp();
    await request(t.app).get('/api/offline/entries/0').expect(401);
  });
});
