import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/mock-fetch';
import { DownloadError, FAILURE_MESSAGES, fetchForDownload, retryAfterSeconds } from './download-fetch';

// How a download asks for its files (ADR 067): the server's Retry-After, server failures, plain words.

afterEach(() => {
  vi.useRealTimers();
});

/** Answers `replies` in turn to the same URL. */
function inTurn(replies: { status: number; headers?: Record<string, string> }[]) {
  let i = 0;
  const fetchMock = vi.fn(async () => {
    const reply = replies[Math.min(i++, replies.length - 1)]!;
    return new Response(reply.status === 200 ? '{}' : null, { status: reply.status, headers: reply.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetching a file of a download', () => {
  it.each([
    ['30', 30],
    ['0', 0],
    ['2.2', 3],
    ['Wed, 01 Apr 2026 10:00:45 GMT', 45],
    ['soon', null],
    ['', null],
  ] as const)('when Retry-After is "%s", then the wait is %s s', (header, seconds) => {
    expect(retryAfterSeconds(header, Date.parse('2026-04-01T10:00:00Z'))).toBe(seconds);
  });

  it('when the server refuses with 429 and Retry-After: 20, then it waits 20 s, says so, and asks again', async () => {
    vi.useFakeTimers();
    const fetchMock = inTurn([{ status: 429, headers: { 'Retry-After': '20' } }, { status: 200 }]);
    const waits: number[] = [];
    const result = fetchForDownload('/api/offline/entries/0', {}, (s) => waits.push(s));
    await vi.advanceTimersByTimeAsync(19_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await result).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([20]);
  });

  it('when the server fails with 502 twice, then it asks again after 1 s and 2 s', async () => {
    vi.useFakeTimers();
    const fetchMock = inTurn([{ status: 502 }, { status: 502 }, { status: 200 }]);
    const result = fetchForDownload('/api/audio/a.mp3');
    await vi.advanceTimersByTimeAsync(3_000);
    expect((await result).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('when the server keeps refusing, then after a few tries it fails saying the server is busy and what was downloaded is kept', async () => {
    vi.useFakeTimers();
    const fetchMock = inTurn([{ status: 429, headers: { 'Retry-After': '1' } }]);
    const result = fetchForDownload('/api/audio/a.mp3').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = (await result) as DownloadError;
    expect(error).toBeInstanceOf(DownloadError);
    expect(error.failure).toBe('busy');
    expect(error.message).toBe(FAILURE_MESSAGES.busy);
    expect(error.message).toMatch(/What was downloaded is kept on this device/);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('when the server asks to wait longer than two minutes, then it fails at once rather than waiting', async () => {
    const fetchMock = inTurn([{ status: 503, headers: { 'Retry-After': '3600' } }]);
    await expect(fetchForDownload('/api/audio/a.mp3')).rejects.toMatchObject({
      failure: 'busy',
      status: 503,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [401, 'signed-out', /Sign in again/],
    [404, 'gone', /Refresh the page/],
  ] as const)('when the server answers %s, then it fails at once: %s', async (status, failure, words) => {
    const fetchMock = inTurn([{ status }]);
    const error = (await fetchForDownload('/api/audio/a.mp3').catch((e: unknown) => e)) as DownloadError;
    expect(error.failure).toBe(failure);
    expect(error.message).toMatch(words);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the connection is lost, then it fails saying the download goes on when the learner is back online', async () => {
    mockFetch({ 'GET /api/audio/a.mp3': new TypeError('Failed to fetch') });
    const error = (await fetchForDownload('/api/audio/a.mp3').catch((e: unknown) => e)) as DownloadError;
    expect(error.failure).toBe('offline');
    expect(error.message).toBe(
      'The connection was lost. What was downloaded is kept on this device: the download goes on where it stopped when you are back online.',
    );
  });

  it('when the device asks with its version and the part did not change, then the 304 is the answer', async () => {
    inTurn([{ status: 304 }]);
    const response = await fetchForDownload('/api/offline/entries/0', {
      headers: { 'If-None-Match': '"p1"' },
    });
    expect(response.status).toBe(304);
  });
});
