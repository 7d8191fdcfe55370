import { pitchClient } from './pitch-protocol';
import type { PitchAnalyser } from './pitch-protocol';

/** The product's analysis: a worker of its own for each comparison view, ended with it. */
export function createPitchWorker(): PitchAnalyser {
  const worker = new Worker(new URL('./pitch-worker.ts', import.meta.url), { type: 'module' });
  return pitchClient(worker, () => worker.terminate());
}
