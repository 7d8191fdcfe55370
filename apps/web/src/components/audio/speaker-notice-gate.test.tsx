import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queuedChanges } from '../../offline/outbox';
import { fakeAudio } from '../../test/fake-audio';
import { mockFetch, networkDown, signedIn, visitor } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { PlayRecordingButton } from './play-recording-button';

const NOTICE = 'Ana has passed away. Her family agreed to share her voice.';

function Words() {
  return (
    <>
      <PlayRecordingButton take={{ url: '/api/audio/tahak-ana.mp3', speaker: 'Ana' }} label="tahak" />
      <PlayRecordingButton take={{ url: '/api/audio/nipem-ben.mp3', speaker: 'Ben' }} label="nipem" />
    </>
  );
}

const routes = testRoutes({
  publicRoutes: [{ path: 'wordle', element: <Words /> }],
  signedIn: [{ path: 'words', element: <Words /> }],
});

const notices = (version = 'v2'): Record<string, Reply> => ({
  'GET /api/speaker-notices': { body: { data: [{ speaker: 'Ana', notice: NOTICE, version }] } },
});

describe('the notice on a speaker’s recordings', () => {
  it('when a learner first plays a recording of a speaker with a notice, then the notice shows and Play records it and plays', async () => {
    const { played } = fakeAudio();
    const { calls } = mockFetch({
      ...signedIn(),
      ...notices(),
      'GET /api/speaker-notices/accepted': { body: { data: [] } },
      'POST /api/speaker-notices/accepted': { body: { success: true } },
    });
    const { user } = renderApp('/words', { routes });

    const play = await screen.findByRole('button', { name: 'Play tahak' });
    await user.click(play);
    const dialog = await screen.findByRole('dialog', { name: 'About the recordings of Ana' });
    expect(dialog).toHaveAccessibleDescription(NOTICE);
    expect(played).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(played).toEqual(['/api/audio/tahak-ana.mp3']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const accepted = calls.find((c) => c.method === 'POST' && c.path === '/api/speaker-notices/accepted');
    expect(JSON.parse(String(accepted?.init?.body))).toEqual({ speaker: 'Ana', version: 'v2' });

    // Not again: it plays at once (the first press of a playing button stops it).
    await user.click(play);
    await user.click(play);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(played).toEqual(['/api/audio/tahak-ana.mp3', '/api/audio/tahak-ana.mp3']);
  });

  it('when a learner offline chooses Play, then it plays, the acceptance waits in the queue to be sent when back online, and the notice does not show again', async () => {
    const { played } = fakeAudio();
    mockFetch({
      ...signedIn(),
      ...notices(),
      'GET /api/speaker-notices/accepted': { body: { data: [] } },
      'POST /api/speaker-notices/accepted': networkDown(),
    });
    const { user } = renderApp('/words', { routes });

    const play = await screen.findByRole('button', { name: 'Play tahak' });
    await user.click(play);
    const dialog = await screen.findByRole('dialog', { name: 'About the recordings of Ana' });
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));

    await waitFor(() => expect(played).toEqual(['/api/audio/tahak-ana.mp3']));
    await waitFor(async () =>
      expect((await queuedChanges()).map(({ kind, body }) => ({ kind, body }))).toEqual([
        { kind: 'notice-accepted', body: { speaker: 'Ana', version: 'v2' } },
      ]),
    );
    await user.click(play);
    await user.click(play);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(played).toEqual(['/api/audio/tahak-ana.mp3', '/api/audio/tahak-ana.mp3']);
  });

  it('when the learner chooses Not now, then nothing plays, the focus returns to the button and the notice shows again next time', async () => {
    const { played } = fakeAudio();
    const { calls } = mockFetch({
      ...signedIn(),
      ...notices(),
      'GET /api/speaker-notices/accepted': { body: { data: [] } },
    });
    const { user } = renderApp('/words', { routes });

    const play = await screen.findByRole('button', { name: 'Play tahak' });
    await user.click(play);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(played).toEqual([]);
    expect(play).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'About the recordings of Ana' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(played).toEqual([]);
  });

  it('when the notice changed since the learner accepted it, then it shows again; a speaker without a notice plays at once', async () => {
    const { played } = fakeAudio();
    mockFetch({
      ...signedIn(),
      ...notices('v2'),
      'GET /api/speaker-notices/accepted': { body: { data: [{ speaker: 'Ana', version: 'v1' }] } },
    });
    const { user } = renderApp('/words', { routes });

    await user.click(await screen.findByRole('button', { name: 'Play nipem' }));
    await waitFor(() => expect(played).toEqual(['/api/audio/nipem-ben.mp3']));

    await user.click(screen.getByRole('button', { name: 'Play tahak' }));
    expect(await screen.findByRole('dialog', { name: 'About the recordings of Ana' })).toBeInTheDocument();
    expect(played).toEqual(['/api/audio/nipem-ben.mp3']);
  });

  it('when a visitor chooses Play, then this browser remembers it and the notice does not show again', async () => {
    localStorage.clear();
    const { played } = fakeAudio();
    const { calls } = mockFetch({ ...visitor, ...notices() });
    const first = renderApp('/wordle', { routes });

    await first.user.click(await screen.findByRole('button', { name: 'Play tahak' }));
    await first.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(played).toEqual(['/api/audio/tahak-ana.mp3']));
    expect(calls.some((c) => c.path === '/api/speaker-notices/accepted')).toBe(false);
    first.unmount();

    const second = renderApp('/wordle', { routes });
    await second.user.click(await screen.findByRole('button', { name: 'Play tahak' }));
    await waitFor(() => expect(played).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    localStorage.clear();
  });
});
