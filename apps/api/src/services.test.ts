import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { syncResponseSchema } from '@langapp/shared';
import { makeTestApp, signedIn } from './test-support/test-app';

const SRC = path.dirname(new URL(import.meta.url).pathname);

/** Every source file of the API (tests aside), by its path from src/. */
function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path.relative(SRC, full)] : [];
  });
}

/**
 * Where a repo or a service may still be built outside the composition root: the sample data's
 * loader, which runs before any app. The import pipeline is built by `createServices` too.
 */
const OUTSIDE_THE_ROOT = [/^db\/seed\.ts$/];
const CONTENT_HISTORY_DOOR = 'features/history/content-history.ts';

describe('createServices: the composition root (ADR 075)', () => {
  it('when the sources are read, then only repos.ts and services.ts build repos and services', () => {
    const building = /\bcreate[A-Z]\w*(?:Service|Repo|Trash|Coverage|Recordings)\(/g;
    const found: string[] = [];
    for (const file of sourceFiles()) {
      if (file === 'repos.ts' || file === 'services.ts') continue;
      if (OUTSIDE_THE_ROOT.some((re) => re.test(file))) continue;
      const text = fs.readFileSync(path.join(SRC, file), 'utf8');
      for (const line of text.split('\n')) {
        if (/^\s*(export )?function |^\s*\*|^\s*\/\//.test(line)) continue;
        for (const match of line.matchAll(building)) found.push(`${file}: ${match[0]}`);
      }
    }
    expect(found).toEqual([
      `${CONTENT_HISTORY_DOOR}: createContentHistoryService(`,
      `${CONTENT_HISTORY_DOOR}: createHistoryRepo(`,
    ]);
    // And the check sees a construction where there is one: services.ts builds every service.
    const services = fs.readFileSync(path.join(SRC, 'services.ts'), 'utf8');
    expect(services.match(building)?.length).toBeGreaterThanOrEqual(20);
  });

  it('when a learner rates online and by sync, starts quizzes and plays, then the calls go through the one instance the app built', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-password');
    t.db.exec("INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river')");
    const learner = await signedIn(t.app, 'learner', 'learner-password');
    await learner.post('/api/review/items').send({ kind: 'word', lexId: 1, source: 'words' }).expect(200);
    const [card] = t.db.prepare('SELECT id FROM review_cards ORDER BY id').pluck().all() as number[];
    const { review, pronouns } = t.app.services;
    const rate = vi.spyOn(review, 'rate');
    const start = vi.spyOn(pronouns, 'start');
    try {
      await learner
        .post('/api/review/rate')
        .send({ cardId: card, rating: 3, tz: 'UTC', opId: 'online-rate-1' })
        .expect(200);
      await learner.post('/api/start_pronoun_quiz').send({ opId: 'online-quiz-1' }).expect(200);
      const at = t.clock.now().getTime();
      const results = syncResponseSchema.parse(
        (
          await learner
            .post('/api/sync')
            .send({
              tz: 'UTC',
              ops: [
                { id: 'synced-rate-1', at, kind: 'rate', cardId: card, rating: 4 },
                { id: 'synced-quiz-1', at, kind: 'pronoun-quiz' },
              ],
            })
            .expect(200)
        ).body,
      ).results;
      expect(results.map((r) => r.outcome)).toEqual(['applied', 'applied']);
      // Online and by sync, each through the app's one review and pronoun quiz service.
      expect(rate).toHaveBeenCalledTimes(2);
      expect(start).toHaveBeenCalledTimes(2);
      // By sync, as of the operation's instant (a parameter, not a clock set aside).
      expect(rate.mock.calls[1]!.at(-1)).toEqual(new Date(at));
    } finally {
      rate.mockRestore();
      start.mockRestore();
    }
  });

  it('when a second app is built, then it has services of its own: nothing is shared between apps', () => {
    const a = makeTestApp();
    const b = makeTestApp();
    expect(a.app.services.review).not.toBe(b.app.services.review);
    expect(a.app.services.operations).not.toBe(b.app.services.operations);
  });
});
