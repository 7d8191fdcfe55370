import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ZIP_LIMITS } from '../../config';
import type { ZipLimits } from '../../config';
import { InvalidError } from '../../lib/domain-errors';
import { useTempDirs } from '../../test-support/installation';
import { unpackZip, writeFolder, writeZip } from './zip-archive';

const tempDir = useTempDirs('langapp-zip-');
const MB = 1024 ** 2;

/** Everything under `dir`, as paths relative to it. */
const filesIn = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort();

/** Bytes that do not compress (a recording's are like that). */
const noise = (size: number) => randomBytes(size);

interface HandEntry {
  name: string;
  /** The entry's bytes are this many zeros, deflated a chunk at a time (200 MB deflate to 200 KB). */
  zeros: number;
  /** What its headers say it unpacks to, when they lie. */
  declaredSize?: number;
  /** The external attributes (a Unix mode in the top 16 bits). */
  attrs?: number;
}

/**
 * Writes a zip by hand, as a zip bomb's maker would: deflated zeros, headers saying what they
 * are told to. Made by zlib a MB at a time, so the test holds only the compressed bytes.
 */
async function handZip(file: string, entries: readonly HandEntry[]): Promise<void> {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const deflate = zlib.createDeflateRaw({ level: 9 });
    const out: Buffer[] = [];
    deflate.on('data', (c: Buffer) => out.push(c));
    const done = new Promise((resolve) => deflate.on('end', resolve));
    const chunk = Buffer.alloc(MB);
    let crc = 0;
    for (let left = e.zeros; left > 0; left -= MB) {
      const part = chunk.subarray(0, Math.min(MB, left));
      crc = zlib.crc32(part, crc);
      if (!deflate.write(part)) await new Promise((r) => deflate.once('drain', r));
    }
    deflate.end();
    await done;
    const data = Buffer.concat(out);
    const name = Buffer.from(e.name, 'utf8');
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x800, at + 2); // UTF-8 names
      header.writeUInt16LE(8, at + 4); // deflated
      header.writeUInt32LE(0x00210000, at + 6); // 1980-01-01 00:00
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(e.declaredSize ?? e.zeros, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(0x0314, 4); // made by: Unix
    fields(dir, 6);
    dir.writeUInt32LE(e.attrs ?? 0o100644 * 0x10000, 38);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    central.push(dir, name);
    offset += local.length + name.length + data.length;
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  fs.writeFileSync(file, Buffer.concat([...parts, ...central, end]));
}

/** Unpacks `zip` with `limits` into a new folder; returns the folder and the error it threw. */
async function unpackFailing(zip: string, limits: Partial<ZipLimits> = {}) {
  const into = tempDir();
  const error = await unpackZip(zip, into, { ...DEFAULT_ZIP_LIMITS, ...limits }).then(
    () => undefined,
    (err: unknown) => err,
  );
  return { into, error };
}

describe('zip archives', () => {
  it('when entries are zipped and unpacked, then every file comes back byte for byte at its path', async () => {
    const dir = tempDir();
    const audio = noise(3 * MB + 123); // more than one chunk read, written and unpacked
    fs.writeFileSync(path.join(dir, 'take.mp3'), audio);
    const words = noise(2 * MB).toString('base64');
    fs.writeFileSync(path.join(dir, 'words.lift'), words);
    fs.writeFileSync(path.join(dir, 'empty.txt'), '');
    const zip = path.join(dir, 'out', 'all.zip');
    writeZip(zip, [
      { archivePath: 'data.json', data: '{"a":"ç"}' },
      { archivePath: 'media/take.mp3', sourcePath: path.join(dir, 'take.mp3') },
      { archivePath: 'words.lift', sourcePath: path.join(dir, 'words.lift') },
      { archivePath: 'empty.txt', sourcePath: path.join(dir, 'empty.txt') },
      { archivePath: 'ça/été.txt', data: new Uint8Array([1, 2, 3]) },
    ]);
    const into = tempDir();
    await unpackZip(zip, into, DEFAULT_ZIP_LIMITS);
    expect(filesIn(into)).toEqual([
      'data.json',
      'empty.txt',
      'media',
      'media/take.mp3',
      'words.lift',
      'ça',
      'ça/été.txt',
    ]);
    expect(fs.readFileSync(path.join(into, 'data.json'), 'utf8')).toBe('{"a":"ç"}');
    expect(fs.readFileSync(path.join(into, 'media/take.mp3')).equals(audio)).toBe(true);
    expect(fs.readFileSync(path.join(into, 'words.lift'), 'utf8')).toBe(words);
    expect(fs.readFileSync(path.join(into, 'empty.txt'))).toHaveLength(0);
    expect([...fs.readFileSync(path.join(into, 'ça/été.txt'))]).toEqual([1, 2, 3]);

    const folder = tempDir();
    writeFolder(folder, [{ archivePath: 'audio/take.mp3', sourcePath: path.join(dir, 'take.mp3') }]);
    expect(fs.readFileSync(path.join(folder, 'audio/take.mp3')).equals(audio)).toBe(true);
  });

  it.each([
    '../evil.txt',
    'a/../../evil.txt',
    '/etc/evil.txt',
    '..\\evil.txt',
    'a\\..\\..\\evil.txt',
    'C:/evil.txt',
    'c:evil.txt',
  ])(
    'when a name (%s) would land outside the folder, then the archive is refused and nothing is written',
    async (name) => {
      const dir = tempDir();
      const zip = path.join(dir, 'bad.zip');
      fs.writeFileSync(zip, zipSync({ 'fine.txt': Buffer.from('x'), [name]: Buffer.from('y') }));
      const { into, error } = await unpackFailing(zip);
      expect(error).toBeInstanceOf(InvalidError);
      expect((error as Error).message).toBe(
        `The zip holds a file outside its own folder: ${name.replaceAll('\\', '/')}`,
      );
      expect(filesIn(into)).toEqual([]);
      expect(fs.existsSync(path.join(dir, 'evil.txt'))).toBe(false);
    },
  );

  it('when an entry is a symbolic link, then the archive is refused and nothing is written', async () => {
    const zip = path.join(tempDir(), 'link.zip');
    await handZip(zip, [
      { name: 'fine.txt', zeros: 10 },
      { name: 'audio', zeros: 4, attrs: 0o120777 * 0x10000 },
    ]);
    const { into, error } = await unpackFailing(zip);
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as Error).message).toBe('The zip holds a symbolic link, which is not imported: audio');
    expect(filesIn(into)).toEqual([]);
  });

  it('when the archive has macOS shadow files, then they are left out', async () => {
    const dir = tempDir();
    const zip = path.join(dir, 'mac.zip');
    fs.writeFileSync(
      zip,
      zipSync({ 'words.lift': Buffer.from('<lift/>'), '__MACOSX/._words.lift': Buffer.from('junk') }),
    );
    const into = tempDir();
    await unpackZip(zip, into, DEFAULT_ZIP_LIMITS);
    expect(filesIn(into)).toEqual(['words.lift']);
  });

  it('when the file is not a zip, then it is refused as unreadable', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'x.zip'), 'PK but not really');
    const { error } = await unpackFailing(path.join(dir, 'x.zip'));
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as Error).message).toBe('The file is not a readable .zip archive.');
  });

  it('when an entry holds fewer bytes than its header says, then the archive is refused as damaged and nothing is written', async () => {
    const zip = path.join(tempDir(), 'short.zip');
    await handZip(zip, [
      { name: 'a.txt', zeros: 10 },
      { name: 'b.txt', zeros: 10, declaredSize: 50 },
    ]);
    const { into, error } = await unpackFailing(zip);
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as Error).message).toBe(
      'The zip is damaged: b.txt holds 10 bytes where its header says 50.',
    );
    expect(filesIn(into)).toEqual([]);
  });
});

describe('zip limits', () => {
  it('when a file of 200 MB of zeros is zipped (a zip bomb of 200 KB), then it is refused naming the ratio limit, and nothing is written', async () => {
    const zip = path.join(tempDir(), 'bomb.zip');
    await handZip(zip, [
      { name: 'words.lift', zeros: 1000 },
      { name: 'data.xml', zeros: 200 * MB },
    ]);
    expect(fs.statSync(zip).size).toBeLessThan(300 * 1024);
    const { into, error } = await unpackFailing(zip);
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as Error).message).toBe(
      'data.xml in the zip unpacks to more than 100 times its compressed size, as only a zip bomb does (ZIP_MAX_COMPRESSION_RATIO).',
    );
    expect(filesIn(into)).toEqual([]);
  });

  it("when the bomb's headers say it is small, then the bytes as they come are counted and it is stopped at the ratio limit", async () => {
    const zip = path.join(tempDir(), 'lying-bomb.zip');
    await handZip(zip, [{ name: 'data.xml', zeros: 200 * MB, declaredSize: 1000 }]);
    const { into, error } = await unpackFailing(zip);
    // Without the count it would unpack all 200 MB and then find the entry damaged.
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as Error).message).toContain('(ZIP_MAX_COMPRESSION_RATIO)');
    expect(filesIn(into)).toEqual([]);
  });

  it('when recordings, which the ratio leaves alone, unpack to more than the total, then the archive is refused naming that limit, and nothing is written', async () => {
    const zip = path.join(tempDir(), 'silence.zip');
    await handZip(zip, [
      { name: 'audio/a.wav', zeros: 6 * MB },
      { name: 'audio/b.wav', zeros: 6 * MB, declaredSize: 4 * MB },
    ]);
    const limits = { maxUnpackedBytes: 10 * MB };
    // Each file fits and the headers' total (10 MB) does; the bytes (12 MB) do not.
    const { into, error } = await unpackFailing(zip, limits);
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as Error).message).toBe(
      'The zip unpacks to more than 10 MB, the most an import may hold (ZIP_MAX_UNPACKED_MB).',
    );
    expect(filesIn(into)).toEqual([]);

    // Exactly at the limit is within it.
    const fits = path.join(tempDir(), 'fits.zip');
    await handZip(fits, [
      { name: 'audio/a.wav', zeros: 6 * MB },
      { name: 'audio/b.wav', zeros: 4 * MB },
    ]);
    const ok = tempDir();
    await unpackZip(fits, ok, { ...DEFAULT_ZIP_LIMITS, ...limits });
    expect(fs.statSync(path.join(ok, 'audio/b.wav')).size).toBe(4 * MB);
  });

  it('when the headers say the archive unpacks to more than the total, then it is refused before that entry is read, and nothing is left', async () => {
    const zip = path.join(tempDir(), 'big.zip');
    await handZip(zip, [
      { name: 'audio/a.mp3', zeros: 10 },
      { name: 'audio/b.mp3', zeros: 10, declaredSize: 2 * MB },
    ]);
    const { into, error } = await unpackFailing(zip, { maxUnpackedBytes: MB });
    expect((error as Error).message).toContain('(ZIP_MAX_UNPACKED_MB)');
    expect(filesIn(into)).toEqual([]);
  });

  it('when the archive holds more files than allowed, then it is refused naming the limit, and nothing is written', async () => {
    const zip = path.join(tempDir(), 'many.zip');
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.txt`, Buffer.from('x')]));
    fs.writeFileSync(zip, zipSync(files));
    const { into, error } = await unpackFailing(zip, { maxFiles: 5 });
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as Error).message).toBe(
      'The zip holds more than 5 files and folders, the most an import may hold (ZIP_MAX_FILES).',
    );
    expect(filesIn(into)).toEqual([]);

    await unpackZip(zip, into, { ...DEFAULT_ZIP_LIMITS, maxFiles: 6 });
    expect(filesIn(into)).toHaveLength(6);
  });

  it('when a small text compresses very well, then it is not taken for a bomb', async () => {
    const zip = path.join(tempDir(), 'manifest.zip');
    await handZip(zip, [{ name: 'langapp-bundle.json', zeros: MB }]);
    const into = tempDir();
    await unpackZip(zip, into, DEFAULT_ZIP_LIMITS);
    expect(fs.statSync(path.join(into, 'langapp-bundle.json')).size).toBe(MB);
  });
});
