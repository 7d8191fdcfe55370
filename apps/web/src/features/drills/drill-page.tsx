import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import {
  attachSuffix,
  LOCATIVE_SUFFIXES,
  locativeSuffix,
  PLURAL_SUFFIXES,
  pluralSuffix,
} from '@langapp/shared';
import type { AnswerJudgement, Lex } from '@langapp/shared';
import { useLexicon } from '../../api/lexicon';
import { playableEntry, usePlayableWordRecordings } from '../../api/recordings';
import type { PlayableTake } from '../../api/recordings';
import { AnswerVerdict } from '../../components/answers/answer-verdict';
import { useJudgeAnswer } from '../../components/answers/use-judge-answer';
import { PlayRecordingButton } from '../../components/audio/play-recording-button';
import { SpeakerCredit } from '../../components/audio/speaker-credit';
import { EmptyState } from '../../components/empty-state';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { SpeakButton } from '../../components/speaking/speak-button';
import { chooseDrillWords, drillNouns } from './drill-words';

interface DrillKind {
  title: string;
  /** What the suffix is called in the select's label. */
  suffixName: string;
  /** What the suffixed word is called when a wrong answer is corrected: 'the plural is ...'. */
  formName: string;
  suffixes: readonly string[];
  /** The right suffix of a word, from the shared rules. */
  rightSuffix: (word: string) => string;
  /** What the form means, said before the task (the locative's 'in, at or on'). */
  meaning?: ReactNode;
}

const PLURALS: DrillKind = {
  title: 'Plurals',
  suffixName: 'Plural suffix',
  formName: 'plural',
  suffixes: PLURAL_SUFFIXES,
  rightSuffix: pluralSuffix,
};

const LOCATIVES: DrillKind = {
  title: 'Locatives',
  suffixName: 'Locative suffix',
  formName: 'locative',
  meaning: <>The locative means &lsquo;in, at or on&rsquo;. </>,
  suffixes: LOCATIVE_SUFFIXES,
  rightSuffix: locativeSuffix,
};

/** The rule of a kind's two suffixes: the first after a vowel, the second after a consonant. */
function SuffixRules({ kind }: { kind: DrillKind }) {
  const [afterVowel, afterConsonant] = kind.suffixes;
  return (
    <ul>
      <li>
        After a vowel (a, e, i, o, u) the {kind.formName} is <strong>{afterVowel}</strong>.
      </li>
      <li>
        After a consonant the {kind.formName} is <strong>{afterConsonant}</strong>. The letters y, w and h
        count as consonants.
      </li>
    </ul>
  );
}

/** What the learner is asked to do in each way of answering. */
function DrillIntro({ kind, mode }: { kind: DrillKind; mode: DrillMode }) {
  return (
    <>
      <p>
        {kind.meaning}
        {mode === 'choose'
          ? `Choose the ${kind.formName} suffix for each noun, then press Check work.`
          : `Write the ${kind.formName} of each noun, then press Check work.`}
      </p>
      <SuffixRules kind={kind} />
    </>
  );
}

/** How the learner answers: by choosing the suffix (the spec's drill), or by writing the whole word. */
type DrillMode = 'choose' | 'write';

function DrillRow({
  entry,
  recording,
  kind,
  mode,
  answer,
  judgement,
  checked,
  onAnswer,
}: {
  entry: Lex;
  /** Where the word's recording plays from, if it has one. */
  recording: PlayableTake | undefined;
  kind: DrillKind;
  mode: DrillMode;
  /** The suffix chosen, or the word written. */
  answer: string;
  /** The written word judged by the answer rule (write mode). */
  judgement: AnswerJudgement | undefined;
  checked: boolean;
  onAnswer: (answer: string) => void;
}) {
  const id = useId();
  const rightSuffix = kind.rightSuffix(entry.lex);
  const right = mode === 'choose' ? answer === rightSuffix : judgement?.counts === true;
  const outline = checked ? (right ? 'border-success' : 'border-danger') : 'border-secondary-subtle';
  return (
    <li className={`d-flex flex-wrap align-items-center gap-3 border border-2 rounded p-2 mb-2 ${outline}`}>
      {/* The play button keeps to its word's line; the meaning follows, on the next line if need be. */}
      <div
        className="flex-grow-1 d-flex flex-wrap align-items-center column-gap-2"
        style={{ minWidth: '12rem' }}
      >
        <label htmlFor={id} className="mb-0">
          <span className="visually-hidden">
            {mode === 'choose' ? `${kind.suffixName} for ` : `The ${kind.formName} of `}
          </span>
          <strong className="fs-5">{entry.lex}</strong>
          <span className="visually-hidden"> ({entry.gloss})</span>
        </label>
        <PlayRecordingButton take={recording} label={entry.lex} />
        <SpeakerCredit take={recording} />
        <SpeakButton take={recording} label={entry.lex} item={`entry:${entry.id}`} />
        <span className="text-body-secondary" aria-hidden="true">
          ({entry.gloss})
        </span>
      </div>
      {mode === 'choose' ? (
        <Form.Select
          id={id}
          value={answer}
          onChange={(event) => onAnswer(event.target.value)}
          style={{ width: '9rem' }}
        >
          <option value="">choose</option>
          {kind.suffixes.map((suffix) => (
            <option key={suffix} value={suffix}>
              {suffix}
            </option>
          ))}
        </Form.Select>
      ) : (
        // A word of the language: the letter bar comes with its focus (ADR 090).
        <input
          id={id}
          {...LANGUAGE_FIELD}
          className="form-control"
          style={{ width: '12rem' }}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={answer}
          onChange={(event) => onAnswer(event.target.value)}
        />
      )}
      {mode === 'write' ? (
        <span style={{ minWidth: '6rem' }}>
          {checked && judgement && <AnswerVerdict judgement={judgement} />}
        </span>
      ) : (
        <span
          style={{ minWidth: '6rem' }}
          className={right ? 'text-success fw-semibold' : 'text-danger fw-semibold'}
        >
          {checked && right && (
            <>
              <span aria-hidden="true">✓ </span>Right
            </>
          )}
          {/* A wrong or missing answer is corrected: the right form, with the suffix that makes it. */}
          {checked && !right && (
            <>
              <span aria-hidden="true">✗ </span>
              {answer ? 'Not quite' : 'No suffix chosen'} — the {kind.formName} is{' '}
              <strong>{attachSuffix(entry.lex, rightSuffix)}</strong> ({rightSuffix})
            </>
          )}
        </span>
      )}
    </li>
  );
}

function Drill({ kind, random }: { kind: DrillKind; random: () => number }) {
  const lexicon = useLexicon();
  const recordings = usePlayableWordRecordings();
  // Drawn once per visit, when the lexicon first arrives (a later refresh of it must not change
  // the words under way), and again only when the learner asks for new words.
  const [chosen, setChosen] = useState<Lex[] | null>(null);
  if (chosen === null && lexicon.status === 'ready') setChosen(chooseDrillWords(lexicon.entries, random));
  const [mode, setMode] = useState<DrillMode>('choose');
  const modeName = useId();
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [checked, setChecked] = useState(false);
  const [draws, setDraws] = useState(0);
  const wordsHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // After New words the heading of the new list takes the focus: the words the learner was on
  // are gone, and the next Tab reaches the first new word.
  useEffect(() => {
    if (draws > 0) wordsHeading.current?.focus();
  }, [draws]);

  const words = useMemo(() => chosen ?? [], [chosen]);
  // New words can only be new when the lexicon has more nouns than the drill shows.
  const nounCount = useMemo(() => drillNouns(lexicon.entries).length, [lexicon.entries]);
  const judge = useJudgeAnswer();
  // Written words are judged by the one answer rule against the form the shared rules make.
  const judgements = useMemo(
    () =>
      mode === 'write'
        ? new Map(
            words.map((entry) => [
              entry.id,
              judge(choices[entry.id] ?? '', attachSuffix(entry.lex, kind.rightSuffix(entry.lex))),
            ]),
          )
        : null,
    [mode, words, choices, judge, kind],
  );
  const rightCount = words.filter((entry) =>
    judgements
      ? judgements.get(entry.id)?.counts === true
      : choices[entry.id] === kind.rightSuffix(entry.lex),
  ).length;

  function changeMode(next: DrillMode) {
    setMode(next);
    setChoices({});
    setChecked(false);
  }

  function drawNewWords() {
    setChosen(chooseDrillWords(lexicon.entries, random, new Set(words.map((entry) => entry.id))));
    setChoices({});
    setChecked(false);
    setDraws((n) => n + 1);
  }

  return (
    <>
      <PageHeader title={kind.title} />
      <DrillIntro kind={kind} mode={mode} />
      {lexicon.status === 'loading' && <Loading label="Loading data..." />}
      {lexicon.status === 'error' && (
        <Alert variant="danger">The words could not be loaded. Please refresh the page.</Alert>
      )}
      {chosen !== null && words.length === 0 && (
        <EmptyState
          title="There are no nouns in the lexicon yet."
          actions={
            <Link to="/pronouns" className="btn btn-outline-primary">
              Learn the pronouns meanwhile
            </Link>
          }
        >
          This drill draws its words from the nouns of the dictionary: it starts once your teacher has added
          some.
        </EmptyState>
      )}
      {words.length > 0 && (
        <>
          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold">How to answer</legend>
            {(
              [
                ['choose', 'Choose the suffix'],
                ['write', 'Write the word'],
              ] as const
            ).map(([value, label]) => (
              <div key={value} className="form-check form-check-inline">
                <input
                  className="form-check-input"
                  type="radio"
                  name={modeName}
                  id={`${modeName}-${value}`}
                  checked={mode === value}
                  onChange={() => changeMode(value)}
                />
                <label className="form-check-label" htmlFor={`${modeName}-${value}`}>
                  {label}
                </label>
              </div>
            ))}
          </fieldset>
          <h2 ref={wordsHeading} id={headingId} tabIndex={-1} className="h5">
            Words
          </h2>
          <ol className="list-unstyled" aria-labelledby={headingId}>
            {words.map((entry) => (
              <DrillRow
                key={entry.id}
                entry={entry}
                recording={playableEntry(recordings, entry)}
                kind={kind}
                mode={mode}
                answer={choices[entry.id] ?? ''}
                judgement={judgements?.get(entry.id)}
                checked={checked}
                onAnswer={(answer) => setChoices((previous) => ({ ...previous, [entry.id]: answer }))}
              />
            ))}
          </ol>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <Button onClick={() => setChecked((c) => !c)}>{checked ? 'Uncheck work' : 'Check work'}</Button>
            {nounCount > words.length && (
              <Button variant="outline-secondary" onClick={drawNewWords}>
                New words
              </Button>
            )}
            <p role="status" aria-live="polite" className="mb-0">
              {checked
                ? `${rightCount} of ${words.length} right.`
                : draws > 0 && `A new set of ${words.length} words.`}
            </p>
          </div>
        </>
      )}
    </>
  );
}

interface DrillPageProps {
  /** Where the words are drawn from: returns [0, 1) like Math.random (tests pass a seeded one). */
  random?: () => number;
}

/** /plurals: choose -kma or -mak (or write the plural) for 20 nouns drawn at random and check the work. */
export function PluralsPage({ random = Math.random }: DrillPageProps) {
  return <Drill kind={PLURALS} random={random} />;
}

/** /locatives: choose -tka or -tak (or write the locative) for 20 nouns drawn at random and check the work. */
export function LocativesPage({ random = Math.random }: DrillPageProps) {
  return <Drill kind={LOCATIVES} random={random} />;
}
