import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidError } from '../../lib/domain-errors';
import { unpackZip, writeFolder, writeZip } from './zip-archive';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-zip-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('zip archives', () => {
  it('when entries are zipped and unpacked, then every file comes back byte for byte at its path', () => {
    const dir = tempDir();
    const audio = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
    fs.writeFileSync(path.join(dir, 'take.mp3'), audio);
    const zip = path.join(dir, 'out', 'all.zip');
    writeZip(zip, [
      { archivePath: 'data.json', data: '{"a":"ç"}' },
      { archivePath: 'media/take.mp3', sourcePath: path.join(dir, 'take.mp3') },
    ]);
    const into = tempDir();
    unpackZip(zip, into);
    expect(fs.readFileSync(path.join(into, 'data.json'), 'utf8')).toBe('{"a":"ç"}');
    expect(fs.readFileSync(path.join(into, 'media/take.mp3')).equals(audio)).toBe(true);

    const folder = tempDir();
    writeFolder(folder, [{ archivePath: 'audio/take.mp3', sourcePath: path.join(dir, 'take.mp3') }]);
    expect(fs.readFileSync(path.join(folder, 'audio/take.mp3')).equals(audio)).toBe(true);
  });

  it.each(['../evil.txt', 'a/../../evil.txt', '/etc/evil.txt'])(
    'when a name (%s) would land outside the folder, then the archive is refused and nothing is written',
    (name) => {
      const dir = tempDir();
      const zip = path.join(dir, 'bad.zip');
      fs.writeFileSync(zip, zipSync({ 'fine.txt': Buffer.from('x'), [name]: Buffer.from('y') }));
      const into = tempDir();
      expect(() => unpackZip(zip, into)).toThrow(InvalidError);
      expect(() => unpackZip(zip, into)).toThrow('outside its own folder');
      expect(fs.readdirSync(into)).toEqual([]);
      expect(fs.existsSync(path.join(dir, 'evil.txt'))).toBe(false);
    },
  );

  it('when the archive has macOS shadow files, then they are left out', () => {
    const dir = tempDir();
    const zip = path.join(dir, 'mac.zip');
    fs.writeFileSync(
      zip,
      zipSync({ 'words.lift': Buffer.from('<lift/>'), '__MACOSX/._words.lift': Buffer.from('junk') }),
    );
    const into = tempDir();
    unpackZip(zip, into);
    expect(fs.readdirSync(into)).toEqual(['words.lift']);
  });

  it('when the file is not a zip, then it is refused with 400', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'x.zip'), 'PK but not really');
    expect(() => unpackZip(path.join(dir, 'x.zip'), tempDir())).toThrow('not a readable .zip');
  });
});
