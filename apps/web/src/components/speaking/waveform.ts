/**
 * One waveform of the comparison (the speaker's or the learner's), as the view drives it. The view
 * is written against this, so that its test can give it a waveform without a browser's audio; the
 * product's is wavesurfer.js (wavesurfer-waveform.ts).
 */
export interface Waveform {
  /** Fetches or reads the recording, draws it, and answers its first channel as decoded. */
  load(source: string | Blob): Promise<DecodedAudio>;
  /** Plays from `start` to `end` (seconds; the whole by default); resolves when it stops or ends. */
  play(start?: number, end?: number): Promise<void>;
  stop(): void;
  /** 0.75 speed, its pitch kept (the media element's preservesPitch), or back to 1. */
  setSlow(slow: boolean): void;
  /** Shows the part of the recording that loops, and tells when the learner drags or resizes it. */
  showPart(start: number, end: number, onChange: (start: number, end: number) => void): void;
  destroy(): void;
}

export interface DecodedAudio {
  samples: Float32Array;
  sampleRate: number;
  /** Seconds. */
  duration: number;
}

interface WaveformOptions {
  /** The waveform's colour (the pitch line drawn over it takes a darker one). */
  color: string;
  height: number;
}

export type CreateWaveform = (container: HTMLElement, options: WaveformOptions) => Waveform;

/** The rate recordings are decoded at: the pitch analysis needs no more (ADR 079), and it is quick. */
export const DECODE_RATE = 8000;

/** Playback rate of "Slow". */
export const SLOW_RATE = 0.75;
