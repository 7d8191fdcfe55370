import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayableTake } from '../../api/recordings';
import { askNotice } from '../../components/audio/audio-player';
import { LESSON_MESSAGES } from './lesson-messages';

/** A step's recording starts this long after the step is shown (spec: 250 ms). */
const AUDIO_DELAY_MS = 250;

function stop(audio: HTMLAudioElement | null) {
  try {
    audio?.pause();
  } catch {
    // Nothing to stop.
  }
}

/**
 * Plays `take` AUDIO_DELAY_MS after the step appears (or as soon as the take is known, if later),
 * offers a replay, and says what went wrong: a file that does not load is 'MP3 file not found!',
 * a browser that refuses to play is 'Error playing audio!'. Leaving the step stops the sound. A
 * speaker's notice is asked first, for the autoplay too (ADR 061): "Not now" plays nothing.
 */
export function useLessonAudio(take: PlayableTake | null): { replay: () => void; error: string | null } {
  const [due, setDue] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<HTMLAudioElement | null>(null);
  const autoPlayed = useRef(false);

  const left = useRef(false);

  const play = useCallback(async ({ url: source, speaker }: PlayableTake) => {
    stop(current.current);
    setError(null);
    if (!(await askNotice(speaker)) || left.current) return;
    stop(current.current);
    let audio: HTMLAudioElement;
    try {
      audio = new Audio(source);
    } catch (cause) {
      console.error('The recording could not be played.', cause);
      setError(LESSON_MESSAGES.playbackError);
      return;
    }
    current.current = audio;
    const fail = (message: string) => {
      if (current.current === audio) setError(message);
    };
    audio.addEventListener('error', () => fail(LESSON_MESSAGES.mp3NotFound));
    try {
      // Older engines return undefined rather than a promise.
      void audio.play()?.catch((cause: unknown) => {
        // A pause (leaving the step, a replay) interrupts play(): that is no failure.
        if (cause instanceof DOMException && cause.name === 'AbortError') return;
        console.error('The recording could not be played.', cause);
        const missing =
          Boolean(audio.error) || (cause instanceof DOMException && cause.name === 'NotSupportedError');
        fail(missing ? LESSON_MESSAGES.mp3NotFound : LESSON_MESSAGES.playbackError);
      });
    } catch (cause) {
      console.error('The recording could not be played.', cause);
      fail(LESSON_MESSAGES.playbackError);
    }
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), AUDIO_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!due || take === null || autoPlayed.current) return;
    autoPlayed.current = true;
    void play(take);
  }, [due, take, play]);

  useEffect(
    () => () => {
      left.current = true;
      stop(current.current);
      current.current = null;
    },
    [],
  );

  const replay = useCallback(() => {
    if (take !== null) void play(take);
  }, [take, play]);

  return { replay, error };
}
