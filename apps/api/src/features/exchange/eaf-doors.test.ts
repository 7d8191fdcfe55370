import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../lib/clock';
import { silentLogger } from '../../lib/logger';
import { runCliCaptured } from '../../test-support/cli';
import { asBytes } from '../../test-support/installation';
import { makeTestApp, MemoryMailer, migratedDb, testConfig } from '../../test-support/test-app';

// The ELAN exchange's two doors (ADR 087): the CLI's import/export options and the console's
// Import page calls, with the download for teachers only.

const FIXTURES = path.join(__dirname, 'fixtures');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-eaf-doors-'));

describe('the CLI', () => {
  it('when an .eaf is imported with its tiers named, then the report lists the tiers, a bad option exits 2, and export --text writes it back', async () => {
    const dir = tmp();
    const ctx = {
      db: migratedDb(),
      mailer: new MemoryMailer(),
      clock: new FixedClock('2026-03-01T12:00:00Z'),
      config: testConfig({ mediaDir: path.join(dir, 'media') }),
      logger: silentLogger,
    };
    const eaf = path.join(FIXTURES, 'sample-story.eaf');
    const dry = await runCliCaptured(ctx, 'import', eaf, '--dry-run', '--tier', 'tx@Visitor');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain(
      'tier tx@Elder: 3 annotations, type utterance, time-aligned, speaker Sample Elder',
    );
    expect(dry.out).toContain(
      'tier wd@Elder: 6 annotations, type words, Symbolic_Subdivision, under tx@Elder',
    );
    expect(dry.out).toContain('read: transcription tx@Visitor, translation (none), words (none)');
    expect(dry.out).toContain('Dry run: nothing was written.');
    expect((await runCliCaptured(ctx, 'import', eaf, '--tier', 'nope')).code).toBe(2);
    expect((await runCliCaptured(ctx, 'import', eaf, '--time-text', 'x')).code).toBe(2);
    const done = await runCliCaptured(ctx, 'import', eaf);
    expect(done.out).toContain('texts: added 1, changed 0, unchanged 0');
    const out = path.join(dir, 'out', 'story.eaf');
    const exported = await runCliCaptured(ctx, 'export', out, '--text', '1');
    expect(exported.code).toBe(0);
    expect(fs.readFileSync(out, 'utf8')).toContain(
      '<ANNOTATION_VALUE>Tahak nipemk lumah.</ANNOTATION_VALUE>',
    );
    expect((await runCliCaptured(ctx, 'export', out, '--text', '99')).code).toBe(2);
  });
});

describe('the Import page calls', () => {
  it("when a teacher uploads an .eaf with a tier chosen and confirms, then the text arrives; its ELAN zip is the teacher's only", async () => {
    const t = makeTestApp({ config: { mediaDir: path.join(tmp(), 'media') } });
    t.addUser('teacher', 'teacher-pass', { admin: true });
    t.addUser('learner', 'learner-pass');
    const agent = async (name: string) => {
      const a = request.agent(t.app);
      await a.post('/api/login').field('username', name).field('password', `${name}-pass`).expect(200);
      return a;
    };
    const teacher = await agent('teacher');
    const learner = await agent('learner');
    const preview = await teacher
      .post('/api/admin/imports')
      .field('tier', 'tx@Elder')
      .field('translationTier', 'ft@Elder')
      .attach('file', path.join(FIXTURES, 'sample-story.eaf'))
      .expect(200);
    expect(preview.body.report.elan).toMatchObject({
      title: 'sample-story',
      sentences: 3,
      chosen: { transcription: 'tx@Elder', translation: 'ft@Elder' },
    });
    const done = await teacher.post(`/api/admin/imports/${preview.body.token}`).expect(200);
    expect(done.body.report.added.texts).toBe(1);
    const index = (await teacher.get('/api/text-index')).body.data as { id: number; title: string }[];
    const id = index.find((x) => x.title === 'sample-story')!.id;
    const sents = JSON.parse((await teacher.get(`/api/text/${id}`)).body.data.data).sents;
    // The words tier was not chosen: the words are the sentence's, split at spaces.
    expect(sents[0]).toMatchObject({
      text: 'Tahak nipemk lumah.',
      trans: 'I see the river stone.',
      start: 0,
      end: 1200,
    });
    expect(sents[0].words.map((w: { text: string }) => w.text)).toEqual(['Tahak', 'nipemk', 'lumah.']);

    const zip = await teacher.get(`/api/admin/texts/${id}/eaf`).buffer(true).parse(asBytes).expect(200);
    expect((zip.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    await learner.get(`/api/admin/texts/${id}/eaf`).expect(403);
    await teacher.get('/api/admin/texts/999/eaf').expect(404);
    await teacher
      .post('/api/admin/imports')
      .field('timeText', 'abc')
      .attach('file', path.join(FIXTURES, 'sample-story.eaf'))
      .expect(400);
  });
});
