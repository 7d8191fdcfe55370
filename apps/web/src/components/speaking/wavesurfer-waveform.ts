import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin from 'wavesurfer.js/plugins/regions';
import type { Region } from 'wavesurfer.js/plugins/regions';
import { DECODE_RATE, SLOW_RATE } from './waveform';
import type { CreateWaveform, Waveform } from './waveform';

let offline: OfflineAudioContext | null = null;
/** One context that decodes every take at DECODE_RATE (an offline one: it opens no audio device). */
const decodeContext = () => (offline ??= new OfflineAudioContext(1, 1, DECODE_RATE));

/** A waveform drawn and played by wavesurfer.js, its loop shown by the Regions plugin. */
export const createWavesurferWaveform: CreateWaveform = (container, { color, height }) => {
  const regions = RegionsPlugin.create();
  const surfer = WaveSurfer.create({
    container,
    height,
    waveColor: color,
    progressColor: '#212529',
    cursorColor: '#212529',
    sampleRate: DECODE_RATE,
    normalize: true,
    // The view's own buttons play; a click on the waveform only moves the cursor.
    dragToSeek: false,
    plugins: [regions],
  });
  let part: Region | null = null;

  const waveform: Waveform = {
    async load(source) {
      if (typeof source === 'string') await surfer.load(source);
      else {
        // A take is decoded here, by a context made once, and handed to wavesurfer.js decoded: it
        // then neither waits for the media element's metadata nor opens an audio context per take.
        const audio = await decodeContext().decodeAudioData(await source.arrayBuffer());
        await surfer.loadBlob(source, [audio.getChannelData(0)], audio.duration);
      }
      const decoded = surfer.getDecodedData();
      if (!decoded) throw new Error('The recording could not be decoded.');
      return {
        samples: decoded.getChannelData(0),
        sampleRate: decoded.sampleRate,
        duration: decoded.duration,
      };
    },
    play(start, end) {
      return new Promise<void>((resolve, reject) => {
        const done = () => {
          offPause();
          offFinish();
          resolve();
        };
        const offPause = surfer.on('pause', done);
        const offFinish = surfer.on('finish', done);
        surfer.play(start ?? 0, end).catch((error: unknown) => {
          offPause();
          offFinish();
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      });
    },
    stop() {
      surfer.pause();
    },
    setSlow(slow) {
      surfer.setPlaybackRate(slow ? SLOW_RATE : 1, true);
    },
    showPart(start, end, onChange) {
      if (part) {
        part.setOptions({ start, end });
        return;
      }
      part = regions.addRegion({ start, end, color: 'rgba(13, 110, 253, 0.07)', drag: true, resize: true });
      part.on('update-end', () => part && onChange(part.start, part.end));
    },
    destroy() {
      surfer.destroy();
    },
  };
  return waveform;
};
