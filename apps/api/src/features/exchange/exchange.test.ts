import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { IMPORT_UPLOAD_TTL_MS, importPreviewSchema, importResultSchema } from '@langapp/shared';
import { DEFAULT_ZIP_LIMITS } from '../../config';
import type { Config } from '../../config';
import { makeClip } from '../../test-support/audio-clips';
import { asBytes, useTempDirs } from '../../test-support/installation';
import { makeTestApp, signedIn } from '../../test-support/test-app';
import { writeZip } from './zip-archive';

const CSV = 'lex,pos,gloss,notes\ntahak,n,river,\nnipem,v,see,\n';
const BAD_ROW_CSV = 'lex,pos,gloss\ntahak,n,river\nnipem,v,\n';

const tempDir = useTempDirs('langapp-exchange-');

async function setUp(config: Partial<Config> = {}) {
  const dataDir = tempDir();
  const t = makeTestApp({
    config: {
      dataDir,
      mediaDir: path.join(dataDir, 'media'),
      scratchDir: path.join(dataDir, 'tmp'),
      ...config,
    },
  });
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('second', 'second-pass', { admin: true });
  t.addUser('ana', 'ana-pass');
  const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
  const uploadsDir = path.join(dataDir, 'imports');
  const uploadsLeft = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []);
  const words = () =>
    t.db.prepare('SELECT lex, gloss FROM lexs ORDER BY id').all() as { lex: string; gloss: string }[];
  return { ...t, teacher, uploadsLeft, words, dataDir };
}

describe('the console import calls', () => {
  it('when a visitor or a learner uploads, then 401 and 403, and no file is kept', async () => {
    const t = await setUp();
    await request(t.app).post('/api/admin/imports').attach('file', Buffer.from(CSV), 'words.csv').expect(401);
    const ana = await signedIn(t.app, 'ana', 'ana-pass');
    await ana.post('/api/admin/imports').attach('file', Buffer.from(CSV), 'words.csv').expect(403);
    await ana.post('/api/admin/imports/0123456789abcdef0123456789abcdef').expect(403);
    await ana.delete('/api/admin/imports/0123456789abcdef0123456789abcdef').expect(403);
    expect(t.uploadsLeft()).toEqual([]);
    expect(t.words()).toEqual([]);
  });

  it('when the teacher uploads a CSV, then its dry run is answered, nothing is written until the confirmation, which imports it', async () => {
    const t = await setUp();
    const res = await t.teacher
      .post('/api/admin/imports')
      .attach('file', Buffer.from(CSV), 'words.csv')
      .expect(200);
    const preview = importPreviewSchema.parse(res.body);
    expect(preview).toMatchObject({
      fileName: 'words.csv',
      expiresAt: new Date(t.clock.now().getTime() + IMPORT_UPLOAD_TTL_MS).toISOString(),
      report: { dryRun: true, written: false, kinds: ['lexicon', 'sentences'], added: { lexicon: 2 } },
    });
    expect(t.words()).toEqual([]);
    expect(t.uploadsLeft()).toEqual([preview.token]);

    const done = await t.teacher.post(`/api/admin/imports/${preview.token}`).expect(200);
    expect(importResultSchema.parse(done.body).report).toMatchObject({
      dryRun: false,
      written: true,
      added: { lexicon: 2 },
    });
    expect(t.words()).toEqual([
      { lex: 'tahak', gloss: 'river' },
      { lex: 'nipem', gloss: 'see' },
    ]);
    // Imported: the file is gone, and its token answers 404.
    expect(t.uploadsLeft()).toEqual([]);
    const again = await t.teacher.post(`/api/admin/imports/${preview.token}`).expect(404);
    expect(again.body.error).toContain('no longer waiting');
  });

  it('when a file has a rejected row, then the dry run names it, and confirming with skipInvalid loads the rest', async () => {
    const t = await setUp();
    const res = await t.teacher
      .post('/api/admin/imports')
      .attach('file', Buffer.from(BAD_ROW_CSV), 'words.csv')
      .expect(200);
    const { token, report } = importPreviewSchema.parse(res.body);
    expect(report.rejected).toEqual([{ kind: 'lexicon', where: 'line 3', reason: 'gloss is required.' }]);
    expect(report.added.lexicon).toBe(1);

    // Without skipInvalid nothing is written and the file still waits.
    const stopped = await t.teacher.post(`/api/admin/imports/${token}`).expect(200);
    expect(importResultSchema.parse(stopped.body).report.written).toBe(false);
    expect(t.words()).toEqual([]);

    const done = await t.teacher.post(`/api/admin/imports/${token}`).field('skipInvalid', 'true').expect(200);
    expect(importResultSchema.parse(done.body).report).toMatchObject({
      written: true,
      added: { lexicon: 1 },
    });
    expect(t.words()).toEqual([{ lex: 'tahak', gloss: 'river' }]);
  });

  it('when a spreadsheet row may duplicate an entry, then the dry run lists it with the entries written alike, and the confirmation follows the teacher’s decisions', async () => {
    const t = await setUp();
    t.db.exec("INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (1, 'tahak', 'n', 'river', '')");
    const csv = 'lex,pos,gloss\ntahak,n,river\ntahak,n,stream\nnipem,v,see\n';
    const res = await t.teacher
      .post('/api/admin/imports')
      .attach('file', Buffer.from(csv), 'words.csv')
      .expect(200);
    const { token, report } = importPreviewSchema.parse(res.body);
    expect(report.lexiconRows).toMatchObject({
      new: { total: 1, rows: [{ where: 'line 4', lex: 'nipem' }] },
      unchanged: { total: 1, rows: [{ where: 'line 2', id: 1 }] },
      possibleDuplicates: [
        {
          where: 'line 3',
          senses: [{ pos: 'n', gloss: 'stream' }],
          entries: [{ id: 1, lex: 'tahak', homograph: null, senses: [{ pos: 'n', gloss: 'river' }] }],
          decision: null,
        },
      ],
    });

    // Undecided, nothing is written and the file waits; decisions that are not decisions are refused.
    const stopped = await t.teacher.post(`/api/admin/imports/${token}`).expect(200);
    expect(importResultSchema.parse(stopped.body).report.written).toBe(false);
    expect(t.words()).toEqual([{ lex: 'tahak', gloss: 'river' }]);
    await t.teacher.post(`/api/admin/imports/${token}`).field('decisions', '{"line 3": "merge"}').expect(400);
    await t.teacher.post(`/api/admin/imports/${token}`).field('decisions', 'not json').expect(400);

    const done = await t.teacher
      .post(`/api/admin/imports/${token}`)
      .field('decisions', JSON.stringify({ 'line 3': 'new-sense:1' }))
      .expect(200);
    expect(importResultSchema.parse(done.body).report).toMatchObject({
      written: true,
      added: { lexicon: 1 },
      updated: { lexicon: 1 },
      lexiconRows: { possibleDuplicates: [{ where: 'line 3', decision: 'new-sense:1' }] },
    });
    expect(t.db.prepare('SELECT lex_id, gloss FROM senses ORDER BY lex_id, position').all()).toEqual([
      { lex_id: 1, gloss: 'river' },
      { lex_id: 1, gloss: 'stream' },
      { lex_id: 2, gloss: 'see' },
    ]);
    expect(t.uploadsLeft()).toEqual([]);
  });

  it('when the options are sent with the file, then the dry run and the import use them', async () => {
    const t = await setUp();
    const res = await t.teacher
      .post('/api/admin/imports')
      .field('kind', 'lexicon')
      .field('keepCurlyApostrophes', 'true')
      .attach('file', Buffer.from('id,lex,pos,gloss\n1,ko\u2019sa,n,x\n'), 'words.csv')
      .expect(200);
    const { token } = importPreviewSchema.parse(res.body);
    await t.teacher.post(`/api/admin/imports/${token}`).expect(200);
    expect(t.words()).toEqual([{ lex: 'ko\u2019sa', gloss: 'x' }]);
  });

  it('when the teacher uploads a FieldWorks zip, then the LIFT entries and their recordings are imported as from the CLI', async () => {
    const t = await setUp();
    const audio = tempDir();
    const zip = path.join(audio, 'flex.zip');
    writeZip(zip, [
      { archivePath: 'sample.lift', sourcePath: path.join(import.meta.dirname, 'fixtures', 'sample.lift') },
      {
        archivePath: 'audio/tahak.wav',
        sourcePath: makeClip(audio, 'tahak.wav', 'tone', ['-c:a', 'pcm_s16le']),
      },
      {
        archivePath: 'audio/nipem.wav',
        sourcePath: makeClip(audio, 'nipem.wav', 'tone', ['-c:a', 'pcm_u8']),
      },
    ]);
    const res = await t.teacher
      .post('/api/admin/imports')
      .field('ws', 'qaa-fonipa')
      .field('glossWs', 'fr')
      .attach('file', fs.readFileSync(zip), 'flex.zip')
      .expect(200);
    const { token, report } = importPreviewSchema.parse(res.body);
    // The writing systems asked for are the ones read.
    expect(report).toMatchObject({
      kinds: ['lexicon', 'recordings'],
      added: { lexicon: 4, recordings: 2 },
      rejected: [],
      writingSystems: { headwords: 'qaa-fonipa', glosses: 'fr' },
    });
    expect(report.warnings?.map((w) => [w.reason, w.count]).sort()).toEqual([
      ['entries whose headword is in another writing system than Private use (International Phonetic Alphabet) (qaa-fonipa)', 3],
      ['senses without a gloss or definition in French (fr)', 3],
    ]);
    const done = await t.teacher.post(`/api/admin/imports/${token}`).expect(200);
    expect(importResultSchema.parse(done.body).report).toMatchObject({
      written: true,
      added: { lexicon: 4, recordings: 2 },
    });
    expect(t.words().map((w) => w.lex)).toEqual(['taˈhak', 'nipem', 'kowas', 'mesik']);
    expect(t.db.prepare('SELECT COUNT(*) FROM live_word_audio').pluck().get()).toBe(2);
  });

  it('when the teacher cancels, then the file is thrown away and cannot be imported', async () => {
    const t = await setUp();
    const res = await t.teacher.post('/api/admin/imports').attach('file', Buffer.from(CSV), 'words.csv');
    const { token } = importPreviewSchema.parse(res.body);
    await t.teacher.delete(`/api/admin/imports/${token}`).expect(200, { success: true });
    expect(t.uploadsLeft()).toEqual([]);
    await t.teacher.post(`/api/admin/imports/${token}`).expect(404);
    expect(t.words()).toEqual([]);
  });

  it('when an hour has passed, or another admin asks, then the upload is not theirs to import', async () => {
    const t = await setUp();
    const res = await t.teacher.post('/api/admin/imports').attach('file', Buffer.from(CSV), 'words.csv');
    const { token } = importPreviewSchema.parse(res.body);
    const second = await signedIn(t.app, 'second', 'second-pass');
    await second.post(`/api/admin/imports/${token}`).expect(404);
    t.clock.advance(IMPORT_UPLOAD_TTL_MS);
    await t.teacher.post(`/api/admin/imports/${token}`).expect(404);
    expect(t.uploadsLeft()).toEqual([]);
    expect(t.words()).toEqual([]);
  });

  it.each([
    ['no file', (r: request.Test) => r.field('kind', 'lexicon'), 400, 'file is required'],
    [
      'a file of another kind',
      (r: request.Test) => r.attach('file', Buffer.from('x'), 'notes.txt'),
      400,
      '.csv',
    ],
    [
      'an unreadable CSV',
      (r: request.Test) => r.attach('file', Buffer.from('lex,pos,gloss\n"tahak,n\n'), 'words.csv'),
      400,
      'The CSV file could not be read',
    ],
    [
      'a CSV without the columns',
      (r: request.Test) => r.attach('file', Buffer.from('a,b\n1,2\n'), 'words.csv'),
      400,
      "The CSV file's first row must name its columns",
    ],
    [
      'broken JSON',
      (r: request.Test) => r.attach('file', Buffer.from('{"lexicon": ['), 'data.json'),
      400,
      'not valid JSON',
    ],
    [
      'a zip that is not one',
      (r: request.Test) => r.attach('file', Buffer.from('PK not a zip'), 'data.zip'),
      400,
      'not a readable .zip',
    ],
    [
      'a bad writing system code',
      (r: request.Test) => r.field('ws', '../x').attach('file', Buffer.from(CSV), 'words.csv'),
      400,
      'ws is a writing system code',
    ],
  ])(
    'when the upload is %s, then %i names the problem and nothing is kept',
    async (_name, send, status, message) => {
      const t = await setUp();
      const res = await send(t.teacher.post('/api/admin/imports')).expect(status);
      expect(res.body).toMatchObject({ success: false });
      expect(res.body.error).toContain(message);
      expect(t.uploadsLeft()).toEqual([]);
      expect(t.words()).toEqual([]);
    },
  );

  it('when an uploaded zip passes a limit of the configuration, then 400 names it, and nothing is kept or written', async () => {
    const t = await setUp({ zipLimits: { ...DEFAULT_ZIP_LIMITS, maxFiles: 2 } });
    const zip = path.join(tempDir(), 'three.zip');
    writeZip(zip, [
      { archivePath: 'sample.lift', sourcePath: path.join(import.meta.dirname, 'fixtures', 'sample.lift') },
      { archivePath: 'audio/a.txt', data: 'a' },
      { archivePath: 'audio/b.txt', data: 'b' },
    ]);
    const res = await t.teacher
      .post('/api/admin/imports')
      .attach('file', fs.readFileSync(zip), 'three.zip')
      .expect(400);
    expect(res.body).toEqual({
      success: false,
      error: 'The zip holds more than 2 files and folders, the most an import may hold (ZIP_MAX_FILES).',
    });
    expect(t.uploadsLeft()).toEqual([]);
    expect(t.words()).toEqual([]);
    expect(fs.readdirSync(path.join(t.dataDir, 'tmp'))).toEqual([]);
    expect(fs.existsSync(path.join(t.dataDir, 'media'))).toBe(false);
  });

  it('when the token is not one, then 400', async () => {
    const t = await setUp();
    const res = await t.teacher.post('/api/admin/imports/..%2F..%2Fetc').expect(400);
    expect(res.body.error).toContain('token');
  });

  it('when the teacher downloads an export, then each file holds what the CLI writes; a learner is refused', async () => {
    const t = await setUp();
    await t.teacher
      .post('/api/admin/imports')
      .attach('file', Buffer.from(CSV), 'words.csv')
      .expect(200)
      .then((res) =>
        t.teacher.post(`/api/admin/imports/${importPreviewSchema.parse(res.body).token}`).expect(200),
      );
    const get = (url: string) => t.teacher.get(url).buffer(true).parse(asBytes);

    const csv = await get('/api/admin/exports/lexicon.csv').expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename=lexicon.csv');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect((csv.body as Buffer).toString('utf8')).toContain('tahak,n,river');
    const json = await get('/api/admin/exports/lexicon-and-sentences.json').expect(200);
    expect(JSON.parse((json.body as Buffer).toString('utf8')).lexicon).toHaveLength(2);
    const bundle = unzipSync(
      new Uint8Array((await get('/api/admin/exports/community-bundle.zip').expect(200)).body as Buffer),
    );
    expect(Object.keys(bundle)).toContain('langapp-bundle.json');
    const lift = unzipSync(
      new Uint8Array((await get('/api/admin/exports/lexicon-lift.zip').expect(200)).body as Buffer),
    );
    expect(new TextDecoder().decode(lift['lexicon.lift'])).toContain('<lift version="0.13"');

    const bad = await t.teacher.get('/api/admin/exports/everything.tar').expect(400);
    expect(bad.body.error).toContain('file is one of community-bundle.zip');
    const ana = await signedIn(t.app, 'ana', 'ana-pass');
    await ana.get('/api/admin/exports/lexicon.csv').expect(403);
    await request(t.app).get('/api/admin/exports/lexicon.csv').expect(401);
  });
});

describe('levels through the console’s spreadsheet (ADR 062)', () => {
  const levels = (t: Awaited<ReturnType<typeof setUp>>) =>
    t.db.prepare('SELECT lex, visibility FROM live_lexs ORDER BY id').all();

  /** Uploads a file, confirms it (with skipInvalid when asked) and answers both reports. */
  async function importThrough(
    t: Awaited<ReturnType<typeof setUp>>,
    csv: string,
    fields: Record<string, string> = {},
  ) {
    let upload = t.teacher.post('/api/admin/imports');
    for (const [name, value] of Object.entries(fields)) upload = upload.field(name, value);
    const res = await upload.attach('file', Buffer.from(csv), 'words.csv').expect(200);
    const preview = importPreviewSchema.parse(res.body);
    const done = await t.teacher.post(`/api/admin/imports/${preview.token}`).expect(200);
    return { preview: preview.report, done: importResultSchema.parse(done.body).report };
  }

  it('when the teacher downloads the lexicon CSV and imports it into another installation asking for public, then each entry keeps its level', async () => {
    const a = await setUp();
    a.db.exec(`
      INSERT INTO lexs (id, lex, pos, gloss, notes, visibility) VALUES
        (1, 'tahak', 'n', 'river', '', 'public'),
        (2, 'nipem', 'v', 'see', '', 'learners'),
        (3, 'lumah', 'n', 'stone', '', 'teachers');
    `);
    const download = await a.teacher
      .get('/api/admin/exports/lexicon.csv')
      .buffer(true)
      .parse(asBytes)
      .expect(200);
    const csv = (download.body as Buffer).toString('utf8');
    expect(csv.split('\n').slice(0, 4)).toEqual([
      'id,lex,pos,gloss,notes,visibility',
      '1,tahak,n,river,,public',
      '2,nipem,v,see,,learners',
      '3,lumah,n,stone,,teachers',
    ]);

    const b = await setUp();
    const { done } = await importThrough(b, csv, { visibility: 'public' });
    expect(done).toMatchObject({ written: true, added: { lexicon: 3 }, rejected: [] });
    expect(levels(b)).toEqual(levels(a));
  });

  it('when a row of the uploaded CSV gives a level that is not one of the three, then the dry run names its line and reason (not a server error), nothing is written, and skipping it loads the rest', async () => {
    const t = await setUp();
    t.db.exec(
      "INSERT INTO lexs (id, lex, pos, gloss, notes, visibility) VALUES (1, 'tahak', 'n', 'river', '', 'teachers')",
    );
    const csv = 'id,lex,pos,gloss,notes,visibility\n1,tahak,n,river,,everyone\n2,nipem,v,see,,Public\n';
    const { preview, done } = await importThrough(t, csv);
    const rejected = [
      {
        kind: 'lexicon',
        where: 'line 2',
        reason: 'visibility must be public, learners or teachers, not "everyone".',
      },
    ];
    expect(preview.rejected).toEqual(rejected);
    expect(done).toMatchObject({ written: false, rejected });
    expect(levels(t)).toEqual([{ lex: 'tahak', visibility: 'teachers' }]);

    const res = await t.teacher
      .post('/api/admin/imports')
      .field('skipInvalid', 'true')
      .attach('file', Buffer.from(csv), 'words.csv')
      .expect(200);
    const { token } = importPreviewSchema.parse(res.body);
    const skipped = await t.teacher.post(`/api/admin/imports/${token}`).expect(200);
    expect(importResultSchema.parse(skipped.body).report).toMatchObject({
      written: true,
      added: { lexicon: 1 },
    });
    expect(levels(t)).toEqual([
      { lex: 'tahak', visibility: 'teachers' },
      { lex: 'nipem', visibility: 'public' },
    ]);
  });
});
