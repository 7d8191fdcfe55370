import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sniffAudio } from '../../lib/audio-transcode';
import type { FoundMedia } from './lift-entry-plan';
import type { createLiftRepo } from './lift.repo';

// The recordings a LIFT file names (ADR 049): found beside it, checked by their first bytes and
// hashed, so that a file a take has already is not added again.

/**
 * The file a media href names, inside `dir` or its audio/ folder (FLEx keeps recordings there and
 * names them by file name alone), as written or URL-decoded; undefined when it is in neither.
 * Hrefs that would leave the folder (absolute, `..`, a URL of another scheme) are 'unsafe'.
 */
function mediaPath(dir: string, href: string): string | 'unsafe' | undefined {
  const names = [href.replace(/^file:\/\//i, '')];
  try {
    names.push(decodeURIComponent(names[0]!));
  } catch {
    // Not URL-encoded: the name as written is the only one.
  }
  const root = path.resolve(dir);
  for (const raw of names) {
    const name = raw.replaceAll('\\', '/');
    if (/^[a-z][a-z0-9+.-]*:/i.test(name) || path.isAbsolute(name) || name.split('/').includes('..'))
      return 'unsafe';
    for (const candidate of [path.resolve(root, name), path.resolve(root, 'audio', name)]) {
      if (
        candidate.startsWith(root + path.sep) &&
        fs.existsSync(candidate) &&
        fs.statSync(candidate).isFile()
      )
        return candidate;
    }
  }
  return undefined;
}

/** The recording an href names, checked: its kind (by its first bytes) and its bytes' hash; else why not. */
export function checkMedia(dir: string, href: string): FoundMedia | string {
  const file = mediaPath(dir, href);
  if (file === 'unsafe') return `${href} is not a file beside the LIFT file.`;
  if (!file) return `${href} is not in the LIFT file's folder or its audio folder.`;
  const { hash, head } = digestOf(file);
  const container = sniffAudio(head);
  if (!container) return `${href} is not an audio recording.`;
  return { sourceName: path.basename(file), file, container, hash };
}

/** One buffer the files are read through (a recording may be large; 20,000 small ones must not each get one). */
const CHUNK = Buffer.allocUnsafeSlow(1024 * 1024);

/** A file's SHA-256 (base64) and its first bytes, read a chunk at a time. */
function digestOf(file: string): { hash: string; head: Buffer } {
  const sha = createHash('sha256');
  let head = Buffer.alloc(0);
  const fd = fs.openSync(file, 'r');
  try {
    for (let n; (n = fs.readSync(fd, CHUNK, 0, CHUNK.length, null)) > 0;) {
      if (head.length === 0) head = Buffer.from(CHUNK.subarray(0, Math.min(n, 16)));
      sha.update(CHUNK.subarray(0, n));
    }
  } finally {
    fs.closeSync(fd);
  }
  return { hash: sha.digest('base64'), head };
}

/** Runs `job` over `items`, `width` at a time. */
export async function inParallel<T>(
  items: T[],
  width: number,
  job: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/** The hashes of the files of an entry's live takes (original and MP3). */
export function storedHashes(
  repo: ReturnType<typeof createLiftRepo>,
  wordsDir: string,
  lexId: number,
): Set<string> {
  const hashes = new Set<string>();
  for (const take of repo.takesOf(lexId))
    for (const name of [take.original, take.filename])
      if (name && fs.existsSync(path.join(wordsDir, name)))
        hashes.add(digestOf(path.join(wordsDir, name)).hash);
  return hashes;
}
