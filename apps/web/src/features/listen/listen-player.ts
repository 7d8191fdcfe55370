/** One item Listen plays: its recording, then (after the pause to repeat it) its meaning. */
export interface ListenTrack {
  key: string;
  /** The word or sentence as written. */
  text: string;
  /** Its gloss or translation, shown after the pause. */
  meaning: string;
  /** Where its recording plays from (the same address the offline downloads keep). */
  url: string;
  /** Whose voice it is, shown beside it (ADR 085); absent for no one's. */
  speaker?: string;
}

/** What the player needs of the one audio element it plays everything through. */
export interface PlayerAudio {
  src: string;
  /** The loaded recording's length in seconds (NaN or Infinity when unknown). */
  readonly duration: number;
  play(): Promise<void> | void;
  pause(): void;
  addEventListener(type: 'ended' | 'error', listener: () => void): void;
  removeEventListener(type: 'ended' | 'error', listener: () => void): void;
}

/** The browser's Media Session (navigator.mediaSession), as far as the player uses it. */
export interface MediaSessionLike {
  metadata: unknown;
  playbackState: 'none' | 'paused' | 'playing';
  setActionHandler(
    action: 'play' | 'pause' | 'nexttrack' | 'previoustrack' | 'stop',
    handler: (() => void) | null,
  ): void;
}

/** The pause to repeat an item: `factor` times its recording's length, and `extraMs` more. */
export interface RepeatPause {
  factor: number;
  extraMs: number;
}

export interface ListenOptions {
  /** The name of what is played (the lock screen's album line): "Lesson: Greetings". */
  title: string;
  pause: RepeatPause;
  /** Where a silence of `ms` milliseconds plays from (a generated WAV). */
  silence: (ms: number) => string;
  /** How long the meaning stays alone before the next item (ms). */
  holdMs?: number;
  mediaSession?: MediaSessionLike | null;
  /** Makes the lock screen's metadata (new MediaMetadata(init) in a browser). */
  metadata?: (init: { title: string; artist: string; album: string }) => unknown;
}

/**
 * Where the player is: which item, and in which part of it ('recording' the speaker, 'repeat' the
 * pause to say it after them, 'shown' the meaning on screen); 'ready' before the first play,
 * 'finished' after the last item.
 */
type ListenPhase = 'ready' | 'recording' | 'repeat' | 'shown' | 'finished';

export interface ListenState {
  index: number;
  phase: ListenPhase;
  playing: boolean;
  /** The items whose meaning was shown (kept visible). */
  shown: readonly boolean[];
  /** The items whose recording could not be played. */
  failed: readonly boolean[];
  /** The browser would not start playing (no press on the page yet). */
  refused: boolean;
}

/** How long a recording is taken to be when the browser does not say. */
const UNKNOWN_LENGTH_S = 2;
const DEFAULT_HOLD_MS = 1000;

/** The pause after a recording of `seconds`: long enough to say it again. */
export function repeatPauseMs(seconds: number, pause: RepeatPause): number {
  const length = Number.isFinite(seconds) && seconds > 0 ? seconds : UNKNOWN_LENGTH_S;
  return Math.round(length * 1000 * pause.factor + pause.extraMs);
}

const ACTIONS = ['play', 'pause', 'nexttrack', 'previoustrack', 'stop'] as const;

/**
 * Listen hands-free (issue 38, ADR 081): plays each item on its own (its recording, a silence long
 * enough to repeat it, then its meaning shown with a short silence) and goes on to the next, through
 * ONE audio element from start to end, so the browser keeps the page and its Media Session alive
 * with the screen off. Play, pause, next and previous work from the page and from the lock screen
 * and headphones (the Media Session's action handlers). Nothing waits on a timer: each step follows
 * the element's 'ended'.
 */
export function createListenPlayer(
  audio: PlayerAudio,
  tracks: readonly ListenTrack[],
  options: ListenOptions,
) {
  const session = options.mediaSession ?? null;
  const holdMs = options.holdMs ?? DEFAULT_HOLD_MS;
  let pause = options.pause;
  let state: ListenState = {
    index: 0,
    phase: 'ready',
    playing: false,
    shown: tracks.map(() => false),
    failed: tracks.map(() => false),
    refused: false,
  };
  const listeners = new Set<() => void>();

  function set(next: Partial<ListenState>) {
    state = { ...state, ...next };
    if (session)
      session.playbackState = state.playing ? 'playing' : state.phase === 'ready' ? 'none' : 'paused';
    for (const listener of listeners) listener();
  }

  function describe() {
    const track = tracks[state.index];
    if (!session || !options.metadata || !track) return;
    session.metadata = options.metadata({
      title: track.text,
      artist: state.shown[state.index] ? track.meaning : '',
      album: options.title,
    });
  }

  /** Plays what the element holds now; a refusal (no press on the page yet) stops and says so. */
  function sound() {
    try {
      const started = audio.play();
      if (started)
        started.catch((error: unknown) => {
          // A new source or a pause interrupts play(): no failure.
          if (error instanceof DOMException && error.name === 'AbortError') return;
          set({ playing: false, refused: error instanceof DOMException && error.name === 'NotAllowedError' });
        });
    } catch {
      set({ playing: false });
    }
  }

  function start(index: number) {
    const track = tracks[index];
    if (!track) return finish();
    set({ index, phase: 'recording', playing: true, refused: false });
    describe();
    audio.src = track.url;
    sound();
  }

  function silence(ms: number) {
    audio.src = options.silence(ms);
    sound();
  }

  function reveal() {
    const shown = [...state.shown];
    shown[state.index] = true;
    set({ phase: 'shown', shown });
    describe();
    silence(holdMs);
  }

  function finish() {
    audio.pause();
    set({ phase: 'finished', playing: false });
  }

  function onEnded() {
    if (!state.playing) return;
    if (state.phase === 'recording') {
      set({ phase: 'repeat' });
      silence(repeatPauseMs(audio.duration, pause));
    } else if (state.phase === 'repeat') reveal();
    else if (state.phase === 'shown') start(state.index + 1);
  }

  function onError() {
    if (!state.playing) return;
    if (state.phase === 'recording') {
      // A recording that cannot be played (not downloaded, offline): its meaning shows, and on.
      const failed = [...state.failed];
      failed[state.index] = true;
      set({ failed });
      reveal();
    } else onEnded();
  }

  const controls = {
    play() {
      if (tracks.length === 0) return;
      if (state.phase === 'ready' || state.phase === 'finished') return start(0);
      set({ playing: true, refused: false });
      sound();
    },
    pause() {
      if (!state.playing) return;
      audio.pause();
      set({ playing: false });
    },
    toggle() {
      if (state.playing) controls.pause();
      else controls.play();
    },
    /** The next item, from its recording (the last item's next ends the list). */
    next() {
      if (tracks.length === 0) return;
      if (state.index + 1 < tracks.length) start(state.index + 1);
      else finish();
    },
    /** The item before (the first item again from the first). */
    previous() {
      if (tracks.length === 0) return;
      start(state.phase === 'finished' ? tracks.length - 1 : Math.max(0, state.index - 1));
    },
    /** The pause to repeat from the next one on. */
    setPause(next: RepeatPause) {
      pause = next;
    },
    /** Goes to item `index` and plays it. */
    playAt(index: number) {
      if (index >= 0 && index < tracks.length) start(index);
    },
  };

  audio.addEventListener('ended', onEnded);
  audio.addEventListener('error', onError);
  if (session) {
    session.setActionHandler('play', controls.play);
    session.setActionHandler('pause', controls.pause);
    session.setActionHandler('nexttrack', controls.next);
    session.setActionHandler('previoustrack', controls.previous);
    session.setActionHandler('stop', controls.pause);
  }

  return {
    ...controls,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Stops, and hands the lock screen's controls back. */
    destroy() {
      audio.pause();
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onError);
      if (session) {
        for (const action of ACTIONS) session.setActionHandler(action, null);
        session.metadata = null;
        session.playbackState = 'none';
      }
      listeners.clear();
    },
  };
}

export type ListenPlayer = ReturnType<typeof createListenPlayer>;
