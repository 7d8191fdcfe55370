import { compareContours, pitchContour } from '@langapp/shared';
import type { PitchRequest, PitchResponse } from './pitch-protocol';

/** The worker's side of the protocol: the recording's pitch, and its comparison with the speaker's. */
export function answerPitchRequest(request: PitchRequest): PitchResponse {
  try {
    const contour = pitchContour(request.samples, request.sampleRate, {
      hopSeconds: request.hopSeconds,
    });
    return request.speaker
      ? { id: request.id, contour, comparison: compareContours(request.speaker, contour) }
      : { id: request.id, contour };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}
