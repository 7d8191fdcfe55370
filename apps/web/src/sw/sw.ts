/// <reference lib="webworker" />
/**
 * The service worker (ADR 065): the app's code comes from the precache, so every learner's page
 * opens without a connection; the files of what the learner downloaded (the downloads cache, filled
 * by the page) answer when the network does not; recordings are served whole or by range from it.
 * Nothing else is kept: a call or a recording not downloaded goes to the network as before.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheOnly, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  AUDIO_PATHS,
  CONFIG_CACHE,
  DOWNLOADS_CACHE,
  SERVER_PATHS,
  SESSION_CALLS,
} from '../offline/cache-names';
import { entryFromParts, hasPartOf, lexEntryId } from '../offline/entries-from-parts';
import { answeredOnGameDay, TODAYS_ANSWER, TODAYS_WORDLE_CALLS } from '../offline/todays-wordle';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version waits until the learner chooses "Reload" (the page sends SKIP_WAITING), so a page in
// use never runs half old, half new code. The first version takes the open pages at once.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// Every address of the app is its one page (history-mode routing), from the precache.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [SERVER_PATHS] }));

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The product and contact names: the last copy when offline. The worker registers after the first
// page has loaded, so that page's copies (these names, who is signed in) did not pass through it:
// the install keeps its own. Without them the app still starts (with the default names; the next
// page keeps its copies).
const APP_CONFIG = '/app-config.js';
const keep = (cacheName: string, url: string) =>
  caches
    .open(cacheName)
    .then((cache) => cache.add(url))
    .catch(() => undefined);
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    Promise.all([keep(CONFIG_CACHE, APP_CONFIG), ...SESSION_CALLS.map((url) => keep(DOWNLOADS_CACHE, url))]),
  );
});
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === APP_CONFIG,
  new StaleWhileRevalidate({ cacheName: CONFIG_CACHE }),
);

// Downloaded answers are matched by URL alone: a recording asked for by an <audio> element differs
// from the page's download in its Accept-Encoding, which the server's Vary would otherwise compare.
const matchOptions: CacheQueryOptions = { ignoreVary: true };

/** A downloaded recording: the whole file, or the range the player asks for (seeking works offline). */
const downloadedRecording = new CacheOnly({
  cacheName: DOWNLOADS_CACHE,
  matchOptions,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin()],
});

/** A downloaded call: the server's answer when it comes in time (and the download keeps it), else the copy. */
const downloadedCall = new NetworkFirst({
  cacheName: DOWNLOADS_CACHE,
  networkTimeoutSeconds: 6,
  matchOptions,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});

async function isDownloaded(request: Request): Promise<boolean> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  return (await cache.match(request, matchOptions)) !== undefined;
}

// Who is signed in: kept from the last answer, so the learner's pages open offline (the page clears
// the downloads at sign-out).
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && SESSION_CALLS.includes(url.pathname),
  downloadedCall,
);

/**
 * Today's Wordle (the word list, today's answer): kept from the last answer, network first, so the
 * game of the day opens offline. Refreshed whenever online, so an answer hidden since is gone at the
 * next call; a copy of today's answer kept on an earlier game day is not used.
 */
const todaysWordle = new NetworkFirst({
  cacheName: DOWNLOADS_CACHE,
  networkTimeoutSeconds: 6,
  matchOptions,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    {
      cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
        cachedResponse &&
        (new URL(request.url).pathname !== TODAYS_ANSWER || answeredOnGameDay(cachedResponse, new Date()))
          ? cachedResponse
          : null,
    },
  ],
});
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === 'GET' &&
    url.search === '' &&
    TODAYS_WORDLE_CALLS.includes(url.pathname),
  todaysWordle,
);

/** The network's answer, or null when it fails or is slower than the downloaded calls may wait. */
async function networkWithin(request: Request, seconds: number): Promise<Response | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), seconds * 1000);
  });
  try {
    return await Promise.race([fetch(request).catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

// An entry's details (GET /api/lex-entry/:id), any entry of a downloaded dictionary (ADR 067): the
// server's answer when it comes in time, else the download's part that holds it.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && lexEntryId(url.pathname) !== null,
  async ({ request, url }: RouteHandlerCallbackOptions) => {
    const id = lexEntryId(url.pathname)!;
    const req = request as Request;
    if (!(await hasPartOf(id))) return fetch(req);
    return (await networkWithin(req.clone(), 6)) ?? (await entryFromParts(id)) ?? fetch(req);
  },
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && SERVER_PATHS.test(url.pathname),
  async (options: RouteHandlerCallbackOptions) => {
    const { request, url } = options as RouteHandlerCallbackOptions & { request: Request; url: URL };
    if (!(await isDownloaded(request))) return fetch(request);
    return AUDIO_PATHS.test(url.pathname)
      ? downloadedRecording.handle(options)
      : downloadedCall.handle(options);
  },
);
