import { lazy, memo, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Button, Table } from 'react-bootstrap';
import type { Lex } from '@langapp/shared';
import { playableEntry } from '../../api/recordings';
import type { PlayableRecordings, PlayableTake } from '../../api/recordings';
import type { RemoteStatus } from '../../api/remote-status';
import type { ReadableSentence } from '../../api/sentences';
import { PlayRecordingButton } from '../../components/audio/play-recording-button';
import { HeadwordLink, headwordName } from '../../components/headword';
import { useRowsInBatches } from '../../components/paged-search/use-rows-in-batches';
import { AddToReviewRoom } from '../../components/review/add-to-review-room';
import { SuggestCorrectionButton } from '../../components/suggestions/suggest-correction-button';
import { SensesCell } from './senses-cell';

/**
 * On every row, a chunk of its own: the page's first paint does not wait for the review deck's code,
 * and the deck is asked for once however many rows show.
 */
const AddToReviewButton = lazy(async () => ({
  default: (await import('../../components/review/add-to-review-button')).AddToReviewButton,
}));

/** The entry whole (definitions, examples, notes, forms, each speaker), in an opened row only. */
const EntryDetails = lazy(async () => ({ default: (await import('./entry-details')).EntryDetails }));

/** How many example sentences an expanded row lists (a common word may have hundreds). */
const EXAMPLES_SHOWN = 20;

interface ExampleSentences {
  status: RemoteStatus;
  byLexId: ReadonlyMap<number, ReadableSentence[]>;
  /** The sentence recordings to play, by sentence id. */
  recordings: PlayableRecordings;
}

function Examples({
  name,
  sentences,
  status,
  recordings,
}: {
  /** The entry, as its heading names it. */
  name: string;
  sentences: ReadableSentence[] | undefined;
  status: RemoteStatus;
  recordings: PlayableRecordings;
}) {
  if (status === 'loading' || status === 'idle') return <p className="mb-0">Loading example sentences...</p>;
  if (status === 'error') return <p className="mb-0">The example sentences could not be loaded.</p>;
  if (!sentences?.length) return <p className="mb-0">No example sentences use this word yet.</p>;
  return (
    <>
      <ul className="mb-0" aria-label={`Sentences using ${name}`}>
        {sentences.slice(0, EXAMPLES_SHOWN).map((sentence) => (
          <li key={sentence.id}>
            {sentence.text} <span className="fst-italic">({sentence.trans})</span>
            <PlayRecordingButton
              take={recordings.get(String(sentence.id))}
              label={sentence.text}
              className="ms-2"
            />
            <SuggestCorrectionButton
              item={{ kind: 'sentence', sentId: sentence.id, text: sentence.text, trans: sentence.trans }}
              name={sentence.text}
              className="ms-2 my-1"
            />
          </li>
        ))}
      </ul>
      {sentences.length > EXAMPLES_SHOWN && (
        <p className="mb-0 mt-1">
          Showing {EXAMPLES_SHOWN} of {sentences.length} sentences.
        </p>
      )}
    </>
  );
}

interface WordRowProps {
  entry: Lex;
  /** The word's take to play (the learner's chosen speaker's, else the newest), if it has one. */
  recording: PlayableTake | undefined;
  expanded: boolean;
  onToggle: (id: number) => void;
  sentences: ReadableSentence[] | undefined;
  examplesStatus: RemoteStatus;
  exampleRecordings: PlayableRecordings;
  renderRowActions?: (entry: Lex) => ReactNode;
  signedIn: boolean;
}

// Memoised: a keystroke re-renders only the rows whose word (or its state) changes.
const WordRow = memo(function WordRow({
  entry,
  recording,
  expanded,
  onToggle,
  sentences,
  examplesStatus,
  exampleRecordings,
  renderRowActions,
  signedIn,
}: WordRowProps) {
  const examplesId = `examples-${entry.id}`;
  const name = headwordName(entry);
  return (
    <>
      <tr>
        <td>
          {/* The play button stays beside the word, never wrapped under it. */}
          <span className="d-flex align-items-center gap-2">
            {/* The entry's own page (issue 36): shareable, and whole without opening the row. */}
            <HeadwordLink entry={entry} />
            {/* Its own per entry: a recording playing is that word's, not the row's. */}
            <PlayRecordingButton key={entry.id} take={recording} label={name} />
          </span>
        </td>
        <td data-label="Part of speech">
          <SensesCell entry={entry} field="pos" />
        </td>
        <td data-label="Gloss">
          <SensesCell entry={entry} field="gloss" />
        </td>
        <td>
          {signedIn && (
            <Suspense fallback={<AddToReviewRoom className="me-1" />}>
              <AddToReviewButton lexId={entry.id} word={name} source="words" className="me-1" />
            </Suspense>
          )}
          <Button
            size="sm"
            variant="outline-secondary"
            aria-expanded={expanded}
            aria-controls={expanded ? examplesId : undefined}
            onClick={() => onToggle(entry.id)}
          >
            {signedIn
              ? expanded
                ? 'Hide sentences'
                : 'Show sentences'
              : expanded
                ? 'Hide details'
                : 'Show details'}
            <span className="visually-hidden"> for {name}</span>
          </Button>{' '}
          <SuggestCorrectionButton item={{ kind: 'entry', lexId: entry.id }} name={name} />{' '}
          {renderRowActions?.(entry)}
        </td>
      </tr>
      {expanded && (
        <tr id={examplesId}>
          <td colSpan={4}>
            <div className="border-start border-3 ps-3 py-1 mb-2">
              <Suspense fallback={null}>
                <EntryDetails id={entry.id} name={name} />
              </Suspense>
              {signedIn && (
                <>
                  <h2 className="h6 fw-bold mt-2 mb-1">Sentences</h2>
                  <Examples
                    name={name}
                    sentences={sentences}
                    status={examplesStatus}
                    recordings={exampleRecordings}
                  />
                </>
              )}
            </div>
          </td>
        </tr>
      )}
    </>
  );
});

export interface WordsTableProps {
  entries: readonly Lex[];
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  examples: ExampleSentences;
  /** The word recordings to play, by entry (`playableEntry`). */
  recordings: PlayableRecordings;
  /** Extra controls per row; the page passes them in admin mode only. */
  renderRowActions?: (entry: Lex) => ReactNode;
  /**
   * False for a visitor of the public dictionary (ADR 058): no review to add to, and the sentences
   * are for accounts; a row opens to the entry whole.
   */
  signedIn?: boolean;
}

/**
 * The lexical entries with columns Word (homograph numbers as subscripts), Part of speech, Gloss
 * (every sense numbered when there are several); each row has 'Add to my review' for the word and
 * expands to the entry whole and its example sentences. Below 576 px each row is a card of its own
 * (ADR 054). A long page of rows is drawn a screenful first, the rest over the next frames (ADR 091).
 */
export function WordsTable({
  entries,
  expanded,
  onToggle,
  examples,
  recordings,
  renderRowActions,
  signedIn = true,
}: WordsTableProps) {
  // The first screen of rows with the page's first paint, the rest a few per frame (ADR 091).
  const drawn = useRowsInBatches(entries);
  return (
    <Table hover responsive size="sm" className="align-middle table-stacked">
      <caption className="visually-hidden">Lexical entries</caption>
      <thead>
        <tr>
          <th scope="col">Word</th>
          <th scope="col">Part of speech</th>
          <th scope="col">Gloss</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {/* Keyed by position (ADR 077): as a search narrows, a row shows another word and updates its
            cells in place instead of being taken down and built again; what a row's controls hold is
            the word's (the expanded rows by id, the play button per entry, an add to the review for
            the word it was for). */}
        {drawn.map((entry, index) => (
          <WordRow
            key={index}
            entry={entry}
            recording={playableEntry(recordings, entry)}
            expanded={expanded.has(entry.id)}
            onToggle={onToggle}
            sentences={examples.byLexId.get(entry.id)}
            examplesStatus={examples.status}
            exampleRecordings={examples.recordings}
            renderRowActions={renderRowActions}
            signedIn={signedIn}
          />
        ))}
      </tbody>
    </Table>
  );
}
