import { describe, expect, it } from 'vitest';
import { makeTestApp, signedIn } from '../../test-support/test-app';

const admin = (app: Parameters<typeof signedIn>[0]) => signedIn(app, 'teacher', 'teacher-pass');

describe('GET /api/sents and POST /api/create-sent', () => {
  it('when an admin creates a sentence, then it is listed with its annotation and its links', async () => {
    const t = makeTestApp();
    t.db.exec("INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river')");
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const agent = await admin(t.app);
    const anno = [{ text: 'tahak', gloss: 'river', morphs: [{ text: 'tahak', lexId: 1 }] }];
    const res = await agent
      .post('/api/create-sent')
      .field('data', JSON.stringify({ text: 'Tahak.', trans: 'A river.', anno }))
      .expect(200);
    expect(res.body).toEqual({ success: true, id: expect.stringMatching(/^s-/) });
    const sents = (await agent.get('/api/sents').expect(200)).body.data;
    expect(sents).toEqual([
      {
        id: res.body.id,
        text: 'Tahak.',
        trans: 'A river.',
        anno: JSON.stringify(anno),
        timestamp: expect.any(String),
        visibility: 'learners',
      },
    ]);
    expect(t.db.prepare('SELECT lex_id FROM sent_lex_links').pluck().all()).toEqual([1]);
  });

  it.each([
    [{ data: '{' }, 400],
    [{ data: JSON.stringify({ text: '', trans: 'x' }) }, 400],
    [
      {
        data: JSON.stringify({
          text: 'x',
          trans: 'y',
          anno: [{ text: 'x', gloss: 'y', morphs: [{ text: 'x', lexId: 5 }] }],
        }),
      },
      400,
    ],
    [{ id: 'bad id!', data: JSON.stringify({ text: 'x', trans: 'y' }) }, 400],
    [{}, 400],
  ])('when the form is %j, then it answers %i and stores nothing', async (body, status) => {
    const t = makeTestApp();
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const agent = await admin(t.app);
    const res = await agent.post('/api/create-sent').type('form').send(body).expect(status);
    expect(res.body.success).toBe(false);
    expect(t.db.prepare('SELECT COUNT(*) FROM sents').pluck().get()).toBe(0);
  });

  it('when the id is taken, then it answers 409', async () => {
    const t = makeTestApp();
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const agent = await admin(t.app);
    const data = JSON.stringify({ text: 'x', trans: 'y' });
    await agent.post('/api/create-sent').type('form').send({ id: 'one', data }).expect(200);
    await agent.post('/api/create-sent').type('form').send({ id: 'one', data }).expect(409);
  });
});
