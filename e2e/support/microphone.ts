import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** What the tap has heard of the microphone stream the page opened last. */
interface MicrophoneTap {
  /** Milliseconds of audio the microphone has delivered (counted on the audio clock, not the wall clock). */
  capturedMs: number;
  /** `capturedMs` when the first sound above the threshold came, or null while all was silence. */
  firstSoundAtMs: number | null;
}

type TappedWindow = Window & { e2eMicrophone?: MicrophoneTap };

/**
 * Taps every microphone stream the page opens, to know when it has picked up sound.
 *
 * Chromium's fake microphone (--use-fake-device-for-media-stream) is silent but for a short beep
 * now and then, and the server refuses an empty or silent take. A test that records must
 * therefore stop only once the microphone has delivered a beep: see expectMicrophoneHeardSound.
 * Call this before the page loads.
 */
export async function tapMicrophone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    if (!devices?.getUserMedia) return;
    const openMicrophone = devices.getUserMedia.bind(devices);
    let listening: AudioContext | null = null;
    devices.getUserMedia = async (constraints) => {
      const stream = await openMicrophone(constraints);
      if (stream.getAudioTracks().length === 0) return stream;
      void listening?.close();
      const tap: MicrophoneTap = { capturedMs: 0, firstSoundAtMs: null };
      (window as TappedWindow).e2eMicrophone = tap;
      const context = new AudioContext();
      listening = context;
      // A script processor sees every sample, so a beep between two polls is not missed.
      const processor = context.createScriptProcessor(1024, 1, 1);
      processor.onaudioprocess = (event) => {
        const samples = event.inputBuffer.getChannelData(0);
        let peak = 0;
        for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
        // -40 dBFS: well above the -50 dBFS below which the server calls a take silent.
        if (tap.firstSoundAtMs === null && peak > 0.01) tap.firstSoundAtMs = tap.capturedMs;
        tap.capturedMs += (samples.length / event.inputBuffer.sampleRate) * 1000;
      };
      context.createMediaStreamSource(stream).connect(processor);
      // A script processor runs only while connected to an output; it writes silence there.
      processor.connect(context.destination);
      return stream;
    };
  });
}

/**
 * Waits until the microphone the page opened last has picked up sound and then delivered `afterMs`
 * more of audio: the recorder encodes in frames of tens of milliseconds, so a take stopped right on
 * the beep could end before the beep is in it.
 */
export async function expectMicrophoneHeardSound(page: Page, afterMs = 200): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const tap = (window as TappedWindow).e2eMicrophone;
          return tap === undefined || tap.firstSoundAtMs === null ? -1 : tap.capturedMs - tap.firstSoundAtMs;
        }),
      { message: 'The microphone picks up sound' },
    )
    .toBeGreaterThanOrEqual(afterMs);
}

/**
 * Forgets the sound heard so far, for a take recorded on a microphone stream that is still open:
 * expectMicrophoneHeardSound then waits for a beep inside the new take.
 */
export async function listenAfresh(page: Page): Promise<void> {
  await page.evaluate(() => {
    const tap = (window as TappedWindow).e2eMicrophone;
    if (tap) tap.firstSoundAtMs = null;
  });
}
