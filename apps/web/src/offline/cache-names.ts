/**
 * The names the page and the service worker share (ADR 065). The service worker's precache (the
 * app's code) is Workbox's own; these hold what the learner chose to keep offline.
 */

/** The files of every download (API answers and recordings), each under its own URL. */
export const DOWNLOADS_CACHE = 'offline-downloads-v1';

/**
 * Where a download's package is kept (without the time zone it was asked with): here, not in
 * downloads.ts, so that the deck's module reads it without importing the downloads back (ADR 074).
 */
export const packageUrl = (key: string) => `/api/offline/package/${encodeURIComponent(key)}`;

/** The runtime configuration script (/app-config.js), kept so the app starts without a connection. */
export const CONFIG_CACHE = 'app-config-v1';

/** Addresses that are the server's and never the app's pages: a navigation to one goes to the network. */
export const SERVER_PATHS = /^\/(api|email|media|lesson-recordings|healthz|readyz)(\/|$)/;

/**
 * Recordings: served from the downloads as complete files, a range of them cut on the device (a
 * text's whole recording too: the read-along seeks in it, ADR 093).
 */
export const AUDIO_PATHS =
  /^\/(api\/audio\/|api\/audio-sent\/|api\/text-audio\/|media\/|lesson-recordings\/)/;

/** The calls every signed-in page starts with, kept from their last answer so a page opens offline. */
export const SESSION_CALLS: readonly string[] = ['/api/who'];
