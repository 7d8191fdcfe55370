import { useEffect, useRef } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RecordPlugin from 'wavesurfer.js/plugins/record';

/**
 * The microphone's sound drawn as it comes (wavesurfer's Record plugin), so the learner sees that
 * they are heard. Decorative: the "Recording…" status says the same in words.
 */
export function LiveLevel({ stream }: { stream: MediaStream }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Without Web Audio (an old browser) the status line alone says that it records.
    if (!box.current || typeof AudioContext === 'undefined') return;
    const surfer = WaveSurfer.create({
      container: box.current,
      height: 40,
      waveColor: '#b02a37',
      interact: false,
    });
    const record = surfer.registerPlugin(
      RecordPlugin.create({ scrollingWaveform: true, renderRecordedAudio: false }),
    );
    const mic = record.renderMicStream(stream);
    return () => {
      mic.onDestroy();
      surfer.destroy();
    };
  }, [stream]);
  return <div ref={box} aria-hidden="true" className="speaking-live mb-2" />;
}
