import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '../app/route-table';
import { packageUrl } from '../offline/cache-names';
import { dismissFailure } from '../offline/download-manager';
import { clearDownloads } from '../offline/downloads';
import { offlineDb, setOwner } from '../offline/offline-db';
import { seriousAxeViolations } from './axe';
import { holdReplies } from './hold-replies';
import { mockFetch, networkDown, signedIn } from './mock-fetch';
import type { Reply } from './mock-fetch';
import { fakeCaches } from './offline-deck';
import { renderApp, testRoutes } from './render-app';

// The states of "Make available offline" where the learner studies (ADR 067), by role and label, for
// one page: not on the device (its size), downloading, available offline, an update available.
// Sample data, invented: not language material.

interface Options {
  /** The download's key in the catalog ('deck', 'lexicon:chosen', 'lesson:ab12'). */
  downloadKey: string;
  /** What the control calls the download on this page ('your review deck'). */
  label: string;
  /** The page's route, as the app declares it for a signed-in learner. */
  route: AppRoute;
  /** Where the page opens ('/vocab/ab12'). */
  url: string;
  /** What the server answers the page's own calls (the test adds the catalog and the download). */
  pageReplies: Record<string, Reply>;
}

/**
 * Renders the page for a signed-in learner, the server answering `replies` besides the page's own
 * calls; the test may change `replies` as it goes (the same object is the server's answers).
 */
function openPage({ route, url, pageReplies }: Options, replies: Record<string, Reply>) {
  mockFetch(
    Object.assign(replies, {
      ...signedIn(),
      // The app's sync at start stops here: the downloads are the test's.
      'GET /api/wordle-days': networkDown(),
      ...pageReplies,
      ...replies,
    }),
  );
  return renderApp(url, { routes: testRoutes({ signedIn: [route] }) });
}

/** 1.2 MB with its 12 recordings, as the catalog offers it. */
const offered = (key: string, version: string) => ({
  key,
  title: 'Sample download',
  version,
  dataBytes: 4_300,
  audioBytes: 1_195_700,
  audioFiles: 12,
});

/** The download as the device keeps it, at `version`. */
async function keptOnDevice(key: string, version: string) {
  await (
    await offlineDb()
  ).put('downloads', {
    key,
    title: 'Sample download',
    version,
    files: [],
    bytes: 1_200_000,
    savedAt: Date.UTC(2026, 2, 1),
  });
}

const catalog = (key: string, version: string): Record<string, Reply> => ({
  'GET /api/offline/catalog': { body: { data: [offered(key, version)] } },
});

export function describeOfflineControl(page: string, options: Options) {
  const { downloadKey, label } = options;
  const open = (replies: Record<string, Reply>) => openPage(options, replies);
  describe(`"Make available offline" on ${page}`, () => {
    beforeEach(async () => {
      fakeCaches();
      await clearDownloads();
      await setOwner('learner');
      dismissFailure(downloadKey);
    });

    it('when it is not on the device, then it is offered with its size and recordings', async () => {
      open(catalog(downloadKey, 'v1'));

      const button = await screen.findByRole('button', { name: 'Make available offline' });
      expect(button).toHaveAccessibleDescription(`${label}: 1.2 MB, 12 recordings`);
      expect(screen.queryByText(/^Available offline:/)).not.toBeInTheDocument();
      expect(await seriousAxeViolations()).toEqual([]);
    });

    it('when it is pressed, then a progress bar named after the download and a status show while it downloads', async () => {
      const replies = catalog(downloadKey, 'v1');
      const { user } = open(replies);
      const held = holdReplies(packageUrl(downloadKey));
      await user.click(await screen.findByRole('button', { name: 'Make available offline' }));
      await held.asked;

      const progress = await screen.findByRole('progressbar', { name: `Downloading ${label}` });
      expect(progress).toHaveAttribute('aria-valuenow', '0');
      expect(screen.getByText(`Downloading ${label}...`)).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('button', { name: 'Make available offline' })).not.toBeInTheDocument();
      expect(await seriousAxeViolations()).toEqual([]);

      // The server is busy for longer than a download waits: it stops, says so and offers to try again.
      replies[`GET ${packageUrl(downloadKey)}`] = {
        status: 503,
        body: { success: false, error: 'Busy.' },
        headers: { 'Retry-After': '3600' },
      };
      held();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/could not be downloaded\. The server is busy\./);
      expect(within(alert.parentElement!).getByRole('button', { name: 'Try again' })).toBeEnabled();
    });

    it('when it is on the device at the server’s version, then it says so with its size on the device', async () => {
      await keptOnDevice(downloadKey, 'v1');
      open(catalog(downloadKey, 'v1'));

      expect(
        await screen.findByText(`Available offline: ${label}, 1.2 MB on this device.`),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Make available offline' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    });

    it('when the server’s copy changed since it was downloaded, then it says an update is available and offers Update', async () => {
      await keptOnDevice(downloadKey, 'v1');
      // The app brings downloads up to date as it opens: here the connection fails under it.
      open({ ...catalog(downloadKey, 'v2'), [`GET ${packageUrl(downloadKey)}`]: networkDown() });

      const update = await screen.findByRole('button', { name: 'Update' });
      expect(update).toHaveAccessibleDescription(
        `Update available: ${label} changed (1.2 MB, 12 recordings).`,
      );
      expect(screen.queryByText(/^Available offline:/)).not.toBeInTheDocument();
      expect(await seriousAxeViolations()).toEqual([]);
    });
  });
}
