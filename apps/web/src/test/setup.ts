import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { wireOffline } from '../app/offline-wiring';
import { offlineDb } from '../offline/offline-db';
import { clearOutbox } from '../offline/outbox';

// Components tested without the app reach the outbox as the app's do (ADR 074).
wireOffline();

// Every page is a lazy route: its first render waits for its module, which on a busy machine can
// take longer than the default second.
configure({ asyncUtilTimeout: 3000 });

/** Removes every attribute of `element` (lang, class, style, ...). */
function clearAttributes(element: Element) {
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
}

// The test files of a worker share one jsdom (isolate: false, ADR 044): each file starts on the blank
// page and empty storage a fresh jsdom would give it, whatever the file before left.
beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.head, document.body]) clearAttributes(element);
});

afterEach(async () => {
  cleanup();
  // Spies first: a spy on a faked timer must not put the fake back after the real clock returns.
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // IndexedDB is a browser's (fake-indexeddb, as every file shares it): a change a test queued
  // offline must not wait in the next test's page. After the real clock is back: IndexedDB's
  // callbacks run on it. The device belongs to no account again: a test's account must not make the
  // next file's app clear its downloads as another account's.
  await clearOutbox();
  await (await offlineDb()).delete('meta', 'owner');
});
