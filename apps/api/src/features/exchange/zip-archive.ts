import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import type { ZipLimits } from '../../config';
import { DomainError, InvalidError, TooLargeError } from '../../lib/domain-errors';

/** One file of an archive: its bytes or text, or the file on disk to read them from. */
export type ArchiveEntry = { archivePath: string } & ({ data: string | Uint8Array } | { sourcePath: string });

// Recordings are compressed already: storing them as they are is as small and much faster. They
// are also the files the compression ratio limit leaves alone (a WAV of silence may deflate well).
const COMPRESSED = /\.(mp3|m4a|ogg|opus|webm|aac|flac|wav|zip|apkg)$/i;

/** Files are read and written this many bytes at a time. */
const CHUNK_BYTES = 1024 ** 2;
/** A zip without zip64 records (fflate writes none) cannot hold offsets or sizes past this. */
const MAX_ZIP_BYTES = 0xffffffff;

/**
 * Writes a .zip holding `entries`, creating its folder when needed. The archive is streamed to the
 * file a chunk at a time, so memory stays flat whatever the recordings weigh (ADR 047).
 */
export function writeZip(target: string, entries: readonly ArchiveEntry[]): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const fd = fs.openSync(target, 'w');
  const state: { written: number; failure: Error | null } = { written: 0, failure: null };
  try {
    const zip = new Zip((err, chunk) => {
      if (err) state.failure ??= err;
      if (state.failure) return;
      state.written += chunk.length;
      if (state.written > MAX_ZIP_BYTES)
        state.failure = new TooLargeError('A .zip over 4 GB cannot be written.');
      else writeAll(fd, chunk);
    });
    for (const e of entries) {
      const file = COMPRESSED.test(e.archivePath)
        ? new ZipPassThrough(e.archivePath)
        : new ZipDeflate(e.archivePath, { level: 6 });
      zip.add(file);
      if ('sourcePath' in e) pushFile(file, e.sourcePath);
      else file.push(typeof e.data === 'string' ? Buffer.from(e.data, 'utf8') : e.data, true);
      if (state.failure) break;
    }
    if (!state.failure) zip.end();
    if (state.failure) throw state.failure;
  } catch (err) {
    fs.closeSync(fd);
    fs.rmSync(target, { force: true });
    throw err;
  }
  fs.closeSync(fd);
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) at += fs.writeSync(fd, bytes, at);
}

/** Pushes the file at `source` into a zip entry, a chunk at a time. */
function pushFile(file: ZipPassThrough | ZipDeflate, source: string): void {
  const fd = fs.openSync(source, 'r');
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      const n = fs.readSync(fd, chunk, 0, CHUNK_BYTES, null);
      // A short read is not the end; only a read of nothing is (the last push may be empty).
      file.push(chunk.subarray(0, n), n === 0);
      if (n === 0) return;
    }
  } finally {
    fs.closeSync(fd);
  }
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

/** A file's ratio is judged once it has unpacked this much: small files may compress very well. */
const RATIO_GRACE_BYTES = 1024 ** 2;
const MB = 1024 ** 2;

/** Failures of the disk, the server's to fix; any other failure to unpack is the file's. */
const DISK_FAULTS = new Set(['ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'EROFS', 'EMFILE', 'ENFILE', 'EIO']);

/**
 * Unpacks the .zip at `zipPath` into the empty folder `dir`, entry by entry, each streamed to its
 * file (ADR 047). `limits` are checked against each entry's declared sizes before it is read, and
 * against the bytes actually unpacked while it is (headers may lie): past a limit the stream stops
 * and an InvalidError names the limit. Names that would land outside the folder (absolute, a drive
 * letter, `..`, also written with backslashes) and symbolic links refuse the whole archive with an
 * InvalidError; macOS's __MACOSX shadow files are skipped. When it throws, `dir` is left empty.
 */
export async function unpackZip(zipPath: string, dir: string, limits: ZipLimits): Promise<void> {
  const root = path.resolve(dir);
  if (fs.readdirSync(root).length > 0) throw new Error(`unpackZip needs an empty folder: ${root}`);
  let zip: ZipFile | undefined;
  try {
    // Sizes are checked here, against the bytes as they come, not by yauzl against the headers.
    zip = await yauzl.openPromise(zipPath, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: false,
    });
    // yauzl reports a failure to close the file as an error, possibly after we stopped listening.
    zip.on('error', () => {});
    // yauzl reads exactly this many entries from the central directory.
    if (zip.entryCount > limits.maxFiles) throw tooManyFiles(limits);
    const declared = new UnpackMeter(limits);
    const unpacked = new UnpackMeter(limits);
    for await (const entry of zip.eachEntry()) {
      // Backslashes are read as folder separators (strictFileNames false).
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        false,
      );
      if (name.startsWith('__MACOSX/')) continue;
      const folder = name.endsWith('/');
      const target = targetIn(root, name, folder);
      if (isSymlink(entry))
        throw new InvalidError(`The zip holds a symbolic link, which is not imported: ${name}`);
      if (folder) {
        fs.mkdirSync(target, { recursive: true });
        continue;
      }
      const file = {
        name,
        compressed: entry.compressedSize,
        ratioLimited: entry.compressionMethod !== 0 && !COMPRESSED.test(name),
      };
      declared.add(file, entry.uncompressedSize, entry.uncompressedSize);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      let bytes = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          try {
            unpacked.add(file, chunk.length, bytes);
            done(null, chunk);
          } catch (err) {
            done(err as Error);
          }
        },
      });
      await pipeline(await zip.openReadStreamPromise(entry), meter, fs.createWriteStream(target));
      if (bytes !== entry.uncompressedSize)
        throw new InvalidError(
          `The zip is damaged: ${name} holds ${bytes} bytes where its header says ${entry.uncompressedSize}.`,
        );
    }
  } catch (err) {
    zip?.close();
    for (const name of fs.readdirSync(root))
      fs.rmSync(path.join(root, name), { recursive: true, force: true });
    if (err instanceof DomainError) throw err;
    if (err instanceof Error && DISK_FAULTS.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
    throw new InvalidError('The file is not a readable .zip archive.');
  }
}

/** Where the entry `name` lands in `root`; refuses a name that would land anywhere else. */
function targetIn(root: string, name: string, folder: boolean): string {
  const target = path.resolve(root, name);
  const inside = target.startsWith(root + path.sep) || (folder && target === root);
  if (path.isAbsolute(name) || /^[a-z]:/i.test(name) || !inside)
    throw new InvalidError(`The zip holds a file outside its own folder: ${name}`);
  return target;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** A Unix zip tool keeps the file's mode in the top half of the external attributes. */
const isSymlink = (entry: Entry) => ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

// Past a limit the archive is refused as bad input (400, exit 2), as issue 25 asks: the upload itself
// was within its size; what it unpacks to is what is refused.
const tooManyFiles = (limits: ZipLimits) =>
  new InvalidError(
    `The zip holds more than ${limits.maxFiles} files and folders, the most an import may hold (ZIP_MAX_FILES).`,
  );

/** The bytes an archive unpacks to, counted as they come; throws when they pass a limit. */
class UnpackMeter {
  private total = 0;
  constructor(private readonly limits: ZipLimits) {}

  /**
   * Counts `more` bytes of `file`, which has now unpacked `fileBytes` from its `compressed` ones.
   * Only a file that is not a recording, and deflated, has its ratio judged.
   */
  add(
    file: { name: string; compressed: number; ratioLimited: boolean },
    more: number,
    fileBytes: number,
  ): void {
    const { maxUnpackedBytes, maxCompressionRatio } = this.limits;
    this.total += more;
    if (this.total > maxUnpackedBytes)
      throw new InvalidError(
        `The zip unpacks to more than ${+(maxUnpackedBytes / MB).toFixed(1)} MB, the most an import may hold (ZIP_MAX_UNPACKED_MB).`,
      );
    if (
      file.ratioLimited &&
      fileBytes > RATIO_GRACE_BYTES &&
      fileBytes > maxCompressionRatio * Math.max(file.compressed, 1)
    )
      throw new InvalidError(
        `${file.name} in the zip unpacks to more than ${maxCompressionRatio} times its compressed size, as only a zip bomb does (ZIP_MAX_COMPRESSION_RATIO).`,
      );
  }
}
