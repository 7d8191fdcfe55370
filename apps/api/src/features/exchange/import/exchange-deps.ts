import type { Config, ZipLimits } from '../../../config';
import type { Db } from '../../../db/database';
import { ffmpegPath } from '../../../lib/audio-transcode';
import type { Clock } from '../../../lib/clock';

// What every importer and exporter stands on, in a module of its own so that the bundle's and the
// file's services (which call each other's parts) never import each other for it.

/** What the importers and exporters stand on: the CLI and the console's Import page pass the same. */
export interface ExchangeDeps {
  db: Db;
  mediaDir: string;
  ffmpeg: string;
  clock: Clock;
  /** What a .zip may unpack to, and the folder it is unpacked in (ADR 047). */
  zipLimits: ZipLimits;
  scratchDir: string;
}

/** What the server's Import page and the CLI stand on, from the configuration. */
export function exchangeDepsFrom(db: Db, config: Config, clock: Clock): ExchangeDeps {
  return {
    db,
    mediaDir: config.mediaDir,
    ffmpeg: ffmpegPath(config.ffmpegPath),
    clock,
    zipLimits: config.zipLimits,
    scratchDir: config.scratchDir,
  };
}
