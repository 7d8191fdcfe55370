import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { importPreviewSchema, importResultSchema } from '@langapp/shared';
import { runCliCaptured, cliContextOf } from '../../test-support/cli';
import { asBytes, useTempDirs } from '../../test-support/installation';
import { makeTestApp, signedIn } from '../../test-support/test-app';

// The calls and the command of FLEx interlinear texts (ADR 086): the console's import of a
// .flextext file (dry run, then import), the export of one text and of all texts, teacher-only on
// the server, and `pnpm cli import` with its refusals exiting 2.

const FIXTURES = path.join(__dirname, 'fixtures');
const STORY = path.join(FIXTURES, 'sample-story.flextext');
const XSD = path.join(FIXTURES, 'FlexInterlinear.xsd');
const tempDir = useTempDirs('langapp-flextext-calls-');

async function setUp() {
  const dataDir = tempDir();
  const t = makeTestApp({
    config: { dataDir, mediaDir: path.join(dataDir, 'media'), scratchDir: path.join(dataDir, 'tmp') },
  });
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('ana', 'ana-pass');
  const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
  const ana = await signedIn(t.app, 'ana', 'ana-pass');
  return { ...t, teacher, ana, dataDir };
}
const textIds = (t: Awaited<ReturnType<typeof setUp>>) =>
  t.db.prepare('SELECT id FROM texts WHERE deleted_at IS NULL ORDER BY id').pluck().all() as number[];

/** Checks a .flextext document against FlexInterlinear.xsd (xmllint prints nothing on stdout when it validates). */
function validates(xml: Buffer | string): void {
  const file = path.join(tempDir(), 'check.flextext');
  fs.writeFileSync(file, xml);
  expect(execFileSync('xmllint', ['--noout', '--schema', XSD, file], { stdio: 'pipe' }).toString()).toBe('');
}

describe('FLEx interlinear texts through the console and the CLI', () => {
  it('when the teacher uploads a .flextext, then the dry run counts the text and its links, and the confirmation imports it', async () => {
    const t = await setUp();
    const preview = importPreviewSchema.parse(
      (await t.teacher.post('/api/admin/imports').attach('file', STORY).expect(200)).body,
    );
    expect(preview.report).toMatchObject({
      dryRun: true,
      kinds: ['texts'],
      added: { texts: 1 },
      morphemeLinks: { made: 0, missing: 5 },
    });
    expect(textIds(t)).toEqual([]);
    const result = importResultSchema.parse(
      (await t.teacher.post(`/api/admin/imports/${preview.token}`).expect(200)).body,
    );
    expect(result.report).toMatchObject({ written: true, added: { texts: 1 } });
    expect(textIds(t)).toHaveLength(1);
  });

  it('when the teacher exports one text or all texts, then each is a .flextext that validates; a learner and a visitor are refused', async () => {
    const t = await setUp();
    const preview = importPreviewSchema.parse(
      (await t.teacher.post('/api/admin/imports').attach('file', STORY).expect(200)).body,
    );
    await t.teacher.post(`/api/admin/imports/${preview.token}`).expect(200);
    const [id] = textIds(t);

    const one = await t.teacher
      .get(`/api/admin/texts/${id}/flextext`)
      .buffer(true)
      .parse(asBytes)
      .expect(200);
    expect(one.headers['content-disposition']).toContain(`text-${id}.flextext`);
    expect(String(one.body)).toContain('guid="5a3e0000-0000-4000-8000-000000000001"');
    validates(one.body as Buffer);
    const all = await t.teacher
      .get('/api/admin/exports/texts.flextext')
      .buffer(true)
      .parse(asBytes)
      .expect(200);
    validates(all.body as Buffer);

    await t.teacher.get('/api/admin/texts/999/flextext').expect(404);
    await t.teacher.get('/api/admin/texts/abc/flextext').expect(400);
    await t.ana.get(`/api/admin/texts/${id}/flextext`).expect(403);
    await request(t.app).get(`/api/admin/texts/${id}/flextext`).expect(401);
    await t.ana.get('/api/admin/exports/texts.flextext').expect(403);
  });

  it('when `pnpm cli import` reads a .flextext, then it prints the texts and the links; a file that is not well-formed exits 2 and writes nothing', async () => {
    const t = await setUp();
    const ctx = cliContextOf(t);
    const ok = await runCliCaptured(ctx, 'import', STORY);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('texts: added 1, changed 0, unchanged 0');
    expect(ok.out).toContain('morpheme links: made 0, missing 5');

    const bad = path.join(tempDir(), 'broken.flextext');
    fs.writeFileSync(bad, '<document><interlinear-text><paragraphs>');
    const refused = await runCliCaptured(ctx, 'import', bad);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('not well-formed XML');
    expect(textIds(t)).toHaveLength(1);
  });
});
