import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { LessonRecordingsPage } from './lesson-recordings-page';

const routes = testRoutes({ signedIn: [{ path: 'recordings', element: <LessonRecordingsPage /> }] });

function openRecordings(reply: Reply) {
  mockFetch({ ...signedIn(), 'GET /api/lesson-recordings': reply });
  return renderApp('/recordings', { routes });
}

describe('lesson recordings page', () => {
  it('when the list loads, then each file is a download link to /lesson-recordings/{file}, after Loading data...', async () => {
    openRecordings({ body: ['lesson-1.mp3', 'lesson 2 (sample).mp3'] });
    const release = holdReplies('/api/lesson-recordings');

    expect(await screen.findByRole('status', { name: 'Loading data...' })).toBeInTheDocument();
    release();
    const first = await screen.findByRole('link', { name: 'lesson-1.mp3' });
    expect(first).toHaveAttribute('href', '/lesson-recordings/lesson-1.mp3');
    expect(first).toHaveAttribute('download', 'lesson-1.mp3');
    expect(screen.getByRole('link', { name: 'lesson 2 (sample).mp3' })).toHaveAttribute(
      'href',
      '/lesson-recordings/lesson%202%20(sample).mp3',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson recordings' })).toBeInTheDocument();
    expect(screen.queryByText('Loading data...')).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when there are no recordings, then the page says so', async () => {
    openRecordings({ body: [] });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'There are no lesson recordings yet.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the vocabulary lessons' })).toHaveAttribute(
      'href',
      '/vocab',
    );
    expect(screen.queryByRole('link', { name: /\.mp3/ })).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when a teacher opens it, then every recording shows its level, and a level picked is sent and shown', async () => {
    let level = 'learners';
    const { calls } = mockFetch({
      ...signedIn('teacher', true),
      'GET /api/admin/lesson-recordings': {
        get body() {
          return {
            recordings: [
              { id: 'class-1.mp3', visibility: level },
              { id: 'class-2.mp3', visibility: 'teachers' },
            ],
          };
        },
      },
      'POST /api/admin/visibility': {
        get body() {
          level = 'public';
          return { success: true, changed: 1 };
        },
      },
      'GET /api/admin/visibility-counts': { body: {} },
    });
    const { user } = renderApp('/recordings', { routes });

    const first = await screen.findByRole('combobox', { name: 'Visible to: lesson recording class-1.mp3' });
    expect(first).toHaveValue('learners');
    expect(screen.getByRole('combobox', { name: 'Visible to: lesson recording class-2.mp3' })).toHaveValue(
      'teachers',
    );
    expect(screen.getByRole('link', { name: 'class-2.mp3' })).toHaveAttribute(
      'href',
      '/lesson-recordings/class-2.mp3',
    );
    await user.selectOptions(first, 'public');
    await waitFor(() => expect(first).toHaveValue('public'));
    expect(
      calls
        .filter((c) => c.method === 'POST' && c.path === '/api/admin/visibility')
        .map((c) => JSON.parse(String(c.init?.body)) as unknown),
    ).toEqual([{ kind: 'lesson-recording', ids: ['class-1.mp3'], visibility: 'public' }]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the list cannot be loaded, then a message says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openRecordings(networkDown());

    expect(
      await screen.findByText('The lesson recordings could not be loaded. Please refresh the page.'),
    ).toBeInTheDocument();
  });
});
