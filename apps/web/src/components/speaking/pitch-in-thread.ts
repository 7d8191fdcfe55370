import { answerPitchRequest } from './pitch-answer';
import { pitchClient } from './pitch-protocol';
import type { PitchAnalyser, PitchPort } from './pitch-protocol';

/**
 * The analysis answered on the page's own thread, a task later, as the worker would answer it:
 * for the component tests (jsdom has no Worker) and the protocol's.
 */
export function inThreadAnalyser(): PitchAnalyser {
  const port: PitchPort = {
    onmessage: null,
    postMessage(request) {
      setTimeout(() => port.onmessage?.(new MessageEvent('message', { data: answerPitchRequest(request) })));
    },
  };
  return pitchClient(port);
}
