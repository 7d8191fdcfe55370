import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sameBytes } from './bundle-feed';

describe('sameBytes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-same-bytes-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, bytes: Buffer) => {
    fs.writeFileSync(path.join(dir, name), bytes);
    return path.join(dir, name);
  };
  // Over a megabyte, so the comparison runs over more than one chunk.
  const big = Buffer.alloc((1 << 20) + 5000, 7);
  const changedLate = Buffer.from(big);
  changedLate[big.length - 1] = 8;

  it.each([
    ['the same bytes over several chunks', big, big, true],
    ['a byte changed in the last chunk', big, changedLate, false],
    ['one file longer', big, big.subarray(0, big.length - 1), false],
    ['two empty files', Buffer.alloc(0), Buffer.alloc(0), true],
  ])('when the files hold %s, then they are the same: %s', (_, a, b, same) => {
    expect(sameBytes(file('a', a), file('b', b))).toBe(same);
  });

  it('when a file is missing, then they are not the same', () => {
    expect(sameBytes(file('a', big), path.join(dir, 'missing'))).toBe(false);
  });
});
