import { useEffect, useId, useRef, useState } from 'react';
import { compareContours, medianHz, pitchContour } from '@langapp/shared';
import type { Comparison, PitchContour } from '@langapp/shared';
import { askNotice } from '../audio/audio-player';
import { PitchLines, pitchPath } from './pitch-line';
import { PlaybackControls } from './playback-controls';
import type { CreateWaveform, DecodedAudio, Waveform } from './waveform';

const SPEAKER = { wave: '#9ec5fe', pitch: '#0a3a8a' };
const LEARNER = { wave: '#f1aeb5', pitch: '#b02a37' };
const WAVE_HEIGHT = 72;

export interface ComparisonViewProps {
  /** The speaker's recording and who spoke it (their notice shows before it first plays, ADR 061). */
  speaker: { url: string; name?: string };
  /** The learner's take, once recorded. */
  take: Blob | null;
  createWaveform: CreateWaveform;
  /** Told when a take's comparison is drawn (the benchmark's end mark). */
  onCompared?: (comparison: Comparison) => void;
}

interface Analysed {
  audio: DecodedAudio;
  contour: PitchContour;
}

/**
 * Frames every 10 ms, every 20 ms for a recording longer than 4 s (a sentence): 50 points a second
 * still draw a smooth line, and a slow phone reads a 10 s sentence in half the time (ADR 079).
 */
const hopFor = (seconds: number) => (seconds > 4 ? 0.02 : 0.01);

/** The recording's pitch, in frames `hopSeconds` apart (both sides of a comparison alike). */
function analyse(audio: DecodedAudio, hopSeconds: number): Analysed {
  return { audio, contour: pitchContour(audio.samples, audio.sampleRate, { hopSeconds }) };
}

/**
 * The speaker's recording above the learner's take, as waveforms on one time scale (each as wide as
 * its duration is of the longer one), with their pitch drawn over them: the speaker's, and over it
 * the learner's aligned to the speaker's time (DTW, ADR 079); the learner's own under it.
 */
export function ComparisonView({ speaker, take, createWaveform, onCompared }: ComparisonViewProps) {
  const speakerBox = useRef<HTMLDivElement>(null);
  const learnerBox = useRef<HTMLDivElement>(null);
  const waves = useRef<{ speaker: Waveform; learner: Waveform } | null>(null);
  const [speakerSide, setSpeakerSide] = useState<Analysed | null>(null);
  const [learnerSide, setLearnerSide] = useState<Analysed | null>(null);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const speakerSideNow = useRef<Analysed | null>(null);
  useEffect(() => {
    speakerSideNow.current = speakerSide;
  }, [speakerSide]);
  const [failure, setFailure] = useState<string | null>(null);
  const reportCompared = useRef(onCompared);
  useEffect(() => {
    reportCompared.current = onCompared;
  });
  const speakerLabelId = useId();
  const learnerLabelId = useId();

  useEffect(() => {
    if (!speakerBox.current || !learnerBox.current) return;
    const made = {
      speaker: createWaveform(speakerBox.current, { color: SPEAKER.wave, height: WAVE_HEIGHT }),
      learner: createWaveform(learnerBox.current, { color: LEARNER.wave, height: WAVE_HEIGHT }),
    };
    waves.current = made;
    let live = true;
    made.speaker.load(speaker.url).then(
      (audio) => live && setSpeakerSide(analyse(audio, hopFor(audio.duration))),
      () => live && setFailure('The speaker’s recording could not be loaded.'),
    );
    return () => {
      live = false;
      waves.current = null;
      made.speaker.destroy();
      made.learner.destroy();
    };
  }, [createWaveform, speaker.url]);

  useEffect(() => {
    const learner = waves.current?.learner;
    if (!take || !learner) return;
    let live = true;
    setLearnerSide(null);
    setComparison(null);
    learner.load(take).then(
      (audio) => {
        // User Timing marks: `pnpm bench speaking` splits its figure by them.
        performance.mark('speaking:decoded');
        if (!live) return;
        // Compared at once when the speaker's side is ready (it usually is): one render, not two.
        const speakerNow = speakerSideNow.current;
        const side = analyse(audio, speakerNow?.contour.hopSeconds ?? hopFor(audio.duration));
        performance.mark('speaking:analysed');
        setLearnerSide(side);
        if (speakerNow) setComparison(compareContours(speakerNow.contour, side.contour));
      },
      () => live && setFailure('Your recording could not be read.'),
    );
    return () => {
      live = false;
    };
  }, [take]);

  // The speaker's recording read after the take: compare then.
  useEffect(() => {
    if (!speakerSide || !learnerSide || comparison) return;
    setComparison(compareContours(speakerSide.contour, learnerSide.contour));
  }, [speakerSide, learnerSide, comparison]);

  useEffect(() => {
    if (comparison) reportCompared.current?.(comparison);
  }, [comparison]);

  const longest = Math.max(speakerSide?.audio.duration ?? 0, learnerSide?.audio.duration ?? 0) || 1;
  const widthOf = (side: Analysed | null) => `${side ? (side.audio.duration / longest) * 100 : 100}%`;
  const speakerMedian =
    comparison?.speakerMedianHz ?? (speakerSide ? medianHz(speakerSide.contour.hz) : null);

  return (
    <div className="speaking-comparison" data-compared={comparison ? 'true' : 'false'}>
      <p id={speakerLabelId} className="small fw-semibold mb-1">
        Speaker{speaker.name ? `: ${speaker.name}` : ''}
        <span className="fw-normal text-body-secondary">
          {' '}
          (solid line: their pitch; dashed: yours, matched to their timing)
        </span>
      </p>
      <div className="speaking-wave" style={{ width: widthOf(speakerSide) }}>
        <div ref={speakerBox} aria-labelledby={speakerLabelId} role="group" />
        {speakerSide && (
          <PitchLines
            label={
              comparison ? 'The speaker’s pitch, and yours matched to their timing' : 'The speaker’s pitch'
            }
            lines={[
              {
                path: pitchPath(
                  speakerSide.contour.hz,
                  speakerSide.contour.hopSeconds,
                  speakerSide.audio.duration,
                  speakerMedian,
                ),
                color: SPEAKER.pitch,
              },
              ...(comparison
                ? [
                    {
                      path: pitchPath(
                        comparison.learnerAligned,
                        speakerSide.contour.hopSeconds,
                        speakerSide.audio.duration,
                        comparison.learnerMedianHz,
                      ),
                      color: LEARNER.pitch,
                      dashed: true,
                    },
                  ]
                : []),
            ]}
          />
        )}
      </div>
      <p id={learnerLabelId} className="small fw-semibold mb-1 mt-2">
        You
        {!take && (
          <span className="fw-normal text-body-secondary"> (record yourself to see your waveform here)</span>
        )}
        {learnerSide && comparison?.learnerMedianHz === null && (
          <span className="fw-normal text-body-secondary"> (no voice was heard in your recording)</span>
        )}
      </p>
      <div className="speaking-wave" style={{ width: widthOf(learnerSide) }}>
        <div ref={learnerBox} aria-labelledby={learnerLabelId} role="group" />
        {learnerSide && comparison && (
          <PitchLines
            label="Your pitch"
            lines={[
              {
                path: pitchPath(
                  learnerSide.contour.hz,
                  learnerSide.contour.hopSeconds,
                  learnerSide.audio.duration,
                  comparison.learnerMedianHz,
                ),
                color: LEARNER.pitch,
              },
            ]}
          />
        )}
      </div>
      {failure && (
        <p role="alert" className="text-danger small mt-2 mb-0">
          {failure}
        </p>
      )}
      <PlaybackControls
        waves={waves}
        speakerReady={speakerSide !== null}
        learnerReady={learnerSide !== null}
        speakerDuration={speakerSide?.audio.duration ?? 0}
        mayPlaySpeaker={() => askNotice(speaker.name)}
      />
    </div>
  );
}
