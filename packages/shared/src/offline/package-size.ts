/** What a downloaded package weighs (ADR 064). */
export interface OfflinePackageSize {
  /** Its JSON as the server sends it, before any compression (UTF-8 bytes). */
  dataBytes: number;
  /** The recording files it lists, as stored on the server. */
  audioBytes: number;
  audioFiles: number;
  /** What the device downloads and keeps: the JSON and every file. */
  totalBytes: number;
}

/** The length of `text` in UTF-8, as the server sends it (a lone surrogate as U+FFFD, 3 bytes). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The size of a package (GET /api/offline/package/:key's answer, as sent or as parsed again): the
 * catalog reports it before a download, and the benchmark measures downloads with it.
 */
export function offlinePackageSize(pkg: { audio: readonly { bytes: number }[] }): OfflinePackageSize {
  const dataBytes = utf8Bytes(JSON.stringify(pkg));
  const audioBytes = pkg.audio.reduce((sum, file) => sum + file.bytes, 0);
  return { dataBytes, audioBytes, audioFiles: pkg.audio.length, totalBytes: dataBytes + audioBytes };
}
