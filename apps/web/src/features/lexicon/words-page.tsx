import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import type { Lex } from '@langapp/shared';
import { useLexicon } from '../../api/lexicon';
import { usePlayableSentenceRecordings, usePlayableWordRecordings } from '../../api/recordings';
import { useSentences } from '../../api/sentences';
import { buildLexiconSearch, filterLexicon } from '../../components/interlinear/filter-lexicon';
import { useKeysFoldedWhenIdle } from '../../components/interlinear/search-index';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session/session-context';
import { AddLexForm } from './add-lex-form';
import { buildExampleIndex } from './example-sentences';
import { WordsTable } from './words-table';

/** Rows drawn at once; 'Show more' adds as many again. Keeps each keystroke cheap with 20,000 entries. */
export const WORDS_PAGE_SIZE = 50;

export interface WordsPageProps {
  /**
   * Per-row admin controls, shown in admin mode only. The audio-management issue (spec §2 'Manage
   * Audio' modal per word) plugs its Manage Audio button in here; nothing is rendered until then.
   */
  renderRowActions?: (entry: Lex) => ReactNode;
}

/** /words: the searchable lexicon; ?lex= fills the search box (the Wordle page links here). */
export function WordsPage({ renderRowActions }: WordsPageProps) {
  const { admin } = useSession();
  const [searchParams] = useSearchParams();
  const lexParam = searchParams.get('lex') ?? '';
  const [query, setQuery] = useState(lexParam);
  const [seenLexParam, setSeenLexParam] = useState(lexParam);
  const [shown, setShown] = useState(WORDS_PAGE_SIZE);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [adminMode, setAdminMode] = useState(false);
  // A new ?lex= while the page is open (a link followed from elsewhere) replaces the search.
  if (lexParam !== seenLexParam) {
    setSeenLexParam(lexParam);
    setQuery(lexParam);
    setShown(WORDS_PAGE_SIZE);
  }

  const lexicon = useLexicon();
  // Example sentences show only in an expanded row: none are asked for until a row is opened.
  const sentences = useSentences(expanded.size > 0);
  const search = useMemo(() => buildLexiconSearch(lexicon.entries), [lexicon.entries]);
  useKeysFoldedWhenIdle(search);
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => filterLexicon(search, deferredQuery), [search, deferredQuery]);
  const visible = useMemo(() => matches.slice(0, shown), [matches, shown]);
  const recordings = usePlayableWordRecordings();
  const sentenceRecordings = usePlayableSentenceRecordings(expanded.size > 0);
  const byLexId = useMemo(() => buildExampleIndex(sentences.data ?? []), [sentences.data]);
  const examples = useMemo(
    () => ({ status: sentences.status, byLexId, recordings: sentenceRecordings }),
    [sentences.status, byLexId, sentenceRecordings],
  );

  const toggle = useCallback((id: number) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const adminTools = admin === true && adminMode;

  return (
    <>
      <PageHeader title="Words" />
      {admin === true && (
        <Form.Check
          type="switch"
          role="switch"
          id="words-admin-mode"
          label="Admin mode"
          className="mb-3"
          checked={adminMode}
          onChange={(event) => setAdminMode(event.target.checked)}
        />
      )}
      {adminTools && <AddLexForm />}
      <Form.Group className="mb-3" controlId="words-search">
        <Form.Label>Search words</Form.Label>
        <Form.Control
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(WORDS_PAGE_SIZE);
          }}
        />
      </Form.Group>
      {lexicon.status === 'loading' && <p role="status">Loading lexicon...</p>}
      {lexicon.status === 'error' && (
        <Alert variant="danger">The lexicon could not be loaded. Please refresh the page.</Alert>
      )}
      {lexicon.status === 'ready' && (
        <>
          <p role="status">
            {matches.length === 0
              ? 'No matching lexical entries found.'
              : matches.length > shown
                ? `Showing ${shown} of ${matches.length} entries.`
                : `${matches.length} ${matches.length === 1 ? 'entry' : 'entries'}.`}
          </p>
          {matches.length > 0 && (
            <WordsTable
              entries={visible}
              expanded={expanded}
              onToggle={toggle}
              examples={examples}
              recordings={recordings}
              renderRowActions={adminTools ? renderRowActions : undefined}
            />
          )}
          {matches.length > shown && (
            <Button variant="outline-primary" onClick={() => setShown((n) => n + WORDS_PAGE_SIZE)}>
              Show more
            </Button>
          )}
        </>
      )}
    </>
  );
}
