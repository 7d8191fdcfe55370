import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { chooseRecording } from '@langapp/shared';
import type { SpokenAudioChoice as AudioChoice, Lex, PlayerStep, SentAudio, Sentence } from '@langapp/shared';
import { entryRecordingsQuery, sentenceRecordingUrl, wordRecordingUrl } from '../../api/recordings';
import type { RemoteStatus } from '../../api/remote-status';
import { useSpeakerOrder } from '../../api/speakers';
import { SpeakerCredit } from '../../components/audio/speaker-credit';
import { entryPath } from '../../components/headword';
import { AddToReviewButton } from '../../components/review/add-to-review-button';
import { SpeakButton } from '../../components/speaking/speak-button';
import { LESSON_MESSAGES, mp3NotFoundFor } from './lesson-messages';
import { useLessonAudio } from './use-lesson-audio';

/** The translation of a step is revealed this long after it is shown (spec: 600 ms). */
const TRANSLATION_DELAY_MS = 600;

interface Remote<T> {
  status: RemoteStatus;
  data: T | undefined;
}

export interface LessonResources {
  lexicon: Remote<ReadonlyMap<number, Lex>>;
  sentences: Remote<ReadonlyMap<string, Sentence>>;
  sentenceAudio: Remote<readonly SentAudio[]>;
}

type Shown =
  | { kind: 'message'; message: string; variant: 'danger' | 'warning' }
  | { kind: 'loading' }
  | {
      kind: 'item';
      label: string;
      text: string;
      translation: string;
      audio: AudioSource;
      /** A word's lexical entry, which the learner can add to their review deck. */
      lexId?: number;
    };

/** Where a step's recording comes from: the entry's recordings (asked for per entry) or the sentence's. */
type AudioSource =
  { kind: 'lex'; word: string; lexId: number } | { kind: 'sent'; sentId: string; choice: AudioChoice | null };

function whatToShow(
  step: PlayerStep,
  { lexicon, sentences, sentenceAudio }: LessonResources,
  preferred: readonly string[],
): Shown {
  if (step.kind === 'lex') {
    if (lexicon.status === 'error')
      return { kind: 'message', message: LESSON_MESSAGES.lexicalDataNotFound, variant: 'danger' };
    if (lexicon.data === undefined) return { kind: 'loading' };
    const entry = lexicon.data.get(step.lexId);
    if (!entry) return { kind: 'message', message: LESSON_MESSAGES.lexicalItemNotFound, variant: 'danger' };
    return {
      kind: 'item',
      label: 'Word',
      text: entry.lex,
      translation: entry.gloss,
      audio: { kind: 'lex', word: entry.lex, lexId: entry.id },
      lexId: entry.id,
    };
  }
  if (step.kind === 'sent') {
    if (sentences.status === 'error')
      return { kind: 'message', message: LESSON_MESSAGES.sentenceNotFound, variant: 'danger' };
    if (sentences.data === undefined) return { kind: 'loading' };
    const sentence = sentences.data.get(step.sentId);
    if (!sentence) return { kind: 'message', message: LESSON_MESSAGES.sentenceNotFound, variant: 'danger' };
    let choice: AudioChoice | null = null;
    if (sentenceAudio.status === 'error') choice = { kind: 'none' };
    else if (sentenceAudio.data !== undefined) {
      choice = chooseRecording(
        sentenceAudio.data.filter((recording) => recording.sent_id === step.sentId),
        preferred,
      );
    }
    return {
      kind: 'item',
      label: 'Sentence',
      text: sentence.text,
      translation: sentence.trans,
      audio: { kind: 'sent', sentId: step.sentId, choice },
    };
  }
  return { kind: 'message', message: LESSON_MESSAGES.unknownStep, variant: 'warning' };
}

/**
 * The newest .mp3 of an entry (its own, not a homograph's), asked for when its step is shown; null
 * while the answer is awaited.
 */
function useWordAudioChoice(lexId: number | null): AudioChoice | null {
  const query = useQuery({ ...entryRecordingsQuery(lexId ?? 0), enabled: lexId !== null });
  const preferred = useSpeakerOrder();
  if (lexId === null) return null;
  if (query.data !== undefined) return chooseRecording(query.data, preferred);
  return query.isError ? { kind: 'none' } : null;
}

function audioMessage(source: AudioSource, choice: AudioChoice | null): string | null {
  if (choice?.kind === 'none') return LESSON_MESSAGES.noAudio;
  if (choice?.kind === 'no-mp3') {
    return source.kind === 'lex' ? mp3NotFoundFor('lex', source.word) : mp3NotFoundFor('sent', source.sentId);
  }
  return null;
}

function StepItem({ shown }: { shown: Extract<Shown, { kind: 'item' }> }) {
  const { audio } = shown;
  const wordChoice = useWordAudioChoice(audio.kind === 'lex' ? audio.lexId : null);
  const choice = audio.kind === 'lex' ? wordChoice : audio.choice;
  const take = useMemo(() => {
    if (choice?.kind !== 'mp3') return null;
    const url =
      audio.kind === 'lex' ? wordRecordingUrl(choice.filename) : sentenceRecordingUrl(choice.filename);
    return { url, speaker: choice.speaker };
  }, [audio.kind, choice]);
  const { replay, error } = useLessonAudio(take);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setRevealed(true), TRANSLATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const notice = error ?? audioMessage(audio, choice);
  return (
    <>
      <dl className="mb-3">
        <dt className="visually-hidden">{shown.label}</dt>
        <dd className="display-6 mb-2">
          {/* A word links to its entry's page (issue 36). */}
          {shown.lexId !== undefined ? <Link to={entryPath(shown.lexId)}>{shown.text}</Link> : shown.text}
        </dd>
        <dt className="visually-hidden">Translation</dt>
        <dd className="fs-4 text-body-secondary" style={{ minHeight: '1.5em' }}>
          {revealed ? shown.translation : null}
        </dd>
      </dl>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <Button variant="outline-secondary" onClick={replay} disabled={take === null}>
          Replay
        </Button>
        <SpeakerCredit take={take} />
        {shown.lexId !== undefined && (
          <AddToReviewButton lexId={shown.lexId} word={shown.text} source="lesson" />
        )}
        <SpeakButton
          take={take ?? undefined}
          label={shown.text}
          item={audio.kind === 'lex' ? `entry:${audio.lexId}` : `sentence:${audio.sentId}`}
        />
        <span role="status" className={error ? 'text-danger' : undefined}>
          {notice}
        </span>
      </div>
    </>
  );
}

/**
 * One step of the lesson: the word or sentence, its recording and (a moment later) its translation;
 * a word can be added to a signed-in learner's review deck.
 */
export function LessonStepView({ step, resources }: { step: PlayerStep; resources: LessonResources }) {
  const shown = whatToShow(step, resources, useSpeakerOrder());
  if (shown.kind === 'loading') {
    return (
      <p role="status" aria-live="polite">
        Loading...
      </p>
    );
  }
  if (shown.kind === 'message') return <Alert variant={shown.variant}>{shown.message}</Alert>;
  return <StepItem shown={shown} />;
}
