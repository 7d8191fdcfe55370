import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { historyResponseSchema } from '@langapp/shared';
import type { HistoryVersion } from '@langapp/shared';
import { cliContextOf, runCliCaptured } from '../../test-support/cli';
import { makeTestApp, signedIn } from '../../test-support/test-app';
import { createContentHistory } from './content-history';

// The history of entries, sentences and texts, and restore (issue 27, ADR 059). Sample entries,
// invented: not language material.
const FIXTURES = path.join(import.meta.dirname, '..', 'exchange', 'fixtures');

async function setup() {
  const t = makeTestApp();
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (1, 'tahak', 'n', 'river', ''), (2, 'lumah', 'n', 'stone', '');
    INSERT INTO sents (id, text, trans, anno, timestamp) VALUES
      ('s1', 'Tahak lumah.', 'A river stone.', '[]', '2026-01-01T00:00:00Z');
  `);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  return {
    t,
    teacher: await signedIn(t.app, 'teacher', 'teacher-pass'),
    learner: await signedIn(t.app, 'learner', 'learner-pass'),
  };
}

type Agent = Awaited<ReturnType<typeof setup>>['teacher'];

async function historyOf(agent: Agent, kind: string, id: string | number): Promise<HistoryVersion[]> {
  const res = await agent.get(`/api/admin/history/${kind}/${id}`).expect(200);
  return historyResponseSchema.parse(res.body).data;
}

const rows = (t: ReturnType<typeof makeTestApp>, kind: string, id: string | number) =>
  t.db
    .prepare<
      [string, string],
      { source: string; account_id: number | null; before: string | null; after: string }
    >(
      'SELECT source, account_id, before, after FROM content_history WHERE kind = ? AND item_id = ? ORDER BY id',
    )
    .all(kind, String(id));

const entryWhole = (agent: Agent, id: number) =>
  agent
    .get(`/api/lex-entry/${id}`)
    .expect(200)
    .then((res) => res.body.data);

/** An entry with every part: two senses, examples, notes of a sense, typed notes and other forms. */
const richEntry = {
  id: 2,
  lex: 'Lumah',
  notes: 'general',
  senses: [
    {
      pos: 'n',
      gloss: 'stone',
      definition: 'A small piece of rock.',
      examples: [
        { text: 'Lumah tahak.', translation: 'A stone in the river.' },
        { text: 'Lumah ek.', translation: 'Stones.' },
      ],
      notes: [{ type: 'grammar', text: 'Takes -ek in the plural.' }],
    },
    { pos: 'v', gloss: 'to throw stones', definition: '', examples: [], notes: [] },
  ],
  forms: [{ kind: 'pronunciation', ws: 'qaa-fonipa', text: 'ˈlu.mah' }],
  typedNotes: [{ type: 'anthropology', text: 'Stones mark the paths.' }],
};

describe('recording a version in every writer', () => {
  it('when the teacher changes a gloss in the console, then the entry keeps its earlier version and the change, by whom and when', async () => {
    const { t, teacher } = await setup();
    await teacher
      .post('/api/update-lex-entry')
      .send({ id: 1, lex: 'tahak', notes: '', senses: [{ pos: 'n', gloss: 'big river' }] })
      .expect(200);

    const versions = await historyOf(teacher, 'entry', 1);
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({
      who: 'teacher',
      source: 'console',
      at: '2026-03-01T18:00:00.000Z',
      current: true,
      restorable: false,
      deleted: false,
      changes: [{ field: 'Sense 1 gloss', before: 'river', after: 'big river' }],
    });
    expect(versions[1]).toMatchObject({ who: null, source: 'earlier', changes: [], restorable: true });
    const [, change] = rows(t, 'entry', 1);
    expect(JSON.parse(change!.before!)).toMatchObject({ headword: 'tahak', senses: [{ gloss: 'river' }] });
    expect(JSON.parse(change!.after)).toMatchObject({ headword: 'tahak', senses: [{ gloss: 'big river' }] });
  });

  it('when the console adds, edits and deletes an entry, then each is a version of it', async () => {
    const { t, teacher } = await setup();
    const added = await teacher
      .post('/api/add-lex')
      .field('lex', 'nipem')
      .field('pos', 'v')
      .field('gloss', 'to see')
      .expect(200);
    const id = added.body.id as number;
    await teacher
      .post('/api/update-lex')
      .field('id', String(id))
      .field('lex', 'nipem')
      .field('pos', 'v')
      .field('gloss', 'to look')
      .expect(200);
    await teacher.post('/api/delete-lex').field('id', String(id)).expect(200);

    const versions = await historyOf(teacher, 'entry', id);
    expect(versions.map((v) => v.source)).toEqual(['console', 'console', 'console']);
    expect(versions[2]!.changes).toContainEqual({ field: 'Headword', before: '', after: 'nipem' });
    expect(versions[1]!.changes).toEqual([{ field: 'Sense 1 gloss', before: 'to see', after: 'to look' }]);
    expect(versions[0]).toMatchObject({
      deleted: true,
      changes: [{ field: 'Deleted', before: 'no', after: 'yes' }],
    });
    // Nothing can be restored while the entry is deleted.
    expect(versions.every((v) => !v.restorable)).toBe(true);
    expect(rows(t, 'entry', id)[0]!.before).toBeNull();
  });

  it('when a save changes nothing, then no version is kept', async () => {
    const { t, teacher } = await setup();
    await teacher
      .post('/api/update-lex-entry')
      .send({ id: 1, lex: 'tahak', notes: '', senses: [{ pos: 'n', gloss: 'river' }] })
      .expect(200);
    expect(rows(t, 'entry', 1)).toHaveLength(0);
  });

  it('when the console creates a sentence, then its first version is kept', async () => {
    const { t, teacher } = await setup();
    const res = await teacher
      .post('/api/create-sent')
      .field('data', JSON.stringify({ text: 'Nipem.', trans: 'I see.', anno: [] }))
      .expect(200);
    const versions = await historyOf(teacher, 'sentence', res.body.id as string);
    expect(versions).toHaveLength(1);
    expect(versions[0]!.changes).toEqual([
      { field: 'Text', before: '', after: 'Nipem.' },
      { field: 'Translation', before: '', after: 'I see.' },
      { field: 'Visibility', before: '', after: 'learners' },
    ]);
    expect(rows(t, 'sentence', res.body.id as string)[0]!.account_id).not.toBeNull();
  });

  it('when the console adds, updates, publishes, unpublishes and deletes a text, then each is a version of it', async () => {
    const { teacher } = await setup();
    const data = (title: string) =>
      JSON.stringify({ title, sents: [{ text: 'Tahak.', trans: 'River.', words: [] }] });
    const added = await teacher.post('/api/add-text').field('data', data('The river')).expect(200);
    const id = added.body.id as number;
    await teacher
      .post('/api/update-text')
      .field('id', String(id))
      .field('data', data('The big river'))
      .expect(200);
    await teacher.post('/api/publish-text').field('id', String(id)).expect(200);
    await teacher.post('/api/unpublish-text').field('id', String(id)).expect(200);
    await teacher.post('/api/delete-text').field('id', String(id)).expect(200);

    const versions = await historyOf(teacher, 'text', id);
    expect(versions.map((v) => v.changes.map((c) => `${c.field}: ${c.before} → ${c.after}`))).toEqual([
      ['Deleted: no → yes'],
      ['Published: yes → no'],
      ['Published: no → yes'],
      ['Title: The river → The big river'],
      [
        'Title:  → The river',
        'Published:  → no',
        'Visibility:  → learners',
        'Sentence 1:  → Tahak.',
        'Sentence 1 translation:  → River.',
      ],
    ]);
  });

  it('when the command line brings back a deleted entry and text, then the versions name no account and the source cli', async () => {
    const { t, teacher } = await setup();
    await teacher.post('/api/delete-lex').field('id', '2').expect(200);
    const text = await teacher
      .post('/api/add-text')
      .field('data', JSON.stringify({ title: 'T', sents: [] }))
      .expect(200);
    await teacher.post('/api/delete-text').field('id', String(text.body.id)).expect(200);

    expect((await runCliCaptured(cliContextOf(t), 'lex:restore', '2')).code).toBe(0);
    expect((await runCliCaptured(cliContextOf(t), 'text:restore', String(text.body.id))).code).toBe(0);

    for (const [kind, id] of [
      ['entry', 2],
      ['text', text.body.id as number],
    ] as const) {
      const [newest] = await historyOf(teacher, kind, id);
      expect(newest).toMatchObject({
        who: null,
        source: 'cli',
        changes: [{ field: 'Deleted', before: 'yes', after: 'no' }],
      });
    }
  });

  it('when a CSV file is imported from the command line, then each entry and sentence it changes keeps a version from the import, and unchanged rows none', async () => {
    const { t, teacher } = await setup();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-'));
    const lexCsv = path.join(dir, 'lexicon.csv');
    fs.writeFileSync(lexCsv, 'id,lex,pos,gloss\n1,tahak,n,stream\n2,lumah,n,stone\n3,nipem,v,to see\n');
    expect((await runCliCaptured(cliContextOf(t), 'import', lexCsv)).code).toBe(0);
    const sentCsv = path.join(dir, 'sentences.csv');
    fs.writeFileSync(sentCsv, 'id,text,trans,anno\ns1,Tahak lumah.,A stone of the river.,[]\n');
    expect((await runCliCaptured(cliContextOf(t), 'import', sentCsv, '--kind', 'sentences')).code).toBe(0);

    expect((await historyOf(teacher, 'entry', 1))[0]).toMatchObject({
      who: null,
      source: 'import',
      changes: [{ field: 'Sense 1 gloss', before: 'river', after: 'stream' }],
    });
    expect(rows(t, 'entry', 2)).toHaveLength(0);
    expect((await historyOf(teacher, 'entry', 3)).map((v) => v.source)).toEqual(['import']);
    expect((await historyOf(teacher, 'sentence', 's1'))[0]).toMatchObject({
      source: 'import',
      changes: [{ field: 'Translation', before: 'A river stone.', after: 'A stone of the river.' }],
    });
  });

  it('when a CSV file is imported from the console, then its versions name the teacher', async () => {
    const { t, teacher } = await setup();
    const preview = await teacher
      .post('/api/admin/imports')
      .attach('file', Buffer.from('id,lex,pos,gloss\n1,tahak,n,stream\n'), 'lexicon.csv')
      .expect(200);
    await teacher.post(`/api/admin/imports/${preview.body.token}`).expect(200);
    expect((await historyOf(teacher, 'entry', 1))[0]).toMatchObject({ who: 'teacher', source: 'import' });
    expect(rows(t, 'entry', 1)).toHaveLength(2);
  });

  it('when a LIFT file is imported, then every entry it adds keeps its first version, and importing it again keeps none', async () => {
    const { t, teacher } = await setup();
    const file = path.join(FIXTURES, 'notes-and-forms.lift');
    expect((await runCliCaptured(cliContextOf(t), 'import', file, '--skip-invalid')).code).toBe(0);
    const added = t.db.prepare('SELECT id FROM lexs WHERE id > 2 ORDER BY id').pluck().all() as number[];
    expect(added.length).toBeGreaterThan(0);
    for (const id of added)
      expect((await historyOf(teacher, 'entry', id)).map((v) => v.source)).toEqual(['import']);
    const count = t.db.prepare('SELECT count(*) FROM content_history').pluck();
    const before = count.get();
    expect((await runCliCaptured(cliContextOf(t), 'import', file, '--skip-invalid')).code).toBe(0);
    expect(count.get()).toBe(before);
  });

  it('when a bundle is imported, then each text it changes keeps a version from the import', async () => {
    const { t, teacher } = await setup();
    const data = (title: string) =>
      JSON.stringify({ title, sents: [{ text: 'Tahak.', trans: 'River.', words: [] }] });
    const added = await teacher.post('/api/add-text').field('data', data('The river')).expect(200);
    const id = added.body.id as number;
    const bundle = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'history-')), 'bundle.zip');
    expect((await runCliCaptured(cliContextOf(t), 'export', bundle)).code).toBe(0);
    await teacher.post('/api/update-text').field('id', String(id)).field('data', data('A stone')).expect(200);

    expect((await runCliCaptured(cliContextOf(t), 'import', bundle)).code).toBe(0);
    expect((await historyOf(teacher, 'text', id))[0]).toMatchObject({
      who: null,
      source: 'import',
      changes: [{ field: 'Title', before: 'A stone', after: 'The river' }],
    });
  });

  it('when a change of visibility runs through the content history, then it is a version with the source visibility', async () => {
    const { t, teacher } = await setup();
    const history = createContentHistory(t.db, t.clock);
    history.changeMany('entry', [1, 2], { accountId: null, source: 'visibility' }, () =>
      t.db.prepare("UPDATE lexs SET visibility = 'teachers' WHERE id IN (1, 2)").run(),
    );
    for (const id of [1, 2])
      expect((await historyOf(teacher, 'entry', id))[0]).toMatchObject({
        source: 'visibility',
        changes: [{ field: 'Visibility', before: 'learners', after: 'teachers' }],
      });
  });
});

describe('POST /api/admin/history/:versionId/restore', () => {
  it('when the teacher restores an entry with several senses, examples, notes and forms, then it is whole again as it was, and the restore is a version', async () => {
    const { t, teacher } = await setup();
    await teacher.post('/api/update-lex-entry').send(richEntry).expect(200);
    createContentHistory(t.db, t.clock).change('entry', 2, { accountId: null, source: 'visibility' }, () =>
      t.db.exec("UPDATE sense_examples SET visibility = 'teachers' WHERE position = 2"),
    );
    const rich = await entryWhole(teacher, 2);
    const richVersion = (await historyOf(teacher, 'entry', 2))[0]!;
    await teacher
      .post('/api/update-lex-entry')
      .send({ id: 2, lex: 'lumah', notes: '', senses: [{ pos: 'n', gloss: 'pebble' }] })
      .expect(200);

    const res = await teacher.post(`/api/admin/history/${richVersion.id}/restore`).expect(200);
    const restored = await entryWhole(teacher, 2);
    const strip = (e: typeof rich) => ({
      ...e,
      senses: e.senses.map((s: { id: number; examples: { id: number }[] }) => ({
        ...s,
        id: 0,
        examples: s.examples.map((x) => ({ ...x, id: 0 })),
      })),
    });
    expect(strip(restored)).toEqual(strip(rich));
    expect(
      t.db
        .prepare(
          'SELECT visibility FROM sense_examples e JOIN senses s ON s.id = e.sense_id WHERE s.lex_id = 2 ORDER BY e.position',
        )
        .pluck()
        .all(),
    ).toEqual(['learners', 'teachers']);
    const [newest] = await historyOf(teacher, 'entry', 2);
    expect(newest).toMatchObject({
      id: res.body.versionId,
      who: 'teacher',
      source: 'restore',
      current: true,
    });
    expect(newest!.changes).toContainEqual({ field: 'Sense 1 gloss', before: 'pebble', after: 'stone' });
    expect(newest!.changes).toContainEqual({
      field: 'Other form 1',
      before: '',
      after: 'pronunciation (qaa-fonipa): ˈlu.mah',
    });
  });

  it('when the teacher restores the version before the first recorded change, then the entry is as it was before it', async () => {
    const { teacher } = await setup();
    await teacher
      .post('/api/update-lex-entry')
      .send({ id: 1, lex: 'tahak', notes: '', senses: [{ pos: 'n', gloss: 'big river' }] })
      .expect(200);
    const earlier = (await historyOf(teacher, 'entry', 1)).find((v) => v.source === 'earlier')!;
    await teacher.post(`/api/admin/history/${earlier.id}/restore`).expect(200);
    expect((await entryWhole(teacher, 1)).senses[0].gloss).toBe('river');
  });

  it('when the teacher restores a sentence, then its text, translation, annotation and visibility are back', async () => {
    const { t, teacher } = await setup();
    const anno = [{ text: 'Tahak', gloss: 'river', morphs: [{ text: 'tahak', lexId: 1 }] }];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-'));
    const csv = path.join(dir, 'sentences.csv');
    fs.writeFileSync(
      csv,
      `id,text,trans,anno\ns1,Tahak.,River.,"${JSON.stringify(anno).replaceAll('"', '""')}"\n`,
    );
    expect((await runCliCaptured(cliContextOf(t), 'import', csv, '--kind', 'sentences')).code).toBe(0);
    const annotated = (await historyOf(teacher, 'sentence', 's1'))[0]!;
    expect(annotated.changes).toContainEqual({
      field: 'Annotation',
      before: '',
      after: "Tahak 'river' [tahak (entry 1)]",
    });
    fs.writeFileSync(csv, 'id,text,trans,anno\ns1,Lumah.,Stone.,[]\n');
    expect((await runCliCaptured(cliContextOf(t), 'import', csv, '--kind', 'sentences')).code).toBe(0);

    await teacher.post(`/api/admin/history/${annotated.id}/restore`).expect(200);
    expect(t.db.prepare("SELECT text, trans, anno FROM sents WHERE id = 's1'").get()).toEqual({
      text: 'Tahak.',
      trans: 'River.',
      anno: JSON.stringify(anno),
    });
    expect(t.db.prepare("SELECT lex_id FROM sent_lex_links WHERE sent_id = 's1'").pluck().all()).toEqual([1]);
    expect((await historyOf(teacher, 'sentence', 's1'))[0]).toMatchObject({
      source: 'restore',
      current: true,
    });
  });

  it('when the teacher restores a text, then its title, sentences and published flag are back', async () => {
    const { teacher } = await setup();
    const data = (title: string, text: string) =>
      JSON.stringify({ title, sents: [{ text, trans: '', words: [] }] });
    const added = await teacher.post('/api/add-text').field('data', data('The river', 'Tahak.')).expect(200);
    const id = added.body.id as number;
    await teacher.post('/api/publish-text').field('id', String(id)).expect(200);
    const published = (await historyOf(teacher, 'text', id))[0]!;
    await teacher
      .post('/api/update-text')
      .field('id', String(id))
      .field('data', data('A stone', 'Lumah.'))
      .expect(200);
    await teacher.post('/api/unpublish-text').field('id', String(id)).expect(200);

    await teacher.post(`/api/admin/history/${published.id}/restore`).expect(200);
    const text = (await teacher.get(`/api/text/${id}`).expect(200)).body.data;
    expect(text).toMatchObject({ title: 'The river', published: 1 });
    expect(JSON.parse(text.data).sents[0].text).toBe('Tahak.');
    expect((await historyOf(teacher, 'text', id))[0]!.changes.map((c) => c.field)).toEqual([
      'Title',
      'Published',
      'Sentence 1',
    ]);
  });

  it('when the entry was deleted since, then the restore is refused with 409 and a message, and nothing changes', async () => {
    const { t, teacher } = await setup();
    await teacher
      .post('/api/update-lex-entry')
      .send({ id: 2, lex: 'lumah', notes: '', senses: [{ pos: 'n', gloss: 'pebble' }] })
      .expect(200);
    const earlier = (await historyOf(teacher, 'entry', 2)).at(-1)!;
    await teacher.post('/api/delete-lex').field('id', '2').expect(200);
    const res = await teacher.post(`/api/admin/history/${earlier.id}/restore`).expect(409);
    expect(res.body).toEqual({
      success: false,
      error:
        'The entry 2 has been deleted since this version. Bring it back first (pnpm cli lex:restore 2), then restore the version.',
    });
    expect(rows(t, 'entry', 2)).toHaveLength(3);
  });

  it('when the version is a deletion, or the item as it is now, then the restore is refused with 409', async () => {
    const { t, teacher } = await setup();
    await teacher.post('/api/delete-lex').field('id', '2').expect(200);
    expect((await runCliCaptured(cliContextOf(t), 'lex:restore', '2')).code).toBe(0);
    const [current, deletion] = await historyOf(teacher, 'entry', 2);
    expect(deletion).toMatchObject({ deleted: true, restorable: false });
    expect(current).toMatchObject({ current: true, restorable: false });

    expect((await teacher.post(`/api/admin/history/${deletion!.id}/restore`).expect(409)).body.error).toBe(
      "This version is the entry's deletion, so it cannot be restored: restore an earlier version instead.",
    );
    expect((await teacher.post(`/api/admin/history/${current!.id}/restore`).expect(409)).body.error).toBe(
      'This version is the entry as it is now: there is nothing to restore.',
    );
    expect(rows(t, 'entry', 2)).toHaveLength(3);
  });

  it('when a version links an entry deleted since, then the restore is refused with 409 and says which', async () => {
    const { teacher } = await setup();
    const data = (words: unknown[]) =>
      JSON.stringify({ title: 'T', sents: [{ text: 'Lumah.', trans: '', words }] });
    const linked = [{ text: 'Lumah', gloss: 'stone', morphs: [{ text: 'lumah', lexId: 2 }] }];
    const added = await teacher.post('/api/add-text').field('data', data(linked)).expect(200);
    const id = added.body.id as number;
    const first = (await historyOf(teacher, 'text', id))[0]!;
    await teacher.post('/api/update-text').field('id', String(id)).field('data', data([])).expect(200);
    await teacher.post('/api/delete-lex').field('id', '2').expect(200);
    const res = await teacher.post(`/api/admin/history/${first.id}/restore`).expect(409);
    expect(res.body.error).toBe('This version cannot be restored: No lexical entry has the id 2.');
  });
});

describe('roles and bad input', () => {
  it.each([
    ['/api/admin/history/word/1', 400],
    ['/api/admin/history/entry/abc', 400],
    ['/api/admin/history/entry/0', 400],
    ['/api/admin/history/sentence/a%20b', 400],
    ['/api/admin/history/entry/99', 404],
    ['/api/admin/history/sentence/nope', 404],
    ['/api/admin/history/text/7', 404],
  ])('when the teacher asks for %s, then the answer is %i with a message', async (url, status) => {
    const { teacher } = await setup();
    const res = await teacher.get(url).expect(status);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/\.$/);
  });

  it('when an item exists but has not changed yet, then its history is empty', async () => {
    const { teacher } = await setup();
    expect(await historyOf(teacher, 'entry', 1)).toEqual([]);
  });

  it.each([
    ['/api/admin/history/abc/restore', 400],
    ['/api/admin/history/0/restore', 400],
    ['/api/admin/history/999/restore', 404],
  ])('when the teacher restores %s, then the answer is %i', async (url, status) => {
    const { teacher } = await setup();
    const res = await teacher.post(url).expect(status);
    expect(res.body.success).toBe(false);
  });

  it('when a learner or a visitor asks for a history or a restore, then they get 403 or 401 and nothing changes', async () => {
    const { t, teacher, learner } = await setup();
    await teacher
      .post('/api/update-lex-entry')
      .send({ id: 1, lex: 'tahak', notes: '', senses: [{ pos: 'n', gloss: 'stream' }] })
      .expect(200);
    const earlier = (await historyOf(teacher, 'entry', 1)).at(-1)!;
    await learner.get('/api/admin/history/entry/1').expect(403);
    await learner.post(`/api/admin/history/${earlier.id}/restore`).expect(403);
    await request(t.app).get('/api/admin/history/entry/1').expect(401);
    await request(t.app).post(`/api/admin/history/${earlier.id}/restore`).expect(401);
    expect(rows(t, 'entry', 1)).toHaveLength(2);
  });
});
