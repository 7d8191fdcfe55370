import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin from 'wavesurfer.js/plugins/regions';

/** A sentence's span on the waveform, in ms, with its place in the text. */
export interface AlignSpan {
  index: number;
  start: number;
  end: number;
}

/**
 * The recording as the align page drives it (ADR 094): drawn, played, each timed sentence a region
 * whose edges the teacher drags. The page is written against this, so its test gives it a waveform
 * without a browser's audio; the product's is wavesurfer.js with its Regions plugin.
 */
export interface AlignWaveform {
  /** Fetches and draws the recording; answers its duration in ms. */
  load(url: string): Promise<number>;
  /** Plays from `from` ms (where it is, when not given) to `to` ms (the end, when not given). */
  play(from?: number, to?: number): void;
  pause(): void;
  /** Where playback is, in ms. */
  now(): number;
  /** Draws the sentences' spans as regions, the open one marked. */
  showSpans(spans: readonly AlignSpan[], open: number): void;
  destroy(): void;
}

export interface AlignWaveformEvents {
  /** A region's edges were dragged (ms). */
  onSpan: (index: number, start: number, end: number) => void;
  /** Playback started or stopped. */
  onPlaying: (playing: boolean) => void;
  /** Playback moved (ms), a few times a second. */
  onTime: (ms: number) => void;
  /** Playback reached the end of the recording. */
  onFinish: () => void;
}

export type CreateAlignWaveform = (container: HTMLElement, events: AlignWaveformEvents) => AlignWaveform;

const REGION = 'rgba(13, 110, 253, 0.12)';
const OPEN_REGION = 'rgba(25, 135, 84, 0.22)';

/** The product's waveform: wavesurfer.js, each timed sentence a Regions plugin region numbered as in the list. */
export const createAlignWaveform: CreateAlignWaveform = (container, events) => {
  const regions = RegionsPlugin.create();
  const surfer = WaveSurfer.create({
    container,
    height: 112,
    waveColor: '#6c757d',
    progressColor: '#212529',
    cursorColor: '#dc3545',
    cursorWidth: 2,
    normalize: true,
    minPxPerSec: 40,
    autoScroll: true,
    autoCenter: true,
    dragToSeek: true,
    plugins: [regions],
  });
  let stopAt: number | undefined;
  surfer.on('play', () => events.onPlaying(true));
  surfer.on('pause', () => events.onPlaying(false));
  surfer.on('finish', () => events.onFinish());
  surfer.on('timeupdate', (seconds) => {
    const ms = seconds * 1000;
    if (stopAt !== undefined && ms >= stopAt) {
      stopAt = undefined;
      surfer.pause();
    }
    events.onTime(ms);
  });
  regions.on('region-updated', (region) =>
    events.onSpan(Number(region.id), region.start * 1000, region.end * 1000),
  );

  return {
    async load(url) {
      await surfer.load(url);
      return Math.round(surfer.getDuration() * 1000);
    },
    play(from, to) {
      stopAt = to;
      if (from !== undefined) surfer.setTime(from / 1000);
      void surfer.play();
    },
    pause() {
      stopAt = undefined;
      surfer.pause();
    },
    now: () => Math.round(surfer.getCurrentTime() * 1000),
    showSpans(spans, open) {
      regions.clearRegions();
      for (const span of spans)
        regions.addRegion({
          id: String(span.index),
          start: span.start / 1000,
          end: span.end / 1000,
          content: String(span.index + 1),
          color: span.index === open ? OPEN_REGION : REGION,
          drag: false,
          resize: true,
        });
    },
    destroy() {
      surfer.destroy();
    },
  };
};
