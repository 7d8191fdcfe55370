import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { keepNewSession, unsavedSessions } from '../../offline/recording-sessions';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { SessionPage } from './session-page';

// Invented sample data, not language material.
const MISSING = {
  kind: 'word',
  total: 2,
  offset: 0,
  limit: 50,
  entries: [
    { id: 1, lex: 'tahak', pos: 'n', gloss: 'river' },
    { id: 2, lex: 'nipem', pos: 'v', gloss: 'see' },
  ],
};

function openSessionPage(who: { admin: boolean; recorder: boolean }, replies: Record<string, Reply> = {}) {
  sessionStorage.clear();
  const mock = mockFetch({
    ...signedIn('rita', who.admin),
    'GET /api/who': { body: { username: 'rita', ...who } },
    'GET /api/speakers': { body: { data: [{ name: 'Elder Mary', variety: 'Upriver' }] } },
    'GET /api/recording-coverage/missing': { body: MISSING },
    ...replies,
  });
  const routes = testRoutes({
    signedIn: [{ path: 'record/session', element: <SessionPage createWaveform={vi.fn()} /> }],
  });
  return { ...mock, ...renderApp('/record/session', { routes }) };
}

describe('the recording session page', () => {
  it('when a recorder opens it, then they choose the speaker and the list, which says how many items it has', async () => {
    openSessionPage({ admin: false, recorder: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recording session' })).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Start the session' });
    // The list's size is its own status line (the app may show another, such as an update notice).
    const size = await screen.findByText('2 items to record, one at a time.');
    expect(size.closest('[role="status"]')).not.toBeNull();
    expect(start).toBeDisabled(); // no speaker yet
    await userEvent.selectOptions(await screen.findByLabelText('Speaker', { exact: true }), 'Elder Mary');
    expect(start).toBeEnabled();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when a learner opens it, then they are sent home', async () => {
    openSessionPage({ admin: false, recorder: false });
    // The home page's links show; the session's page does not.
    expect(await screen.findByRole('link', { name: 'Lesson Recordings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recording session' })).not.toBeInTheDocument();
  });

  it('when an unsaved session is on the device, then it is offered to resume or discard, and discarding forgets it', async () => {
    await keepNewSession({
      owner: 'rita',
      startedAt: Date.UTC(2026, 2, 1, 18),
      updatedAt: Date.UTC(2026, 2, 1, 18),
      speaker: 'Elder Mary',
      listName: 'Words still to record',
      items: [{ key: 'word:1', kind: 'word', lexId: 1, text: 'tahak', gloss: 'river' }],
      position: 0,
      takes: [],
      parts: 1,
    });
    openSessionPage({ admin: false, recorder: true });
    const region = await screen.findByRole('region', { name: 'Unsaved sessions on this device' });
    expect(within(region).getByRole('button', { name: /^Resume the session of / })).toBeInTheDocument();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(within(region).getByRole('button', { name: /^Discard the session of / }));
    await vi.waitFor(async () => expect(await unsavedSessions('rita')).toEqual([]));
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Unsaved sessions on this device' })).not.toBeInTheDocument(),
    );
  });
});
