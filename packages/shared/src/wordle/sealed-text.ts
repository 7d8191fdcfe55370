/*
 * The answers of the coming Wordle days as a signed-in learner's device keeps them (ADR 066): not
 * plain text, so a glance at the network panel or at the browser's storage does not spoil a game.
 * This is no secret: the salt travels with the text and this code is the app's, so a learner who
 * sets out to read the answers can. Any game played offline has its answers on the device.
 */

/** A 32-bit hash of a string (FNV-1a): the seed of a day's key stream. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The bytes mixed into a day's text (xorshift32, seeded by the salt and the day). */
function keyStream(salt: string, day: string): () => number {
  let x = hash(`${salt}|${day}`) || 0x9e3779b9;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x & 0xff;
  };
}

/** The UTF-8 bytes of `text` (on the platform's URI encoding: this package has no DOM or Node library). */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  const encoded = encodeURIComponent(text);
  for (let i = 0; i < encoded.length; i += 1) {
    if (encoded[i] === '%') {
      bytes.push(parseInt(encoded.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(encoded.charCodeAt(i));
  }
  return bytes;
}

const hex = (byte: number) => byte.toString(16).padStart(2, '0');

function mix(bytes: readonly number[], salt: string, day: string): number[] {
  const next = keyStream(salt, day);
  return bytes.map((byte) => byte ^ next());
}

/** `text` sealed for `day` with `salt`, in hexadecimal: `unsealText` reads it back with the same day and salt. */
export function sealText(text: string, day: string, salt: string): string {
  return mix(utf8(text), salt, day).map(hex).join('');
}

/** The text `sealText` sealed for `day` with `salt`; null when `sealed` is not such a text. */
export function unsealText(sealed: string, day: string, salt: string): string | null {
  if (!/^(?:[0-9a-f]{2})*$/.test(sealed)) return null;
  const bytes = (sealed.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  try {
    return decodeURIComponent(
      mix(bytes, salt, day)
        .map((byte) => `%${hex(byte)}`)
        .join(''),
    );
  } catch {
    return null;
  }
}
