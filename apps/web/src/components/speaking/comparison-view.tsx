import { useEffect, useId, useRef, useState } from 'react';
import { medianHz } from '@langapp/shared';
import type { Comparison, PitchContour } from '@langapp/shared';
import { askNotice } from '../audio/audio-player';
import { PitchLines, pitchPath } from './pitch-line';
import type { PitchAnalyser } from './pitch-protocol';
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
  /** Where the pitch is read and the take aligned (the product's: a worker, pitch-analyser.ts). */
  createAnalyser: () => PitchAnalyser;
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

/**
 * The speakers' contours already read, by recording: opening the comparison again on the same
 * recording reads nothing again (a few recent ones; a contour is a few KB).
 */
const speakerContours = new Map<string, PitchContour>();
const KEPT_CONTOURS = 20;

function keepContour(url: string, contour: PitchContour) {
  speakerContours.delete(url);
  speakerContours.set(url, contour);
  if (speakerContours.size > KEPT_CONTOURS) speakerContours.delete(speakerContours.keys().next().value!);
}

/**
 * The speaker's recording above the learner's take, as waveforms on one time scale (each as wide as
 * its duration is of the longer one), with their pitch drawn over them: the speaker's, and over it
 * the learner's aligned to the speaker's time (DTW, ADR 079); the learner's own under it.
 */
export function ComparisonView({
  speaker,
  take,
  createWaveform,
  createAnalyser,
  onCompared,
}: ComparisonViewProps) {
  const speakerBox = useRef<HTMLDivElement>(null);
  const learnerBox = useRef<HTMLDivElement>(null);
  const waves = useRef<{ speaker: Waveform; learner: Waveform } | null>(null);
  const analyser = useRef<PitchAnalyser | null>(null);
  const [speakerSide, setSpeakerSide] = useState<Analysed | null>(null);
  /** The take, decoded and drawn; its pitch and the comparison come after, from the analyser. */
  const [learnerAudio, setLearnerAudio] = useState<DecodedAudio | null>(null);
  const [compared, setCompared] = useState<{ contour: PitchContour; comparison: Comparison } | null>(
    null,
  );
  const comparison = compared?.comparison ?? null;
  const learnerSide: Analysed | null =
    learnerAudio && compared ? { audio: learnerAudio, contour: compared.contour } : null;
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
    const analysis = createAnalyser();
    waves.current = made;
    analyser.current = analysis;
    let live = true;
    made.speaker
      .load(speaker.url)
      .then(async (audio) => {
        const known = speakerContours.get(speaker.url);
        const contour = known ?? (await analysis.contour(audio, hopFor(audio.duration)));
        keepContour(speaker.url, contour);
        if (live) setSpeakerSide({ audio, contour });
      })
      .catch(() => live && setFailure('The speaker’s recording could not be loaded.'));
    return () => {
      live = false;
      waves.current = null;
      analyser.current = null;
      analysis.close();
      made.speaker.destroy();
      made.learner.destroy();
    };
  }, [createWaveform, createAnalyser, speaker.url]);

  useEffect(() => {
    const learner = waves.current?.learner;
    if (!take || !learner) return;
    let live = true;
    setLearnerAudio(null);
    setCompared(null);
    learner.load(take).then(
      (audio) => {
        // User Timing marks: `pnpm bench speaking` splits its figure by them.
        performance.mark('speaking:decoded');
        // The waveform is drawn now; its pitch and the comparison follow from the worker.
        if (live) setLearnerAudio(audio);
      },
      () => live && setFailure('Your recording could not be read.'),
    );
    return () => {
      live = false;
    };
  }, [take]);

  // The take's pitch, aligned with the speaker's, once both are at hand (the speaker's usually is).
  useEffect(() => {
    const analysis = analyser.current;
    if (!speakerSide || !learnerAudio || !analysis) return;
    let live = true;
    analysis.compare(speakerSide.contour, learnerAudio).then(
      (result) => {
        performance.mark('speaking:analysed');
        if (live) setCompared(result);
      },
      () => live && setFailure('Your recording could not be compared.'),
    );
    return () => {
      live = false;
    };
  }, [speakerSide, learnerAudio]);

  useEffect(() => {
    if (comparison) reportCompared.current?.(comparison);
  }, [comparison]);

  const longest = Math.max(speakerSide?.audio.duration ?? 0, learnerAudio?.duration ?? 0) || 1;
  const widthOf = (audio: DecodedAudio | null | undefined) =>
    `${audio ? (audio.duration / longest) * 100 : 100}%`;
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
      <div className="speaking-wave" style={{ width: widthOf(speakerSide?.audio) }}>
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
      <div className="speaking-wave" style={{ width: widthOf(learnerAudio) }}>
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
        learnerReady={learnerAudio !== null}
        speakerDuration={speakerSide?.audio.duration ?? 0}
        mayPlaySpeaker={() => askNotice(speaker.name)}
      />
    </div>
  );
}
