import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { answersQuery, randomWordQuery } from '../../api/exercises';
import { wordRecordingUrl } from '../../api/recordings';
import type { PlayableTake } from '../../api/recordings';
import { useAudioPlayer } from '../../components/audio/audio-player';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { useAddMissedWord } from '../../components/review/use-add-missed-word';
import { listeningOptions } from './listening-options';
import { useTimers } from './use-timers';

/** Spec §9: the first word's audio starts 500 ms after Start; a right answer moves on after 500 ms; a wrong one shows for 1 s. */
export const START_AUDIO_DELAY_MS = 500;
export const NEXT_WORD_DELAY_MS = 500;
export const WRONG_ANSWER_MS = 1000;

interface Question {
  /** The word heard, as written (GET /api/random names it so). */
  word: string;
  /** The word's take: where it plays from, whose voice it is. */
  audio: PlayableTake;
  correct: string;
  /** The correct gloss and the wrong ones, shuffled. */
  options: string[];
}

type Phase = 'start' | 'loading' | 'question' | 'none' | 'failed';

/**
 * /exercises/listening: hear a random word, pick its meaning among four. A word answered wrongly
 * goes to the learner's review deck, named by its written form and its meaning (so a homograph
 * resolves to the entry asked about).
 */
export function ListeningExercisePage() {
  const [phase, setPhase] = useState<Phase>('start');
  const [question, setQuestion] = useState<Question | null>(null);
  const [picked, setPicked] = useState<{ index: number; right: boolean } | null>(null);
  const [loadingNext, setLoadingNext] = useState(false);
  const queryClient = useQueryClient();
  const play = useAudioPlayer();
  const schedule = useTimers();
  const addMissed = useAddMissedWord('listening');
  // Bumped by every load and on unmount, so a late answer is dropped.
  const generation = useRef(0);
  const questionHeadingId = useId();

  useEffect(
    () => () => {
      generation.current += 1;
    },
    [],
  );

  /**
   * Draws a random word and its answers; shows them and plays the word once `ready` has resolved too.
   * The question is kept in state: the page never shows a cached draw again, nor a refetched one.
   */
  const load = useCallback(
    async (ready: Promise<void>) => {
      const current = ++generation.current;
      try {
        const word = await queryClient.fetchQuery(randomWordQuery);
        if (!word) {
          if (current === generation.current) setPhase('none');
          return;
        }
        const answers = await queryClient.fetchQuery(answersQuery(word.word));
        await ready;
        if (current !== generation.current) return;
        const next: Question = {
          word: word.word,
          audio: {
            url: wordRecordingUrl(word.filename),
            ...(word.speaker !== undefined && { speaker: word.speaker }),
          },
          correct: answers.correct,
          options: listeningOptions(answers, Math.random),
        };
        setQuestion(next);
        setPicked(null);
        setLoadingNext(false);
        setPhase('question');
        play(next.audio);
      } catch {
        if (current === generation.current) {
          setLoadingNext(false);
          setPhase('failed');
        }
      }
    },
    [play, queryClient],
  );

  function start() {
    setPhase('loading');
    const audioDelay = new Promise<void>((resolve) => schedule(resolve, START_AUDIO_DELAY_MS));
    void load(audioDelay);
  }

  function pick(index: number) {
    if (!question || picked || loadingNext) return;
    const right = question.options[index] === question.correct;
    setPicked({ index, right });
    if (right) {
      schedule(() => {
        setLoadingNext(true);
        void load(Promise.resolve());
      }, NEXT_WORD_DELAY_MS);
    } else {
      addMissed({ lex: question.word, gloss: question.correct });
      schedule(() => setPicked(null), WRONG_ANSWER_MS);
    }
  }

  const busy = picked !== null || loadingNext;
  return (
    <>
      <PageHeader title="Listening exercise" />
      {phase === 'start' && (
        <>
          <p>Listen to a word and choose its meaning. Press Replay to hear the word again.</p>
          <Button size="lg" onClick={start}>
            Start
          </Button>
        </>
      )}
      {(phase === 'loading' || loadingNext) && <Loading label="Loading data..." />}
      {phase === 'none' && (
        <Alert variant="info">No word has a recording yet, so there is nothing to listen to.</Alert>
      )}
      {phase === 'failed' && (
        <Alert variant="danger">
          <p>The exercise could not be loaded.</p>
          <Button variant="outline-danger" onClick={start}>
            Try again
          </Button>
        </Alert>
      )}
      {phase === 'question' && question && (
        <section aria-labelledby={questionHeadingId}>
          <h2 id={questionHeadingId} className="h4">
            Which meaning did you hear?
          </h2>
          <Row
            role="group"
            aria-labelledby={questionHeadingId}
            className="g-3 mb-3"
            style={{ maxWidth: '36rem' }}
          >
            {question.options.map((gloss, index) => {
              const mark = picked?.index === index ? picked : null;
              return (
                // Keyed by position: the same buttons stay (and keep focus) when the next word comes.
                <Col xs={6} key={index}>
                  <Button
                    variant={mark ? (mark.right ? 'success' : 'danger') : 'outline-primary'}
                    size="lg"
                    className="w-100"
                    aria-disabled={busy || undefined}
                    onClick={() => pick(index)}
                  >
                    {mark && <span aria-hidden="true">{mark.right ? '✓ ' : '✗ '}</span>}
                    {gloss}
                    {mark && (
                      <span className="visually-hidden">{mark.right ? ' (correct)' : ' (wrong)'}</span>
                    )}
                  </Button>
                </Col>
              );
            })}
          </Row>
          <Button variant="outline-secondary" onClick={() => play(question.audio)}>
            Replay
          </Button>
          <p aria-live="polite" className="mt-3 fw-semibold">
            {picked && (picked.right ? 'Correct!' : 'Not quite. Try again.')}
          </p>
        </section>
      )}
    </>
  );
}
