// The pitch worker (ADR 092): the take's pitch and its alignment with the speaker's run here, off
// the page's thread, while the page draws the waveform. Loaded with the comparison, never before.
import { answerPitchRequest } from './pitch-answer';
import type { PitchRequest, PitchResponse } from './pitch-protocol';

/** The worker's own scope, as far as it is used (the app's types are the page's, not a worker's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PitchRequest>) => void) | null;
  postMessage(message: PitchResponse): void;
};

scope.onmessage = (event) => scope.postMessage(answerPitchRequest(event.data));
