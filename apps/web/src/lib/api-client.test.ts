import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { networkDown, mockFetch } from '../test/mock-fetch';
import { apiRequest, ApiError, getJson, NetworkError, postForm } from './api-client';

const okSchema = z.object({ success: z.boolean() });

describe('api client', () => {
  it('when a form is posted, then it is sent as FormData with the session cookie and the answer is parsed', async () => {
    const { calls } = mockFetch({ 'POST /api/reset': { body: { success: true } } });

    await expect(postForm('/api/reset', { username: 'learner', email: 'a@b.c' }, okSchema)).resolves.toEqual({
      success: true,
    });
    expect(calls[0]?.init?.credentials).toBe('same-origin');
    expect(calls[0]?.form).toEqual({ username: 'learner', email: 'a@b.c' });
  });

  it('when JSON is sent, then the body is JSON with its content type', async () => {
    const { calls } = mockFetch({ 'POST /api/sotw-add-note': { body: { success: true } } });

    await apiRequest('/api/sotw-add-note', okSchema, { method: 'POST', json: { sent_id: 3, note: 'Good' } });
    expect(calls[0]?.init?.body).toBe('{"sent_id":3,"note":"Good"}');
    expect(new Headers(calls[0]?.init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('when the server answers 4xx, then an ApiError carries the status and the parsed body', async () => {
    mockFetch({ 'POST /api/login': { status: 401, body: { success: false, error: 'Wrong password.' } } });

    const error = await postForm('/api/login', {}, okSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body: { success: false, error: 'Wrong password.' } });
    expect((error as ApiError).isRefusal).toBe(true);
    expect((error as ApiError).serverError).toBe('Wrong password.');
  });

  it('when the server answers 5xx without JSON, then an ApiError has a null body and is no refusal', async () => {
    mockFetch({ 'GET /api/who': { status: 502, body: '<html>Bad gateway</html>' } });

    const error = await getJson('/api/who', okSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, body: null, isRefusal: false });
  });

  it.each([
    ['the network fails', networkDown()],
    ['the answer is not JSON', { body: 'not json' }],
    ['the answer has the wrong shape', { body: { success: 'yes' } }],
  ])('when %s, then a NetworkError is thrown', async (_case, reply) => {
    mockFetch({ 'GET /api/who': reply });

    await expect(getJson('/api/who', okSchema)).rejects.toBeInstanceOf(NetworkError);
  });
});
