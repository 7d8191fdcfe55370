import { describe, expect, it } from 'vitest';
import { fakeMediaSession } from '../../test/media-session';
import { createListenPlayer, repeatPauseMs } from './listen-player';
import type { ListenTrack, PlayerAudio } from './listen-player';

// Sample items, invented: not language material.
const TRACKS: ListenTrack[] = [
  { key: 'a', text: 'okihu', meaning: 'river', url: '/api/audio/okihu.mp3' },
  { key: 'b', text: 'tietu', meaning: 'to see', url: '/api/audio/tietu.mp3' },
  { key: 'c', text: 'Okihu tietuk.', meaning: 'I see the river.', url: '/api/audio-sent/s1.mp3' },
];

/** An audio element whose recordings last `lengths[url]` seconds; the test ends each sound itself. */
class FakeAudio implements PlayerAudio {
  src = '';
  /** Every source in the order it was played. */
  played: string[] = [];
  paused = true;
  private listeners = new Map<string, Set<() => void>>();
  constructor(private lengths: Record<string, number> = {}) {}
  get duration() {
    return this.lengths[this.src] ?? NaN;
  }
  play() {
    this.paused = false;
    this.played.push(this.src);
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  /** The sound playing now comes to its end. */
  end() {
    for (const listener of this.listeners.get('ended') ?? []) listener();
  }
  fail() {
    for (const listener of this.listeners.get('error') ?? []) listener();
  }
}

function setup(lengths: Record<string, number> = { '/api/audio/okihu.mp3': 1, '/api/audio/tietu.mp3': 2 }) {
  const audio = new FakeAudio(lengths);
  const { session, handlers, press } = fakeMediaSession();
  const player = createListenPlayer(audio, TRACKS, {
    title: 'Sample lesson',
    pause: { factor: 1.5, extraMs: 1000 },
    silence: (ms) => `silence:${ms}`,
    holdMs: 800,
    mediaSession: session,
    metadata: (init) => ({ ...init }),
  });
  return { audio, session, handlers, press, player };
}

describe('repeatPauseMs', () => {
  it.each([
    [2, { factor: 1.5, extraMs: 1000 }, 4000],
    [0.8, { factor: 1, extraMs: 1000 }, 1800],
    [NaN, { factor: 1.5, extraMs: 1000 }, 4000],
    [Infinity, { factor: 2, extraMs: 2000 }, 6000],
  ])('when a recording lasts %s s with %j, then the pause is %i ms', (seconds, pause, expected) => {
    expect(repeatPauseMs(seconds, pause)).toBe(expected);
  });
});

describe('the Listen player', () => {
  it('when it plays, then each item is its recording, a pause to repeat it, its meaning shown with a short silence, then the next', () => {
    const { audio, player, session } = setup();
    player.play();
    expect(audio.src).toBe('/api/audio/okihu.mp3');
    expect(player.getState()).toMatchObject({ index: 0, phase: 'recording', playing: true });
    expect(session.metadata).toEqual({ title: 'okihu', artist: '', album: 'Sample lesson' });
    expect(session.playbackState).toBe('playing');

    audio.end();
    // 1 s of recording: 1.5 s + 1 s to say it again.
    expect(audio.src).toBe('silence:2500');
    expect(player.getState()).toMatchObject({ phase: 'repeat', shown: [false, false, false] });

    audio.end();
    expect(audio.src).toBe('silence:800');
    expect(player.getState()).toMatchObject({ phase: 'shown', shown: [true, false, false] });
    expect(session.metadata).toEqual({ title: 'okihu', artist: 'river', album: 'Sample lesson' });

    audio.end();
    expect(audio.src).toBe('/api/audio/tietu.mp3');
    expect(player.getState()).toMatchObject({ index: 1, phase: 'recording' });
    audio.end();
    expect(audio.src).toBe('silence:4000');

    // A longer pause chosen meanwhile counts from the next pause: 2 x 2 s + 2 s.
    player.setPause({ factor: 2, extraMs: 2000 });
    audio.end();
    audio.end();
    audio.end();
    expect(audio.src).toBe('silence:6000');
  });

  it('when the last item ends, then the player stops as finished, each meaning still shown, and play starts over', () => {
    const { audio, player, session } = setup();
    player.play();
    for (let i = 0; i < 9; i++) audio.end();
    expect(player.getState()).toMatchObject({ phase: 'finished', playing: false, shown: [true, true, true] });
    expect(session.playbackState).toBe('paused');
    // One element played everything: recordings and silences, in order.
    expect(audio.played).toEqual([
      '/api/audio/okihu.mp3',
      'silence:2500',
      'silence:800',
      '/api/audio/tietu.mp3',
      'silence:4000',
      'silence:800',
      '/api/audio-sent/s1.mp3',
      // The browser did not say how long: taken as 2 s.
      'silence:4000',
      'silence:800',
    ]);

    player.play();
    expect(player.getState()).toMatchObject({ index: 0, phase: 'recording', playing: true });
  });

  it('when the lock screen or headphones press next, previous, pause and play, then the player follows', () => {
    const { audio, player, press, session } = setup();
    press('play');
    expect(audio.src).toBe('/api/audio/okihu.mp3');

    press('nexttrack');
    expect(player.getState()).toMatchObject({ index: 1, phase: 'recording', playing: true });
    expect(audio.src).toBe('/api/audio/tietu.mp3');
    expect(session.metadata).toMatchObject({ title: 'tietu' });

    audio.end();
    press('pause');
    expect(audio.paused).toBe(true);
    expect(player.getState()).toMatchObject({ phase: 'repeat', playing: false });
    expect(session.playbackState).toBe('paused');
    // Paused, the end of a sound moves nothing on.
    audio.end();
    expect(player.getState().phase).toBe('repeat');

    press('play');
    expect(player.getState()).toMatchObject({ phase: 'repeat', playing: true });
    expect(audio.src).toBe('silence:4000');

    press('previoustrack');
    expect(player.getState()).toMatchObject({ index: 0, phase: 'recording' });
    press('previoustrack');
    expect(player.getState()).toMatchObject({ index: 0, phase: 'recording' });

    press('nexttrack');
    press('nexttrack');
    press('nexttrack');
    expect(player.getState()).toMatchObject({ index: 2, phase: 'finished', playing: false });
    press('previoustrack');
    expect(player.getState()).toMatchObject({ index: 2, phase: 'recording', playing: true });
  });

  it('when a recording cannot be played, then its meaning shows, it is marked, and the next item follows', () => {
    const { audio, player } = setup();
    player.play();
    audio.fail();
    expect(player.getState()).toMatchObject({
      phase: 'shown',
      shown: [true, false, false],
      failed: [true, false, false],
    });
    expect(audio.src).toBe('silence:800');
    audio.end();
    expect(audio.src).toBe('/api/audio/tietu.mp3');
  });

  it('when the browser refuses to start, then the player is paused and says so', async () => {
    const { audio, player } = setup();
    audio.play = () => Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
    player.play();
    await Promise.resolve();
    await Promise.resolve();
    expect(player.getState()).toMatchObject({ playing: false, refused: true });
  });

  it('when it is destroyed, then the sound stops and the lock screen controls are given back', () => {
    const { audio, player, session, handlers } = setup();
    player.play();
    player.destroy();
    expect(audio.paused).toBe(true);
    expect([...handlers.values()].every((handler) => handler === null)).toBe(true);
    expect(session.metadata).toBeNull();
    audio.end();
    expect(audio.played).toEqual(['/api/audio/okihu.mp3']);
  });

  it('when there is nothing to play, then play does nothing', () => {
    const audio = new FakeAudio();
    const player = createListenPlayer(audio, [], {
      title: 'Empty',
      pause: { factor: 1.5, extraMs: 1000 },
      silence: (ms) => `silence:${ms}`,
    });
    player.play();
    player.next();
    player.previous();
    expect(audio.played).toEqual([]);
    expect(player.getState().phase).toBe('ready');
  });
});
