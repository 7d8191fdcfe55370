import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test-support/test-app';

const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

function numbersApp() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-numbers-'));
  fs.mkdirSync(path.join(mediaDir, 'numbers'));
  fs.writeFileSync(path.join(mediaDir, 'numbers', '3.mp3'), BYTES);
  fs.writeFileSync(path.join(mediaDir, 'secret.txt'), 'not for you');
  const t = makeTestApp({ config: { mediaDir } });
  t.db.exec("INSERT INTO number_words (value, name, filename) VALUES (3, 'tuka', '3.mp3')");
  t.addUser('learner', 'learner-pass');
  const agent = request.agent(t.app);
  return {
    t,
    agent,
    login: () => agent.post('/api/login').field('username', 'learner').field('password', 'learner-pass'),
  };
}

describe('numbers', () => {
  it('when asked, then GET /api/numbers lists the words and their recordings play from /media/numbers', async () => {
    const { agent, login, t } = numbersApp();
    await request(t.app).get('/api/numbers').expect(401);
    await request(t.app).get('/media/numbers/3.mp3').expect(401);
    await login();
    const res = await agent.get('/api/numbers').expect(200);
    expect(res.body).toEqual({ data: [{ value: 3, name: 'tuka', url: '/media/numbers/3.mp3' }] });
    const file = await agent.get('/media/numbers/3.mp3').expect(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    await agent.get('/media/numbers/..%2F..%2Fsecret.txt').expect(400);
    await agent.get('/media/nothing').expect(404);
  });
});
