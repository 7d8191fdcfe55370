import { afterEach, describe, expect, it } from 'vitest';
import { connectOffline, offline } from '../api/offline-port';
import type { OfflinePort } from '../api/offline-port';
import { NetworkError } from '../lib/api-client';
import { queuedChanges } from '../offline/outbox';
import { wireOffline } from './offline-wiring';

const noAnswer = () => Promise.reject(new NetworkError('The request could not be sent.'));

describe('the offline layer wired into the api layer (ADR 074)', () => {
  afterEach(() => wireOffline());

  it('when a change sent through the api layer gets no answer, then it waits in the outbox', async () => {
    wireOffline();
    expect(await offline.sendOrQueue('lesson-finished', { lessonId: 's1a1' }, noAnswer)).toBe('queued');
    expect(await queuedChanges()).toEqual([
      expect.objectContaining({ kind: 'lesson-finished', body: { lessonId: 's1a1' } }),
    ]);
  });

  it('when another port is connected, then the api layer calls reach it', async () => {
    const calls: string[] = [];
    const port: OfflinePort = {
      sendOrQueue: async (kind) => (calls.push(kind), 'queued'),
      sendOrQueueAll: async () => 'queued',
      queueChange: async () => 'id',
      queueLatest: async () => true,
      flushOutbox: async () => 0,
      deviceReviewSummary: async () => null,
      keptWordleAnswer: async () => null,
    };
    connectOffline(port);
    expect(await offline.sendOrQueue('lesson-finished', { lessonId: 's1a2' }, noAnswer)).toBe('queued');
    expect(calls).toEqual(['lesson-finished']);
    expect(await queuedChanges()).toEqual([]);
  });
});
