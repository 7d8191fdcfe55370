import { createHash } from 'node:crypto';
import { offlineEntriesPartOf } from '@langapp/shared';
import type { OfflineEntriesPart } from '@langapp/shared';
import type { EntriesRepo } from '../lexicon/entries.repo';

/** The SHA-256 of a value's JSON, base64url (43 characters). */
export const digest = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/** The JSON length of a value in UTF-8 bytes. */
export const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

export type EntryDetail = NonNullable<ReturnType<EntriesRepo['detail']>>;

/**
 * The entries' details in parts (ADR 067), each part's answer (GET /api/offline/entries/:part) with
 * its version, a hash of its details: the same details give the same version, whichever lexicon
 * package lists it.
 */
export function entriesParts(lexiconEntries: readonly { row: { id: number }; detail: EntryDetail }[]) {
  const byPart = new Map<number, Record<string, EntryDetail>>();
  for (const { row, detail } of lexiconEntries) {
    const part = offlineEntriesPartOf(row.id);
    let details = byPart.get(part);
    if (!details) byPart.set(part, (details = {}));
    details[row.id] = detail;
  }
  return [...byPart]
    .sort(([a], [b]) => a - b)
    .map(([part, details]): OfflineEntriesPart => ({ part, version: digest(details), details }));
}
