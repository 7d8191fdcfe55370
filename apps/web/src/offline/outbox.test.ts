import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncRequestSchema } from '@langapp/shared';
import { NetworkError } from '../lib/api-client';
import {
  clearOutbox,
  flushOutbox,
  queueChange,
  queuedChanges,
  queueLatest,
  sendOrQueue,
  sendOrQueueAll,
  SignedOutError,
  withdraw,
} from './outbox';
import { outboxCount } from './outbox-count';

const offline = () => Promise.reject(new NetworkError('The request could not be sent.'));

/** The server's sync call: answers each change of the batch with `outcome`, recording the batches. */
function syncServer(outcome: (id: string) => 'applied' | 'duplicate' | 'rejected' = () => 'applied') {
  const batches: { tz: string; ops: { id: string; kind: string; at: number }[] }[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as (typeof batches)[number];
    batches.push(body);
    const results = body.ops.map((op) => ({ id: op.id, outcome: outcome(op.id) }));
    return new Response(JSON.stringify({ results }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return { batches, fetch };
}

describe('the queue of changes made offline', () => {
  beforeEach(() => clearOutbox());
  afterEach(() => vi.unstubAllGlobals());

  it('when a change gets no answer, then it waits in the queue with an id made on the device', async () => {
    expect(await sendOrQueue('lesson-finished', { lessonId: 's1a1' }, offline)).toBe('queued');
    expect(await sendOrQueue('lesson-finished', { lessonId: 's1a2' }, offline)).toBe('queued');

    const queued = await queuedChanges();
    expect(queued.map((change) => change.body)).toEqual([{ lessonId: 's1a1' }, { lessonId: 's1a2' }]);
    expect(new Set(queued.map((change) => change.id)).size).toBe(2);
    expect(outboxCount.waiting()).toBe(2);
  });

  it('when a change sent with its id gets no answer, then it waits with that same id (the server applies an id once), at the time it was sent', async () => {
    let sentWith = '';
    const before = Date.now();
    const answer = await sendOrQueue('pronoun-quiz', {}, (id) => {
      sentWith = id;
      return offline();
    });

    expect(answer).toBe('queued');
    expect(sentWith).toMatch(/^[\w-]{8,64}$/);
    const [change] = await queuedChanges();
    expect(change).toMatchObject({ id: sentWith, kind: 'pronoun-quiz', body: {} });
    expect(change!.at).toBeGreaterThanOrEqual(before);
  });

  it('when a change is queued without being sent, then it waits after the others with an id of its own', async () => {
    await sendOrQueue('pronoun-quiz', {}, offline);
    const [start] = await queuedChanges();
    const body = {
      quiz: start!.id,
      actual_subject: '2SG' as const,
      actual_object: '1SG' as const,
      user_subject: '2SG' as const,
      user_object: '1SG' as const,
    };

    const id = await queueChange('pronoun-answer', body);

    expect(await queuedChanges()).toEqual([
      start,
      expect.objectContaining({ id, kind: 'pronoun-answer', body }),
    ]);
    expect(outboxCount.waiting()).toBe(2);
  });

  it('when a call of several games gets no answer, then each is queued as its own operation, in order, and sent as the sync call takes it', async () => {
    const games = [
      { kind: 'wordle-result' as const, body: { game: '2026-03-01', guesses: 4 } },
      { kind: 'wordle-result' as const, body: { game: '2026-03-02', guesses: null } },
    ];
    expect(await sendOrQueueAll(games, offline)).toBe('queued');
    const queued = await queuedChanges();
    expect(new Set(queued.map((change) => change.id)).size).toBe(2);
    const server = syncServer();

    expect(await flushOutbox()).toBe(2);
    expect(server.batches[0]!.ops).toEqual([
      { id: queued[0]!.id, at: queued[0]!.at, kind: 'wordle-result', game: '2026-03-01', guesses: 4 },
      { id: queued[1]!.id, at: queued[1]!.at, kind: 'wordle-result', game: '2026-03-02', guesses: null },
    ]);
    expect(
      server.batches[0]!.ops.every((op) => syncRequestSchema.safeParse({ tz: 'UTC', ops: [op] }).success),
    ).toBe(true);
  });

  it("when a Wordle game's guesses are queued again, then the queue keeps the latest list of each game, in the place it was made, and sends it as the sync call takes it", async () => {
    const sameGame = (date: string) => (queued: { date: string }) => queued.date === date;
    await queueLatest('wordle-guesses', { date: '2026-03-01', guesses: ['kaman'] }, sameGame('2026-03-01'));
    await sendOrQueue('lesson-finished', { lessonId: 's1a1' }, offline);
    await queueLatest('wordle-guesses', { date: '2026-03-02', guesses: ['sakit'] }, sameGame('2026-03-02'));
    await queueLatest('wordle-guesses', { date: '2026-03-01', guesses: ['kaman', 'hunam'] }, sameGame('2026-03-01'));

    const queued = await queuedChanges();
    expect(queued.map(({ kind, body }) => ({ kind, body }))).toEqual([
      { kind: 'lesson-finished', body: { lessonId: 's1a1' } },
      { kind: 'wordle-guesses', body: { date: '2026-03-02', guesses: ['sakit'] } },
      { kind: 'wordle-guesses', body: { date: '2026-03-01', guesses: ['kaman', 'hunam'] } },
    ]);
    expect(outboxCount.waiting()).toBe(3);
    const server = syncServer();

    expect(await flushOutbox()).toBe(3);
    expect(server.batches[0]!.ops[2]).toEqual({
      id: queued[2]!.id,
      at: queued[2]!.at,
      kind: 'wordle-guesses',
      date: '2026-03-01',
      guesses: ['kaman', 'hunam'],
    });
    expect(syncRequestSchema.safeParse(server.batches[0]).success).toBe(true);
    expect(await queuedChanges()).toEqual([]);
  });

  it('when the server answers or refuses, then nothing is queued', async () => {
    expect(
      await sendOrQueue('lesson-finished', { lessonId: 's1a1' }, async () => ({ success: true })),
    ).toEqual({
      success: true,
    });
    await expect(
      sendOrQueue('lesson-finished', { lessonId: 's1a1' }, () => Promise.reject(new Error('refused'))),
    ).rejects.toThrow('refused');
    expect(await queuedChanges()).toEqual([]);
  });

  it('when the connection returns, then the changes go in the order they were made, each once', async () => {
    for (const lessonId of ['a', 'b', 'c']) await sendOrQueue('lesson-finished', { lessonId }, offline);
    const ids = (await queuedChanges()).map((change) => change.id);
    const server = syncServer();

    expect(await flushOutbox()).toBe(3);
    expect(server.batches).toHaveLength(1);
    expect(server.batches[0]!.ops.map((op) => op.id)).toEqual(ids);
    expect(server.batches[0]!.ops.map((op) => op)).toEqual([
      expect.objectContaining({ kind: 'lesson-finished', lessonId: 'a' }),
      expect.objectContaining({ lessonId: 'b' }),
      expect.objectContaining({ lessonId: 'c' }),
    ]);
    expect(await queuedChanges()).toEqual([]);
    expect(outboxCount.waiting()).toBe(0);
  });

  it('when the answer to a sync is lost, then the same ids are sent again (the server applies each once)', async () => {
    await sendOrQueue('lesson-finished', { lessonId: 'a' }, offline);
    const [change] = await queuedChanges();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(flushOutbox()).rejects.toThrow();
    expect(await queuedChanges()).toHaveLength(1);

    const server = syncServer(() => 'duplicate');
    await flushOutbox();
    expect(server.batches[0]!.ops[0]!.id).toBe(change!.id);
    expect(await queuedChanges()).toEqual([]);
  });

  it('when the server refuses a change, then it leaves the queue and its reason is kept', async () => {
    await sendOrQueue('lesson-finished', { lessonId: 'a' }, offline);
    await sendOrQueue('lesson-finished', { lessonId: 'b' }, offline);
    const [first] = await queuedChanges();
    syncServer((id) => (id === first!.id ? 'rejected' : 'applied'));
    await flushOutbox();
    expect(await queuedChanges()).toEqual([]);
    expect(outboxCount.refused()).toHaveLength(1);
  });

  it('when the session has ended, then sending stops and the queue stays for its account', async () => {
    await sendOrQueue('lesson-finished', { lessonId: 'a' }, offline);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await expect(flushOutbox()).rejects.toBeInstanceOf(SignedOutError);
    expect(await queuedChanges()).toHaveLength(1);
  });

  it('when a queued change is withdrawn before it was sent, then it never goes', async () => {
    await sendOrQueue('rate', { cardId: 1, rating: 3 }, offline);
    const [change] = await queuedChanges();
    expect(await withdraw(change!.id)).toBe(true);
    expect(await withdraw(change!.id)).toBe(false);
    expect(await queuedChanges()).toEqual([]);
  });
});
