import { onTestFinished, vi } from 'vitest';

/**
 * Small fakes of the browser's microphone and MediaRecorder for the recorder tests: getUserMedia
 * resolves a stream whose tracks record whether they were stopped; the recorder hands over one chunk
 * of the given type when stopped. Everything is put back when the test ends.
 */
export function installFakeMedia({
  supported = ['audio/webm;codecs=opus'],
  reportedMime,
  getUserMediaError,
  constructorError,
  startError,
}: {
  /** The types MediaRecorder.isTypeSupported accepts. */
  supported?: string[];
  /** What recorder.mimeType reports; by default the type it was asked for. */
  reportedMime?: string;
  /** Makes getUserMedia reject with this error. */
  getUserMediaError?: Error;
  /** Makes `new MediaRecorder()` throw this error (a type it will not record after all). */
  constructorError?: Error;
  /** Makes recorder.start() throw this error (the track has ended). */
  startError?: Error;
} = {}) {
  const track = { stopped: false, stop: vi.fn(() => void (track.stopped = true)) };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async () => {
    if (getUserMediaError) throw getUserMediaError;
    return stream;
  });
  const recorders: FakeMediaRecorder[] = [];

  class FakeMediaRecorder {
    static isTypeSupported = (mime: string) => supported.includes(mime);
    state: 'inactive' | 'recording' = 'inactive';
    readonly mimeType: string;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor(
      readonly stream: MediaStream,
      options?: { mimeType?: string },
    ) {
      if (constructorError) throw constructorError;
      this.mimeType = reportedMime ?? options?.mimeType ?? '';
      recorders.push(this);
    }
    start() {
      if (startError) throw startError;
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['fake audio bytes'], { type: this.mimeType }) });
      this.onstop?.();
    }
  }

  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  const created: string[] = [];
  const revoked: string[] = [];
  const urlStatics = URL as unknown as Record<string, unknown>;
  const original = { create: urlStatics.createObjectURL, revoke: urlStatics.revokeObjectURL };
  urlStatics.createObjectURL = (blob: Blob) => {
    const url = `blob:fake/${created.length + 1}-${blob.type}`;
    created.push(url);
    return url;
  };
  urlStatics.revokeObjectURL = (url: string) => void revoked.push(url);
  onTestFinished(() => {
    delete (navigator as unknown as Record<string, unknown>).mediaDevices;
    urlStatics.createObjectURL = original.create;
    urlStatics.revokeObjectURL = original.revoke;
  });
  return { getUserMedia, track, recorders, created, revoked };
}

/** A browser without media devices (an old one, or a page not served over HTTPS). */
export function removeMediaDevices() {
  delete (navigator as unknown as Record<string, unknown>).mediaDevices;
}
