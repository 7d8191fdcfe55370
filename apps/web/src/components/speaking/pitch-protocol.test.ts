import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { medianHz } from '@langapp/shared';
import { answerPitchRequest } from './pitch-answer';
import { inThreadAnalyser } from './pitch-in-thread';
import { pitchClient } from './pitch-protocol';
import type { PitchPort, PitchRequest, PitchResponse } from './pitch-protocol';
import type { DecodedAudio } from './waveform';

// Synthetic signals only (a tone glide), not language material.
const RATE = 8000;

function glide(fromHz: number, toHz: number, seconds: number): DecodedAudio {
  const samples = new Float32Array(Math.round(seconds * RATE));
  let phase = 0;
  for (let i = 0; i < samples.length; i++) {
    phase += (2 * Math.PI * fromHz * (toHz / fromHz) ** (i / samples.length)) / RATE;
    samples[i] = 0.5 * Math.sin(phase);
  }
  return { samples, sampleRate: RATE, duration: seconds };
}

/** A port whose requests wait until the test answers them, in any order it likes. */
function heldPort() {
  const requests: PitchRequest[] = [];
  const port: PitchPort = {
    onmessage: null,
    postMessage: (request) => void requests.push(request),
  };
  const answer = (response: PitchResponse) =>
    port.onmessage?.(new MessageEvent('message', { data: response }));
  return { port, requests, answer };
}

describe('the pitch worker protocol', () => {
  it('when a recording goes through a real message channel, then its contour comes back and the page keeps its samples', async () => {
    const { port1, port2 } = new MessageChannel();
    port2.on('message', (request: PitchRequest) => port2.postMessage(answerPitchRequest(request)));
    const analyser = pitchClient(port1 as unknown as PitchPort, () => port1.close());
    const tone = glide(200, 200, 0.5);
    const contour = await analyser.contour(tone, 0.01);
    expect(contour.hz).toHaveLength(51);
    expect(medianHz(contour.hz)).toBeCloseTo(200, 0);
    // A copy was transferred: the waveform's own samples are intact.
    expect(tone.samples).toHaveLength(4000);
    expect(tone.samples[100]).not.toBe(0);
    analyser.close();
  });

  it('when a take is compared, then it is aligned to the speaker’s contour in the speaker’s frames', async () => {
    const analyser = inThreadAnalyser();
    const speaker = await analyser.contour(glide(150, 300, 1), 0.01);
    const { contour, comparison } = await analyser.compare(speaker, glide(150, 300, 1.5));
    expect(contour.hz).toHaveLength(151);
    expect(comparison.learnerAligned).toHaveLength(speaker.hz.length);
    // The slower glide, warped onto the speaker's time, rises with it.
    const aligned = comparison.learnerAligned;
    expect(aligned[20]!).toBeLessThan(aligned[80]!);
    expect(Math.abs(aligned[50]! - speaker.hz[50]!)).toBeLessThan(15);
  });

  it('when answers come back out of order, then each settles the request of its id', async () => {
    const { port, requests, answer } = heldPort();
    const analyser = pitchClient(port);
    const first = analyser.contour(glide(200, 200, 0.2), 0.01);
    const second = analyser.contour(glide(300, 300, 0.2), 0.02);
    expect(requests.map((r) => [r.id, r.hopSeconds])).toEqual([
      [1, 0.01],
      [2, 0.02],
    ]);
    answer(answerPitchRequest(requests[1]!));
    answer(answerPitchRequest(requests[0]!));
    expect((await first).hopSeconds).toBe(0.01);
    expect((await second).hopSeconds).toBe(0.02);
  });

  it('when the worker answers with an error, then that request fails with its words', async () => {
    const { port, requests, answer } = heldPort();
    const analyser = pitchClient(port);
    const asked = analyser.contour(glide(200, 200, 0.2), 0.01);
    answer({ id: requests[0]!.id, error: 'out of memory' });
    await expect(asked).rejects.toThrow('out of memory');
  });

  it('when the analysis is closed with a request pending, then the request fails and the worker is ended', async () => {
    const { port } = heldPort();
    let ended = false;
    const analyser = pitchClient(port, () => (ended = true));
    const asked = analyser.contour(glide(200, 200, 0.2), 0.01);
    analyser.close();
    await expect(asked).rejects.toThrow('closed');
    expect(ended).toBe(true);
    expect(port.onmessage).toBeNull();
  });

});
