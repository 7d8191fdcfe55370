import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, ProgressBar } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { lessonProgress } from '@langapp/shared';
import { useRemoteData } from '../../components/interlinear/use-remote-data';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api-client';
import {
  fetchLesson,
  fetchLessonIds,
  fetchLexicon,
  fetchSentenceRecordings,
  fetchSentences,
  markLessonDone,
} from './api';
import { readLessonSteps } from './lesson-data';
import type { PlayerStep, PracticeItem } from './lesson-data';
import { LESSON_MESSAGES } from './lesson-messages';
import { LessonStepView } from './lesson-step-view';
import type { LessonResources } from './lesson-step-view';
import { MatchingPractice } from './matching-practice';

export const RESTART_CONFIRM = 'Restart this lesson from the beginning?';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string; notFound: boolean }
  | { status: 'ready'; steps: PlayerStep[] };

async function loadLesson(id: string): Promise<Load> {
  let ids: string[];
  try {
    ids = await fetchLessonIds();
  } catch (error) {
    console.error('The lesson ids could not be loaded.', error);
    return { status: 'failed', message: LESSON_MESSAGES.couldNotLoad, notFound: false };
  }
  if (!ids.includes(id)) return { status: 'failed', message: LESSON_MESSAGES.notFound, notFound: true };
  let data: string;
  try {
    data = (await fetchLesson(id)).data;
  } catch (error) {
    console.error('The lesson could not be loaded.', error);
    if (error instanceof ApiError && error.status === 422) {
      return { status: 'failed', message: LESSON_MESSAGES.jsonUnparsable, notFound: false };
    }
    if (error instanceof ApiError && error.status === 404) {
      return { status: 'failed', message: LESSON_MESSAGES.notFound, notFound: true };
    }
    return { status: 'failed', message: LESSON_MESSAGES.couldNotLoad, notFound: false };
  }
  const lesson = readLessonSteps(data);
  if (!lesson.ok) {
    const message = lesson.reason === 'json' ? LESSON_MESSAGES.jsonUnparsable : LESSON_MESSAGES.initFailed;
    return { status: 'failed', message, notFound: false };
  }
  return { status: 'ready', steps: lesson.steps };
}

const BackToSelection = ({ variant = 'primary' }: { variant?: string }) => (
  <Link to="/vocab" className={`btn btn-${variant}`}>
    Back to Lesson Selection
  </Link>
);

/** An h2 that takes the focus when it appears after something the learner did. */
function StageHeading({ id, children }: { id: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="h3">
      {children}
    </h2>
  );
}

type Phase =
  | { name: 'start' }
  | { name: 'step'; index: number }
  | { name: 'practice' }
  | { name: 'finishing' }
  | { name: 'finished'; saved: boolean };

const toMap = <K, V>(items: readonly V[] | undefined, key: (item: V) => K) =>
  items === undefined ? undefined : new Map(items.map((item) => [key(item), item]));

/** The start screen, the steps, the practice and the end of one loaded lesson. */
function LessonRun({ id, steps }: { id: string; steps: PlayerStep[] }) {
  const [phase, setPhase] = useState<Phase>({ name: 'start' });
  const hasLex = steps.some((step) => step.kind === 'lex');
  const hasSent = steps.some((step) => step.kind === 'sent');
  const lexicon = useRemoteData(fetchLexicon, 'lexicon', hasLex);
  const sentences = useRemoteData(fetchSentences, 'sentences', hasSent);
  const sentenceAudio = useRemoteData(fetchSentenceRecordings, 'sentence recordings', hasSent);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const resources = useMemo<LessonResources>(
    () => ({
      lexicon: { status: lexicon.status, data: toMap(lexicon.data, (entry) => entry.id) },
      sentences: { status: sentences.status, data: toMap(sentences.data, (sentence) => sentence.id) },
      sentenceAudio: { status: sentenceAudio.status, data: sentenceAudio.data },
    }),
    [
      lexicon.status,
      lexicon.data,
      sentences.status,
      sentences.data,
      sentenceAudio.status,
      sentenceAudio.data,
    ],
  );

  const practiceItems = useMemo<PracticeItem[] | undefined>(() => {
    const byId = resources.lexicon.data;
    if (byId === undefined) return undefined;
    return steps.flatMap((step) => {
      const entry = step.kind === 'lex' ? byId.get(step.lexId) : undefined;
      return entry ? [{ id: entry.id, lex: entry.lex, gloss: entry.gloss }] : [];
    });
  }, [resources.lexicon.data, steps]);

  const complete = useCallback(() => {
    setPhase({ name: 'finishing' });
    markLessonDone(id).then(
      ({ success }) => {
        if (mounted.current) setPhase({ name: 'finished', saved: success });
      },
      (error: unknown) => {
        console.error('The finished lesson could not be recorded.', error);
        if (mounted.current) setPhase({ name: 'finished', saved: false });
      },
    );
  }, [id]);

  function next(index: number) {
    if (index + 1 < steps.length) setPhase({ name: 'step', index: index + 1 });
    else if (!hasLex) complete();
    else setPhase({ name: 'practice' });
  }

  function restart() {
    if (window.confirm(RESTART_CONFIRM)) setPhase({ name: 'start' });
  }

  const restartButton = (
    <Button variant="outline-secondary" onClick={restart}>
      Restart
    </Button>
  );

  switch (phase.name) {
    case 'start':
      return (
        <section aria-labelledby="lesson-start-heading">
          <h2 id="lesson-start-heading" className="h3">
            Ready to begin?
          </h2>
          <p>
            Lesson {id} has {steps.length} {steps.length === 1 ? 'step' : 'steps'}. Listen to each word or
            sentence; its translation appears a moment later. Then practise the words.
          </p>
          <Button size="lg" onClick={() => setPhase({ name: 'step', index: 0 })}>
            Start
          </Button>
        </section>
      );
    case 'step': {
      const step = steps[phase.index];
      const last = phase.index === steps.length - 1;
      return (
        <section aria-label={`Step ${phase.index + 1} of ${steps.length}`}>
          <ProgressBar className="mb-3">
            <ProgressBar
              now={lessonProgress(phase.index, steps.length)}
              aria-label="Lesson progress"
              aria-valuetext={`Step ${phase.index + 1} of ${steps.length}`}
            />
          </ProgressBar>
          <p className="text-body-secondary">
            Step {phase.index + 1} of {steps.length}
          </p>
          {step && <LessonStepView key={phase.index} step={step} resources={resources} />}
          <div className="d-flex gap-2">
            <Button onClick={() => next(phase.index)}>{last ? 'Finish' : 'Next'}</Button>
            {restartButton}
          </div>
        </section>
      );
    }
    case 'practice':
      return (
        <section aria-labelledby="practice-heading">
          <StageHeading id="practice-heading">Time to practice</StageHeading>
          {resources.lexicon.status === 'error' ? (
            <>
              <Alert variant="danger">{LESSON_MESSAGES.lexicalDataNotFound}</Alert>
              <BackToSelection />
            </>
          ) : practiceItems === undefined ? (
            <p role="status" aria-live="polite">
              {LESSON_MESSAGES.settingUpPractice}
            </p>
          ) : practiceItems.length === 0 ? (
            <>
              <Alert variant="warning">{LESSON_MESSAGES.lexicalItemNotFound}</Alert>
              <Button onClick={complete}>Finish lesson</Button>
            </>
          ) : (
            <MatchingPractice items={practiceItems} onComplete={complete} />
          )}
          <div className="mt-3">{restartButton}</div>
        </section>
      );
    case 'finishing':
      return (
        <p role="status" aria-live="polite">
          Saving your progress...
        </p>
      );
    case 'finished':
      return (
        <section aria-labelledby="finished-heading">
          <StageHeading id="finished-heading">Lesson complete!</StageHeading>
          <p>Well done: you finished lesson {id}.</p>
          {!phase.saved && (
            <Alert variant="warning">
              Your progress could not be saved, so this lesson may not show as finished.
            </Alert>
          )}
          <BackToSelection />
        </section>
      );
  }
}

/** /vocab/:id: one vocabulary lesson, if its id is among the known ones. */
function LessonPlayer({ id }: { id: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    void loadLesson(id).then((result) => {
      if (active) setLoad(result);
    });
    return () => {
      active = false;
    };
  }, [id]);

  return (
    <>
      <PageHeader title={`Lesson ${id}`} />
      {load.status === 'loading' && (
        <p role="status" aria-live="polite">
          Loading lesson...
        </p>
      )}
      {load.status === 'failed' && (
        <>
          <Alert variant={load.notFound ? 'warning' : 'danger'}>{load.message}</Alert>
          <Link to="/vocab">Back to Lesson Selection</Link>
        </>
      )}
      {load.status === 'ready' && <LessonRun id={id} steps={load.steps} />}
    </>
  );
}

export function LessonPlayerPage() {
  const { id = '' } = useParams();
  // A new id is a new lesson: nothing of the previous one carries over.
  return <LessonPlayer key={id} id={id} />;
}
