import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { Alert, Button, ProgressBar } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { chooseRecording, lessonIdSchema, lessonProgress, readLessonSteps } from '@langapp/shared';
import type { PlayerStep } from '@langapp/shared';
import { lessonLoadFailure, lessonQuery, useMarkLessonDone } from '../../api/lessons';
import { useLexicon } from '../../api/lexicon';
import { sentenceRecordingsQuery, sentenceRecordingUrl } from '../../api/recordings';
import { remoteStatus } from '../../api/remote-status';
import { useSentences } from '../../api/sentences';
import { useSpeakerOrder } from '../../api/speakers';
import type { ListenLauncherProps, ListenSource } from '../../components/listen/listen-source';
import { MakeAvailableOffline } from '../../components/offline/make-available-offline';
import { PageHeader } from '../../components/page-header';
import type { PracticeItem } from './lesson-data';
import { LESSON_MESSAGES } from './lesson-messages';
import { LessonStepView } from './lesson-step-view';
import type { LessonResources } from './lesson-step-view';
import { MatchingPractice } from './matching-practice';

const RESTART_CONFIRM = 'Restart this lesson from the beginning?';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string; notFound: boolean }
  | { status: 'ready'; steps: PlayerStep[]; title: string };

const NOT_FOUND: Load = { status: 'failed', message: LESSON_MESSAGES.notFound, notFound: true };

/**
 * Where the lesson stands: its steps once read, or the spec's message for why there are none. The
 * server sends the lesson as stored, so the reading decides: data that is not JSON cannot be parsed;
 * JSON from which no lesson can start (not a list of steps, a malformed step) fails to initialize;
 * a step of an unknown kind says so in its place while the rest of the lesson plays.
 */
function useLessonSteps(id: string): Load {
  // An id that cannot be a lesson's is not asked for: no lesson has it.
  const known = lessonIdSchema.safeParse(id).success;
  const query = useQuery({ ...lessonQuery(id), enabled: known });
  const data = query.data?.data;
  const read = useMemo(() => (data === undefined ? undefined : readLessonSteps(data)), [data]);
  if (!known) return NOT_FOUND;
  if (read?.ok) return { status: 'ready', steps: read.steps, title: query.data?.title ?? `Lesson ${id}` };
  if (read) {
    const message = read.reason === 'json' ? LESSON_MESSAGES.jsonUnparsable : LESSON_MESSAGES.initFailed;
    return { status: 'failed', message, notFound: false };
  }
  if (remoteStatus(query) !== 'error') return { status: 'loading' };
  switch (lessonLoadFailure(query.error)) {
    case 'not-found':
      return NOT_FOUND;
    case 'failed':
      return { status: 'failed', message: LESSON_MESSAGES.couldNotLoad, notFound: false };
  }
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

/**
 * The lesson's steps to Listen hands-free (ADR 081), once what they show has arrived: a word with its
 * entry (whose recordings Listen asks for, at the address the lesson's download keeps), a sentence
 * with its take; null while loading. A step whose item is missing is left out.
 */
function useListenSources(steps: readonly PlayerStep[], resources: LessonResources): ListenSource[] | null {
  const preferred = useSpeakerOrder();
  const { lexicon, sentences, sentenceAudio } = resources;
  const needs = (kind: PlayerStep['kind']) => steps.some((step) => step.kind === kind);
  const waiting = (remote: { status: string; data: unknown }) =>
    remote.data === undefined && remote.status !== 'error';
  if ((needs('lex') && waiting(lexicon)) || (needs('sent') && (waiting(sentences) || waiting(sentenceAudio))))
    return null;
  return steps.flatMap((step, index): ListenSource[] => {
    if (step.kind === 'lex') {
      const entry = lexicon.data?.get(step.lexId);
      return entry ? [{ key: `${index}`, text: entry.lex, meaning: entry.gloss, lexId: entry.id }] : [];
    }
    if (step.kind !== 'sent') return [];
    const sentence = sentences.data?.get(step.sentId);
    if (!sentence) return [];
    const choice = chooseRecording(
      (sentenceAudio.data ?? []).filter((recording) => recording.sent_id === step.sentId),
      preferred,
    );
    const take =
      choice.kind === 'mp3' ? { url: sentenceRecordingUrl(choice.filename), speaker: choice.speaker } : null;
    return [{ key: `${index}`, text: sentence.text, meaning: sentence.trans, take }];
  });
}

type Phase =
  | { name: 'start' }
  | { name: 'step'; index: number }
  | { name: 'practice' }
  | { name: 'finishing' }
  | { name: 'finished'; saved: boolean | 'queued' };

/**
 * The start screen, the steps, the practice and the end of one loaded lesson. The steps are those
 * of the lesson as it first arrived: a later refetch does not change a lesson under way.
 */
function LessonRun({
  id,
  title,
  steps: arrived,
  listen: Listen,
}: {
  id: string;
  title: string;
  steps: PlayerStep[];
  listen?: ComponentType<ListenLauncherProps>;
}) {
  const [steps] = useState(arrived);
  const [phase, setPhase] = useState<Phase>({ name: 'start' });
  const hasLex = steps.some((step) => step.kind === 'lex');
  const sentIds = useMemo(
    () => steps.flatMap((step) => (step.kind === 'sent' ? [step.sentId] : [])),
    [steps],
  );
  const hasSent = sentIds.length > 0;
  const lexicon = useLexicon(hasLex);
  const sentences = useSentences(hasSent);
  const sentenceAudio = useQuery({ ...sentenceRecordingsQuery(sentIds), enabled: hasSent });
  const sentenceAudioStatus = remoteStatus(sentenceAudio);
  const markDone = useMarkLessonDone().mutate;

  const sentencesById = useMemo(
    () => sentences.data && new Map(sentences.data.map((sentence) => [sentence.id, sentence])),
    [sentences.data],
  );
  const resources = useMemo<LessonResources>(
    () => ({
      lexicon: { status: lexicon.status, data: lexicon.status === 'ready' ? lexicon.byId : undefined },
      sentences: { status: sentences.status, data: sentencesById },
      sentenceAudio: { status: sentenceAudioStatus, data: sentenceAudio.data },
    }),
    [lexicon.status, lexicon.byId, sentences.status, sentencesById, sentenceAudioStatus, sentenceAudio.data],
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
    // The answer is only shown while the lesson is (mutate's own callbacks end with the page).
    markDone(id, {
      onSuccess: (answer) =>
        setPhase({ name: 'finished', saved: answer === 'queued' ? answer : answer.success }),
      onError: () => setPhase({ name: 'finished', saved: false }),
    });
  }, [id, markDone]);

  function next(index: number) {
    if (index + 1 < steps.length) setPhase({ name: 'step', index: index + 1 });
    else if (!hasLex) complete();
    else setPhase({ name: 'practice' });
  }

  const listenSources = useListenSources(steps, resources);
  // Listen is offered above the lesson's start and its steps; it goes on whatever the lesson does.
  const listen = listenSources && Listen && <Listen title={title} sources={listenSources} className="mb-3" />;

  function restart() {
    if (window.confirm(RESTART_CONFIRM)) setPhase({ name: 'start' });
  }

  // The way back to the start is secondary to going on (ADR 071): a quiet link-styled button, set
  // apart at the end of the row, never a twin of Next.
  const restartButton = (
    <Button variant="link" className="text-body-secondary ms-auto" onClick={restart}>
      Restart
    </Button>
  );

  return (
    <>
      {listen}
      {stage()}
    </>
  );

  function stage() {
    switch (phase.name) {
      case 'start':
        return (
          <section aria-labelledby="lesson-start-heading">
            <h2 id="lesson-start-heading" className="h3">
              Ready to begin?
            </h2>
            <p>
              This lesson has {steps.length} {steps.length === 1 ? 'step' : 'steps'}. Listen to each word or
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
            <div className="d-flex flex-wrap align-items-center gap-3">
              <Button size="lg" className="px-5" onClick={() => next(phase.index)}>
                {last ? 'Finish' : 'Next'}
              </Button>
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
            <div className="d-flex mt-3">{restartButton}</div>
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
            <p>Well done: you finished {title}.</p>
            {!phase.saved && (
              <Alert variant="warning">
                Your progress could not be saved, so this lesson may not show as finished.
              </Alert>
            )}
            {phase.saved === 'queued' && (
              <p role="status">You are offline: your progress is saved when you are back online.</p>
            )}
            <BackToSelection />
          </section>
        );
    }
  }
}

/** /vocab/:id: one vocabulary lesson, asked for by its id alone (one the server does not know is not found). */
function LessonPlayer({ id, listen }: { id: string; listen?: ComponentType<ListenLauncherProps> }) {
  const load = useLessonSteps(id);

  return (
    <>
      {/* The lesson's title once it is here; until then, or when there is none, its id. */}
      <PageHeader title={load.status === 'ready' ? load.title : `Lesson ${id}`} />
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
      {load.status === 'ready' && (
        <MakeAvailableOffline downloadKey={`lesson:${id}`} label={load.title} className="mb-3" />
      )}
      {load.status === 'ready' && <LessonRun id={id} title={load.title} steps={load.steps} listen={listen} />}
    </>
  );
}

/** /vocab/:id; `listen` is the Listen button the app gives it (ADR 081). */
export function LessonPlayerPage({ listen }: { listen?: ComponentType<ListenLauncherProps> } = {}) {
  const { id = '' } = useParams();
  // A new id is a new lesson: nothing of the previous one carries over.
  return <LessonPlayer key={id} id={id} listen={listen} />;
}
