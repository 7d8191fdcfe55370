/** The sample rate of the silence: low, as it carries nothing (8 kHz, 8-bit, mono: 8 KB a second). */
const RATE = 8000;

/**
 * A WAV file of `ms` milliseconds of silence (8-bit PCM, whose silence is 128). Listen plays its
 * pauses through the same audio element as the recordings (ADR 081): a page that keeps playing is
 * not suspended by the browser with the screen off, and the lock screen's controls stay.
 */
export function silentWavBytes(ms: number): ArrayBuffer {
  const samples = Math.max(1, Math.round((RATE * Math.max(0, ms)) / 1000));
  const buffer = new ArrayBuffer(44 + samples);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // the fmt chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE, true); // bytes a second
  view.setUint16(32, 1, true); // bytes a frame
  view.setUint16(34, 8, true); // bits a sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  new Uint8Array(buffer, 44).fill(128);
  return buffer;
}

const silentWav = (ms: number) => new Blob([silentWavBytes(ms)], { type: 'audio/wav' });

/**
 * Addresses of silences, made once per length (to the tenth of a second) and released by `release`.
 */
export function silenceUrls(): { url: (ms: number) => string; release: () => void } {
  const made = new Map<number, string>();
  return {
    url(ms) {
      const tenths = Math.max(1, Math.round(ms / 100));
      let url = made.get(tenths);
      if (url === undefined) {
        url = URL.createObjectURL(silentWav(tenths * 100));
        made.set(tenths, url);
      }
      return url;
    },
    release() {
      for (const url of made.values()) URL.revokeObjectURL(url);
      made.clear();
    },
  };
}
