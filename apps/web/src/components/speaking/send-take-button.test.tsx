import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LearnerTake } from '../../offline/takes';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch } from '../../test/mock-fetch';
import { SendTakeButton } from './send-take-button';

// "Send to my teacher" (ADR 083): the states of the button beside one take. Sample data, invented.

const TAKE: LearnerTake = {
  id: 3,
  owner: 'lena',
  item: 'entry:42',
  recordedAt: 1772380000000,
  mimeType: 'audio/webm',
  audio: new Uint8Array([1, 2, 3]).buffer,
};
const NONE_SENT = { body: { data: [], unread: 0, unreadItems: [] } };
const SENT = {
  id: 9,
  clientId: 'take-1772380000000-3',
  item: 'entry:42',
  label: 'tahak',
  reference: 'tahak-1.mp3',
  recordedAt: '2026-03-01T15:46:40.000Z',
  sentAt: '2026-03-01T16:00:00.000Z',
  replies: [],
};

function show() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <SendTakeButton take={TAKE} item="entry:42" reference="/api/audio/tahak-1.mp3" when="1 Mar 2026" />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Send to my teacher', () => {
  it('when the learner sends a take, then it says Sending... and then Sent, having sent that take with its item and reference', async () => {
    const { calls } = mockFetch({
      'GET /api/take-feedback': NONE_SENT,
      'POST /api/take-feedback': { status: 201, body: { success: true, take: SENT } },
    });
    show();
    const release = holdReplies('/api/take-feedback');
    const button = await screen.findByRole('button', {
      name: 'Send your take of 1 Mar 2026 to your teacher',
    });
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: /Send your take/ })).toHaveTextContent('Sending...');
    release();
    expect(await screen.findByText('Sent to your teacher')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.form).toMatchObject({
      clientId: 'take-1772380000000-3',
      item: 'entry:42',
      reference: 'tahak-1.mp3',
      recordedAt: '1772380000000',
    });
  });

  it('when the take was sent before, then it says so and offers no button', async () => {
    mockFetch({ 'GET /api/take-feedback': { body: { data: [SENT], unread: 0, unreadItems: [] } } });
    show();
    expect(await screen.findByText('Sent to your teacher')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when the server refuses the take, then its reason shows and the button stays', async () => {
    mockFetch({
      'GET /api/take-feedback': NONE_SENT,
      'POST /api/take-feedback': { status: 400, body: { success: false, error: 'The recording is empty.' } },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: /Send your take/ }));
    expect(await screen.findByText('The recording is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send your take/ })).toHaveTextContent('Send to my teacher');
  });

  it('when the device is offline, then the learner reads that sending needs a connection, and nothing is sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = mockFetch({});
    show();
    await userEvent.click(screen.getByRole('button', { name: /Send your take/ }));
    expect(
      screen.getByText('Sending needs a connection: try again when you are online.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([]));
    vi.restoreAllMocks();
  });
});
