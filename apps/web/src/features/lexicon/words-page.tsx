import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import type { Lex } from '@langapp/shared';
import { useAlphabetOrder } from '../../api/alphabet';
import { useLexicon } from '../../api/lexicon';
import {
  playableWordRecordingsQuery,
  usePlayableSentenceRecordings,
  usePlayableWordRecordings,
} from '../../api/recordings';
import { useSentences } from '../../api/sentences';
import { useSession } from '../../api/session';
import { EmptyState } from '../../components/empty-state';
import { buildLexiconSearch, filterLexicon } from '../../components/interlinear/filter-lexicon';
import { useKeysFoldedWhenIdle } from '../../components/interlinear/search-index';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { PagedSearchStatus, ShowMoreButton } from '../../components/paged-search/paged-search-status';
import { usePagedSearch } from '../../components/paged-search/use-paged-search';
import { PlainAlert } from '../../components/plain-alert';
import { buildExampleIndex } from './example-sentences';
import { WordsOffline } from './words-offline';
import { WordsTable } from './words-table';

/** Admins only, in admin mode: a learner's first paint does not download the form. */
const AddLexForm = lazy(async () => ({ default: (await import('./add-lex-form')).AddLexForm }));

export interface WordsPageProps {
  /**
   * Per-row admin controls, shown in admin mode only. The audio-management issue (spec §2 'Manage
   * Audio' modal per word) plugs its Manage Audio button in here; nothing is rendered until then.
   */
  renderRowActions?: (entry: Lex) => ReactNode;
}

const headwordOf = (entry: Lex) => entry.lex;
const NO_ENTRIES: readonly Lex[] = [];

/** /words: the searchable lexicon; ?lex= fills the search box (the Wordle page links here). */
export function WordsPage({ renderRowActions }: WordsPageProps) {
  const { admin, username } = useSession();
  // A visitor of the public dictionary (ADR 058) reads the entries; the sentences are for accounts.
  const signedIn = username !== null;
  const [searchParams] = useSearchParams();
  const lexParam = searchParams.get('lex') ?? '';
  const [seenLexParam, setSeenLexParam] = useState(lexParam);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [adminMode, setAdminMode] = useState(false);

  const live = useLexicon();
  // The lexicon usually answers once the page is on the screen (ADR 099): its rows are then drawn
  // by a render React can split and interrupt, not in the one task of the query's update; and
  // they wait for the recordings' list too, whose play buttons and credits would change their height.
  const recordingsSettled = useQuery(playableWordRecordingsQuery).status !== 'pending';
  const shown = recordingsSettled ? live.entries : NO_ENTRIES;
  const entries = useDeferredValue(shown);
  const lexicon = {
    entries,
    status: live.status === 'ready' && entries !== live.entries ? 'loading' : live.status,
  };
  // Example sentences show only in an expanded row: none are asked for until a row is opened.
  const sentences = useSentences(signedIn && expanded.size > 0);
  // In the alphabet's order (issue 40): the search keeps it within its exact-first ranking.
  const ordered = useAlphabetOrder(lexicon.entries, headwordOf);
  const search = useMemo(() => buildLexiconSearch(ordered), [ordered]);
  useKeysFoldedWhenIdle(search);
  const words = usePagedSearch(
    useCallback((query: string) => filterLexicon(search, query), [search]),
    { initialQuery: lexParam },
  );
  // A new ?lex= while the page is open (a link followed from elsewhere) replaces the search.
  if (lexParam !== seenLexParam) {
    setSeenLexParam(lexParam);
    words.setQuery(lexParam);
  }
  const recordings = usePlayableWordRecordings();
  const sentenceRecordings = usePlayableSentenceRecordings(signedIn && expanded.size > 0);
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
      <WordsOffline />
      {/* The switch and the search box in Bootstrap's markup, as react-bootstrap's Form renders them:
          its Form brings every form control's code with it (ADR 078: /words's budget). */}
      {admin === true && (
        <div className="form-check form-switch mb-3">
          <input
            type="checkbox"
            role="switch"
            id="words-admin-mode"
            className="form-check-input"
            checked={adminMode}
            onChange={(event) => setAdminMode(event.target.checked)}
          />
          <label className="form-check-label" htmlFor="words-admin-mode">
            Admin mode
          </label>
        </div>
      )}
      {adminTools && (
        <Suspense fallback={<Loading />}>
          <AddLexForm />
        </Suspense>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor="words-search">
          Search words
        </label>
        <input
          type="search"
          {...LANGUAGE_FIELD}
          id="words-search"
          className="form-control"
          autoComplete="off"
          value={words.query}
          onChange={(event) => words.setQuery(event.target.value)}
        />
      </div>
      {lexicon.status === 'loading' && <Loading label="Loading lexicon..." />}
      {lexicon.status === 'error' && (
        <PlainAlert variant="danger">The lexicon could not be loaded. Please refresh the page.</PlainAlert>
      )}
      {lexicon.status === 'ready' && lexicon.entries.length === 0 && (
        <EmptyState
          title="No words yet"
          actions={
            admin === true ? (
              <>
                {!adminMode && (
                  <Button
                    variant="primary"
                    onClick={() => {
                      // The form opens under the switch; the focus goes there, the button goes.
                      setAdminMode(true);
                      document.getElementById('words-admin-mode')?.focus();
                    }}
                  >
                    Add a word
                  </Button>
                )}
                <Link to="/admin/import" className="btn btn-outline-primary">
                  Import a dictionary
                </Link>
              </>
            ) : (
              <Link to="/pronouns" className="btn btn-outline-primary">
                Learn the pronouns meanwhile
              </Link>
            )
          }
        >
          {admin === true
            ? 'The dictionary is empty. Add the words one by one, or import a dictionary from a file.'
            : 'The dictionary is empty for now: the words, with their recordings, appear here once your teacher adds them.'}
        </EmptyState>
      )}
      {lexicon.status === 'ready' && lexicon.entries.length > 0 && (
        <>
          <PagedSearchStatus
            search={words}
            none="No matching lexical entries found."
            one="entry"
            many="entries"
            onClear={() => {
              words.setQuery('');
              document.getElementById('words-search')?.focus();
            }}
          />
          {words.matches.length > 0 && (
            <WordsTable
              entries={words.visible}
              expanded={expanded}
              onToggle={toggle}
              examples={examples}
              recordings={recordings}
              renderRowActions={adminTools ? renderRowActions : undefined}
              signedIn={signedIn}
            />
          )}
          <ShowMoreButton search={words} />
        </>
      )}
    </>
  );
}
