import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type request from 'supertest';
import { afterEach } from 'vitest';
import { DEFAULT_ZIP_LIMITS } from '../config';
import type { Db } from '../db/database';
import type { ExchangeDeps } from '../features/exchange/import/exchange-deps';
import { createContentHistory } from '../features/history/content-history';
import { createLexiconIo } from '../features/lexicon/lexicon-io.service';
import { ffmpegPath } from '../lib/audio-transcode';
import { FixedClock } from '../lib/clock';
import type { Clock } from '../lib/clock';
import { createRepos } from '../repos';
import { migratedDb } from './test-app';

/** Makes temporary folders named `prefix…`, each removed after the test that made it. */
export function useTempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
}

/** Reads any answer's body as bytes (supertest parses only text and JSON): `.buffer(true).parse(asBytes)`. */
export function asBytes(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** An installation of the tests: what the importers stand on, and its database to look into. */
export type Installation = ExchangeDeps & { db: Db };

/**
 * The repos and the content history of a database, as `createServices` gives them to the import
 * service (ADR 075): for tests that call the pipeline's parts directly.
 */
export function exchangeDepsOver(db: Db, clock: Clock) {
  return { repos: createRepos(db), history: createContentHistory(db, clock), clock };
}

/** The spreadsheet reader and writer over a database, at the clock `now` gives. */
export function lexiconIoOver(db: Db, now: () => Date) {
  return createLexiconIo(exchangeDepsOver(db, { now }));
}

/**
 * Temporary folders and whole installations (a migrated database, a media folder, a clock) for the
 * tests of moving data between installations. Call at the top of a test file: the folders are
 * removed after each test.
 */
export function useInstallations(prefix: string) {
  const tempDir = useTempDirs(prefix);
  const installation = (): Installation => {
    const db = migratedDb();
    const clock = new FixedClock(new Date('2026-11-24T09:00:00Z'));
    return {
      db,
      ...exchangeDepsOver(db, clock),
      mediaDir: path.join(tempDir(), 'media'),
      ffmpeg: ffmpegPath(),
      zipLimits: DEFAULT_ZIP_LIMITS,
      scratchDir: path.join(tempDir(), 'scratch'),
    };
  };
  return { tempDir, installation };
}
