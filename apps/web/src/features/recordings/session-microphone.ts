import type { LevelFrame } from '@langapp/shared';
import { rmsDb } from '@langapp/shared';
import { chooseRecordingMime } from './recording-file';

/** How often the level is read: a frame of silence detection (ADR 084). */
const FRAME_MS = 20;
/** How often the recorder hands over its audio, each chunk kept on the device at once. */
const CHUNK_MS = 1000;

export interface MicrophonePart {
  /** Stops the part: resolves once its last chunk has been handed over. */
  stop: () => Promise<void>;
}

/**
 * Records one part of a session: the microphone through MediaRecorder (its chunks to `onChunk`,
 * every second) and through an AnalyserNode whose level (RMS in dBFS, with the part's time) goes to
 * `onFrame` every 20 ms, for the meter and the silence detection. Rejects when the microphone
 * cannot be had (the page says so).
 */
export async function startMicrophonePart(handlers: {
  onChunk: (chunk: Blob) => void;
  onFrame: (frame: LevelFrame) => void;
}): Promise<MicrophonePart> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const stopTracks = () => stream.getTracks().forEach((track) => track.stop());
  let context: AudioContext | undefined;
  try {
    const mimeType = chooseRecordingMime((mime) => MediaRecorder.isTypeSupported(mime));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const audio = context;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) handlers.onChunk(event.data);
    };
    const stopped = new Promise<void>((resolve) => {
      recorder.onstop = () => resolve();
    });
    recorder.start(CHUNK_MS);
    const startedAt = audio.currentTime;
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      handlers.onFrame({ time: audio.currentTime - startedAt, db: rmsDb(samples) });
    }, FRAME_MS);
    return {
      stop: async () => {
        window.clearInterval(timer);
        if (recorder.state !== 'inactive') recorder.stop();
        await stopped;
        stopTracks();
        await audio.close().catch(() => undefined);
      },
    };
  } catch (error) {
    stopTracks();
    await context?.close().catch(() => undefined);
    throw error;
  }
}

/** Decodes each part's audio: its first channel and rate (for the review's players and the save). */
export async function decodeParts(parts: Map<number, Blob>): Promise<Map<number, DecodedPart>> {
  const context = new AudioContext();
  try {
    const decoded = new Map<number, DecodedPart>();
    for (const [part, blob] of parts) {
      const buffer = await context.decodeAudioData(await blob.arrayBuffer());
      decoded.set(part, { samples: buffer.getChannelData(0).slice(), rate: buffer.sampleRate });
    }
    return decoded;
  } finally {
    await context.close().catch(() => undefined);
  }
}

export interface DecodedPart {
  samples: Float32Array;
  rate: number;
}
