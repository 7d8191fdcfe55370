import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { PlayableTake } from '../../api/recordings';

/** The spec's message when the browser cannot play a recording. */
export const PLAYBACK_ERROR = 'Error playing audio!';

/**
 * The one recording the app is playing. Every player goes through it (the play buttons and the
 * pages' own players), so starting one recording stops any other: a list of words never talks
 * over itself, nor over the admin's takes. `key` says which player started it.
 */
interface NowPlaying {
  key: string;
  audio: HTMLAudioElement;
}

let nowPlaying: NowPlaying | null = null;
const listeners = new Set<() => void>();

function setNowPlaying(next: NowPlaying | null) {
  nowPlaying = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function stopPlaying() {
  const playing = nowPlaying;
  if (!playing) return;
  setNowPlaying(null);
  try {
    playing.audio.pause();
  } catch {
    // Nothing to stop.
  }
}

/**
 * Asks, before a speaker's recording first plays, whether to play it (the speaker's notice, ADR
 * 061): resolves to true to play. Set by the notice dialog (speaker-notice-dialog.tsx), which the
 * app mounts once; without it (a component shown alone) every take plays.
 */
type NoticeGate = (speaker: string) => Promise<boolean>;
let noticeGate: NoticeGate | null = null;

/** Puts the notice dialog between every player and the speakers' recordings; returns its removal. */
export function setNoticeGate(gate: NoticeGate): () => void {
  noticeGate = gate;
  return () => {
    if (noticeGate === gate) noticeGate = null;
  };
}

/**
 * Whether the take of `speaker` may play now: true at once without a notice to read; otherwise the
 * learner's answer to the notice dialog. For players that do not go through `usePlayer` (the lesson
 * player's own audio).
 */
export function askNotice(speaker: string | undefined): Promise<boolean> {
  return speaker === undefined || noticeGate === null ? Promise.resolve(true) : noticeGate(speaker);
}

/**
 * Plays `take` for player `key`, stopping whatever played; a speaker with a notice the learner has
 * not accepted is asked about first, and "Not now" plays nothing. Resolves to false when the
 * browser could not play it (a missing file, no audio support, an autoplay refusal), true otherwise
 * (also when the learner chose not to play, or another recording stopped it before it began).
 */
async function play(key: string, take: PlayableTake): Promise<boolean> {
  stopPlaying();
  // Without a notice to ask, the recording starts at once, within the press that asked for it.
  if (take.speaker !== undefined && noticeGate !== null) {
    if (!(await noticeGate(take.speaker))) return true;
    stopPlaying();
  }
  let playing: NowPlaying | null = null;
  const done = () => {
    if (playing && nowPlaying === playing) setNowPlaying(null);
  };
  try {
    const audio = new Audio(take.url);
    playing = { key, audio };
    audio.addEventListener('ended', done);
    audio.addEventListener('pause', done);
    setNowPlaying(playing);
    // Older engines return undefined rather than a promise; some embedded ones throw.
    await audio.play();
    return true;
  } catch (error) {
    done();
    return error instanceof DOMException && error.name === 'AbortError';
  }
}

let lastKey = 0;

/**
 * A player for one component: `play(take)` starts a recording (stopping any other in the app),
 * `stop()` stops this player's, `playing` says whether this player's is sounding; leaving stops it.
 */
export function usePlayer() {
  const [key] = useState(() => `player-${++lastKey}`);
  const playing = useSyncExternalStore(
    subscribe,
    () => nowPlaying?.key === key,
    () => false,
  );
  useEffect(
    () => () => {
      if (nowPlaying?.key === key) stopPlaying();
    },
    [key],
  );
  return {
    playing,
    play: useCallback((take: PlayableTake) => play(key, take), [key]),
    stop: useCallback(() => {
      if (nowPlaying?.key === key) stopPlaying();
    }, [key]),
  };
}

/**
 * A page's player where a recording is a help, never a reason to fail: a recording the browser
 * refuses is ignored.
 */
export function useAudioPlayer(): (take: PlayableTake) => void {
  const { play } = usePlayer();
  return useCallback((take: PlayableTake) => void play(take), [play]);
}
