import { offlineCatalogResponseSchema } from '@langapp/shared';
import type { OfflineCatalogItem } from '@langapp/shared';
import { getJson } from '../lib/api-client';
import { timeZoneParam } from '../lib/time-zone';
import { offlineDb } from './offline-db';
import type { DownloadRecord } from './offline-db';

/**
 * What a "Make available offline" control reads before anything is downloaded (ADR 067): the
 * server's catalog and the downloads on this device. Apart from downloads.ts, whose code (the
 * packages, the calls each page makes, the api modules they name) loads only when a download
 * starts or one kept on the device is brought up to date (ADR 078: /words's budget).
 */

/** A download the server offers this account (GET /api/offline/catalog). */
export type CatalogEntry = OfflineCatalogItem;

export async function fetchCatalog(): Promise<CatalogEntry[]> {
  return (await getJson(`/api/offline/catalog?${timeZoneParam()}`, offlineCatalogResponseSchema)).data;
}

export async function downloadRecords(): Promise<DownloadRecord[]> {
  return (await offlineDb()).getAll('downloads');
}

/** How far a download has come. */
export interface Progress {
  done: number;
  total: number;
  /** Seconds the download waits for the server (its Retry-After) before asking again, while it does. */
  waitSeconds?: number;
}
