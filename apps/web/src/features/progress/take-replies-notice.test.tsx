import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/mock-fetch';
import { TakeRepliesNotice } from './take-replies-notice';

// The progress page's notice of new replies to the takes sent to the teacher (ADR 083). Sample data.

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TakeRepliesNotice />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('new replies on the progress page', () => {
  it('when the teacher replied, then the notice counts the new replies and links to each word, sentence and text', async () => {
    mockFetch({
      'GET /api/take-feedback': {
        body: {
          data: [],
          unread: 4,
          unreadItems: [
            { item: 'entry:42', label: 'tahak', count: 2 },
            { item: 'sentence:s1', label: 'Tahak nipemk.', count: 1 },
            { item: 'sentence:5.7', label: 'Sample story, sentence 2: Nipemk tahak.', count: 1 },
          ],
        },
      },
    });
    show();
    const notice = await screen.findByRole('region', { name: 'Your teacher replied: 4 new replies' });
    expect(notice).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'tahak' })).toHaveAttribute('href', '/words/42');
    expect(screen.getByRole('link', { name: 'Tahak nipemk.' })).toHaveAttribute('href', '/sents');
    expect(screen.getByRole('link', { name: 'Sample story, sentence 2: Nipemk tahak.' })).toHaveAttribute(
      'href',
      '/text-view?id=5',
    );
    expect(screen.getByText('(2)', { exact: false })).toBeInTheDocument();
  });

  it('when nothing is new, then there is no notice', async () => {
    const { calls } = mockFetch({
      'GET /api/take-feedback': { body: { data: [], unread: 0, unreadItems: [] } },
    });
    const { container } = show();
    await waitFor(() => expect(calls).toHaveLength(1));
    // The answer read: still nothing to show.
    await waitFor(() => expect(calls[0]!.path).toBe('/api/take-feedback'));
    expect(container).toBeEmptyDOMElement();
  });
});
