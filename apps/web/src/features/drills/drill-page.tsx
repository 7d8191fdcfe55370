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
import type { Lex } from '@langapp/shared';
import { useLexicon } from '../../api/lexicon';
import { playableEntry, usePlayableWordRecordings } from '../../api/recordings';
import type { PlayableTake } from '../../api/recordings';
import { PlayRecordingButton } from '../../components/audio/play-recording-button';
import { SpeakerCredit } from '../../components/audio/speaker-credit';
import { EmptyState } from '../../components/empty-state';
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
  rule: ReactNode;
}

const PLURALS: DrillKind = {
  title: 'Plurals',
  suffixName: 'Plural suffix',
  formName: 'plural',
  suffixes: PLURAL_SUFFIXES,
  rightSuffix: pluralSuffix,
  rule: (
    <>
      <p>Choose the plural suffix for each noun, then press Check work.</p>
      <ul>
        <li>
          After a vowel (a, e, i, o, u) the plural is <strong>-kma</strong>.
        </li>
        <li>
          After a consonant the plural is <strong>-mak</strong>. The letters y, w and h count as consonants.
        </li>
      </ul>
    </>
  ),
};

const LOCATIVES: DrillKind = {
  title: 'Locatives',
  suffixName: 'Locative suffix',
  formName: 'locative',
  suffixes: LOCATIVE_SUFFIXES,
  rightSuffix: locativeSuffix,
  rule: (
    <>
      <p>
        The locative means &lsquo;in, at or on&rsquo;. Choose the locative suffix for each noun, then press
        Check work.
      </p>
      <ul>
        <li>
          After a vowel (a, e, i, o, u) the locative is <strong>-tka</strong>.
        </li>
        <li>
          After a consonant the locative is <strong>-tak</strong>. The letters y, w and h count as consonants.
        </li>
      </ul>
    </>
  ),
};

function DrillRow({
  entry,
  recording,
  kind,
  choice,
  checked,
  onChoose,
}: {
  entry: Lex;
  /** Where the word's recording plays from, if it has one. */
  recording: PlayableTake | undefined;
  kind: DrillKind;
  choice: string;
  checked: boolean;
  onChoose: (suffix: string) => void;
}) {
  const id = useId();
  const rightSuffix = kind.rightSuffix(entry.lex);
  const right = choice === rightSuffix;
  const outline = checked ? (right ? 'border-success' : 'border-danger') : 'border-secondary-subtle';
  return (
    <li className={`d-flex flex-wrap align-items-center gap-3 border border-2 rounded p-2 mb-2 ${outline}`}>
      {/* The play button keeps to its word's line; the meaning follows, on the next line if need be. */}
      <div
        className="flex-grow-1 d-flex flex-wrap align-items-center column-gap-2"
        style={{ minWidth: '12rem' }}
      >
        <label htmlFor={id} className="mb-0">
          <span className="visually-hidden">{kind.suffixName} for </span>
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
      <Form.Select
        id={id}
        value={choice}
        onChange={(event) => onChoose(event.target.value)}
        style={{ width: '9rem' }}
      >
        <option value="">choose</option>
        {kind.suffixes.map((suffix) => (
          <option key={suffix} value={suffix}>
            {suffix}
          </option>
        ))}
      </Form.Select>
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
            {choice ? 'Not quite' : 'No suffix chosen'} — the {kind.formName} is{' '}
            <strong>{attachSuffix(entry.lex, rightSuffix)}</strong> ({rightSuffix})
          </>
        )}
      </span>
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

  const words = chosen ?? [];
  // New words can only be new when the lexicon has more nouns than the drill shows.
  const nounCount = useMemo(() => drillNouns(lexicon.entries).length, [lexicon.entries]);
  const rightCount = words.filter((entry) => choices[entry.id] === kind.rightSuffix(entry.lex)).length;

  function drawNewWords() {
    setChosen(chooseDrillWords(lexicon.entries, random, new Set(words.map((entry) => entry.id))));
    setChoices({});
    setChecked(false);
    setDraws((n) => n + 1);
  }

  return (
    <>
      <PageHeader title={kind.title} />
      {kind.rule}
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
                choice={choices[entry.id] ?? ''}
                checked={checked}
                onChoose={(suffix) => setChoices((previous) => ({ ...previous, [entry.id]: suffix }))}
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

/** /plurals: choose -kma or -mak for 20 nouns drawn at random and check the work. */
export function PluralsPage({ random = Math.random }: DrillPageProps) {
  return <Drill kind={PLURALS} random={random} />;
}

/** /locatives: choose -tka or -tak for 20 nouns drawn at random and check the work. */
export function LocativesPage({ random = Math.random }: DrillPageProps) {
  return <Drill kind={LOCATIVES} random={random} />;
}
