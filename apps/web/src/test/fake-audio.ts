import { vi } from 'vitest';

/** What a test's fake Audio element does when asked to play. */
type PlayBehaviour = (audio: FakeAudioElement) => Promise<void>;

interface FakeAudioElement extends EventTarget {
  src: string;
  error: unknown;
}

/** Replaces window.Audio with a fake that records what was played; play() resolves unless told otherwise. */
export function fakeAudio(behaviour: PlayBehaviour = () => Promise.resolve()) {
  const played: string[] = [];
  const elements: FakeAudioElement[] = [];
  class FakeAudio extends EventTarget implements FakeAudioElement {
    error: unknown = null;
    constructor(public src: string) {
      super();
      elements.push(this);
    }
    play() {
      played.push(this.src);
      return behaviour(this);
    }
    pause() {}
  }
  vi.stubGlobal('Audio', FakeAudio);
  return { played, elements };
}
