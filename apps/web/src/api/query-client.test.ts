import { MutationObserver } from '@tanstack/react-query';
import type { MutationMeta } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../lib/api-client';
import { createQueryClient } from './query-client';

/** Runs one change that fails with `error` through the app's query client, as a page's mutation does. */
async function failedChange(error: Error, meta?: MutationMeta) {
  const observer = new MutationObserver(createQueryClient(), {
    mutationFn: () => Promise.reject(error),
    meta,
  });
  await expect(observer.mutate()).rejects.toBe(error);
}

const refusal = () => new ApiError('/api/join', 409, { success: false, error: 'Username is already taken.' });

describe('the query client logs a failed change', () => {
  it('when a change cannot reach the server, then its failure line is logged once with the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new NetworkError('The request to /api/join could not be sent.');

    await failedChange(error, { failure: 'The join call failed.', refusalShown: true });

    expect(logged.mock.calls).toEqual([['The join call failed.', error]]);
  });

  it('when the page shows the refusal the server answered, then nothing is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await failedChange(refusal(), { failure: 'The join call failed.', refusalShown: true });

    expect(logged).not.toHaveBeenCalled();
  });

  it('when a page does not show the refusal, then it is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = refusal();

    await failedChange(error, { failure: 'The lesson could not be saved.' });

    expect(logged.mock.calls).toEqual([['The lesson could not be saved.', error]]);
  });

  it('when a change says nothing of itself, then a general line is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new ApiError('/api/somewhere', 500, null);

    await failedChange(error);

    expect(logged.mock.calls).toEqual([['A change could not be sent to the server.', error]]);
  });
});
