import type { Comparison, PitchContour } from '@langapp/shared';
import type { DecodedAudio } from './waveform';

/**
 * What the comparison asks of the pitch worker (pitch-worker.ts, ADR 092): one recording's samples
 * (transferred, not copied) and, for the learner's take, the speaker's contour to align it with.
 */
export interface PitchRequest {
  id: number;
  samples: Float32Array;
  sampleRate: number;
  hopSeconds: number;
  speaker?: PitchContour;
}

/** The worker's answer to one request: the contour and, given the speaker's, the comparison. */
export type PitchResponse =
  | { id: number; contour: PitchContour; comparison?: Comparison }
  | { id: number; error: string };

/** What the view needs of the analysis, wherever it runs. */
export interface PitchAnalyser {
  /** The recording's contour, in frames `hopSeconds` apart. */
  contour(audio: DecodedAudio, hopSeconds: number): Promise<PitchContour>;
  /** The take's contour and its comparison with the speaker's (the take aligned by DTW). */
  compare(
    speaker: PitchContour,
    audio: DecodedAudio,
  ): Promise<{ contour: PitchContour; comparison: Comparison }>;
  close(): void;
}

/** The side of a worker (or a MessagePort) the page talks to. */
export interface PitchPort {
  postMessage(message: PitchRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<PitchResponse>) => void) | null;
}

/**
 * The page's side of the protocol: each request gets an id, its samples are copied once and the
 * copy transferred (the waveform keeps drawing from the original), and each answer settles the
 * request of its id, in whatever order the answers come.
 */
export function pitchClient(port: PitchPort, close: () => void = () => {}): PitchAnalyser {
  let next = 1;
  const waiting = new Map<number, { resolve: (r: PitchResponse) => void; reject: (e: Error) => void }>();
  port.onmessage = ({ data }) => {
    const request = waiting.get(data.id);
    if (!request) return;
    waiting.delete(data.id);
    if ('error' in data) request.reject(new Error(data.error));
    else request.resolve(data);
  };
  const ask = (audio: DecodedAudio, hopSeconds: number, speaker?: PitchContour) =>
    new Promise<PitchResponse>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      const samples = audio.samples.slice();
      port.postMessage({ id, samples, sampleRate: audio.sampleRate, hopSeconds, speaker }, [
        samples.buffer,
      ]);
    });
  return {
    async contour(audio, hopSeconds) {
      const answer = await ask(audio, hopSeconds);
      if ('error' in answer) throw new Error(answer.error);
      return answer.contour;
    },
    async compare(speaker, audio) {
      const answer = await ask(audio, speaker.hopSeconds, speaker);
      if ('error' in answer || !answer.comparison) throw new Error('The take could not be compared.');
      return { contour: answer.contour, comparison: answer.comparison };
    },
    close() {
      for (const request of waiting.values()) request.reject(new Error('The analysis was closed.'));
      waiting.clear();
      port.onmessage = null;
      close();
    },
  };
}
