import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import { InvalidError, TooLargeError } from '../../lib/domain-errors';

/** An unpacked archive may hold at most this much (a guard against zip bombs). */
const MAX_UNPACKED_BYTES = 4 * 1024 ** 3;

/** One file of an archive: its bytes or text, or the file on disk to read them from. */
export type ArchiveEntry = { archivePath: string } & ({ data: string | Uint8Array } | { sourcePath: string });

// Recordings are compressed already: storing them as they are is as small and much faster.
const STORED = /\.(mp3|m4a|ogg|opus|webm|aac|flac|wav|zip|apkg)$/i;

/** Writes a .zip holding `entries`, creating its folder when needed. */
export function writeZip(target: string, entries: readonly ArchiveEntry[]): void {
  const files: Zippable = {};
  for (const e of entries) {
    const bytes =
      'sourcePath' in e
        ? fs.readFileSync(e.sourcePath)
        : typeof e.data === 'string'
          ? Buffer.from(e.data, 'utf8')
          : e.data;
    files[e.archivePath] = [bytes, { level: STORED.test(e.archivePath) ? 0 : 6 }];
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, zipSync(files));
}

/** Writes `entries` into the folder `dir`, each at its archive path (the unzipped form of writeZip). */
export function writeFolder(dir: string, entries: readonly ArchiveEntry[]): void {
  for (const e of entries) {
    const target = path.join(dir, e.archivePath);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if ('sourcePath' in e) fs.copyFileSync(e.sourcePath, target);
    else fs.writeFileSync(target, e.data);
  }
}

/**
 * Unpacks the .zip at `zipPath` into the empty folder `dir`. Names that would land outside the
 * folder (absolute, `..`) refuse the whole archive; macOS's __MACOSX shadow files are skipped.
 */
export function unpackZip(zipPath: string, dir: string): void {
  const bytes = fs.readFileSync(zipPath);
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        if (total > MAX_UNPACKED_BYTES) throw new TooLarge();
        return !file.name.startsWith('__MACOSX/') && !file.name.endsWith('/');
      },
    });
  } catch (err) {
    if (err instanceof TooLarge)
      throw new TooLargeError(`The zip unpacks to more than ${MAX_UNPACKED_BYTES / 1024 ** 3} GB.`);
    throw new InvalidError('The file is not a readable .zip archive.');
  }
  const root = path.resolve(dir);
  for (const name of Object.keys(files)) {
    const target = path.resolve(root, name.replaceAll('\\', '/'));
    if (path.isAbsolute(name) || !target.startsWith(root + path.sep))
      throw new InvalidError(`The zip holds a file outside its own folder: ${name}`);
  }
  for (const [name, data] of Object.entries(files)) {
    const target = path.resolve(root, name.replaceAll('\\', '/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
  }
}

class TooLarge extends Error {}
