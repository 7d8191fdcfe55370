import { useCallback, useMemo, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useLexicon } from '../../api/lexicon';
import { usePlayableSentenceRecordings } from '../../api/recordings';
import { useSentences } from '../../api/sentences';
import { useSession } from '../../api/session';
import { EmptyState } from '../../components/empty-state';
import { ItemHistory } from '../../components/history/item-history';
import { AnnotatedSentence } from '../../components/interlinear/annotated-sentence';
import { DisplayModeToggle } from '../../components/interlinear/display-mode-toggle';
import type { DisplayMode } from '../../components/interlinear/display-mode-toggle';
import { useKeysFoldedWhenIdle } from '../../components/interlinear/search-index';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { PagedSearchStatus, ShowMoreButton } from '../../components/paged-search/paged-search-status';
import { usePagedSearch } from '../../components/paged-search/use-paged-search';
import { TakeReplies } from '../../components/speaking/take-replies';
import { SuggestCorrectionButton } from '../../components/suggestions/suggest-correction-button';
import { BulkVisibility } from '../../components/visibility/bulk-visibility';
import { ItemVisibility } from '../../components/visibility/item-visibility';
import { SelectAllShown, SelectCheckbox, useSelection } from '../../components/visibility/selection';
import { TeachersOnlyBadge } from '../../components/visibility/teachers-only-badge';
import { buildSentenceSearch, filterSentences } from './filter-sentences';

/** /sents: every annotated sentence, searchable by text or translation, plain or with morph links. */
export function SentencesPage() {
  const { admin } = useSession();
  const [mode, setMode] = useState<DisplayMode>('unlinked');
  const sentences = useSentences();
  // The lexicon is needed only for the popovers of the linked display.
  const lexicon = useLexicon(mode === 'linked');
  const recordings = usePlayableSentenceRecordings();
  const search = useMemo(() => buildSentenceSearch(sentences.data ?? []), [sentences.data]);
  useKeysFoldedWhenIdle(search);
  const found = usePagedSearch(useCallback((query: string) => filterSentences(search, query), [search]));
  const selection = useSelection<string>();
  /** What a sentence is called in the controls' names: its text, shortened. */
  const nameOf = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

  return (
    <>
      <PageHeader title="Sentences" />
      <Form.Group className="mb-3" controlId="sentences-search">
        <Form.Label>Search sentences</Form.Label>
        <Form.Control
          type="search"
          autoComplete="off"
          {...LANGUAGE_FIELD}
          value={found.query}
          aria-describedby="sentences-search-hint"
          onChange={(event) => found.setQuery(event.target.value)}
        />
        <Form.Text id="sentences-search-hint">Matches the sentence or its translation.</Form.Text>
      </Form.Group>
      <DisplayModeToggle mode={mode} onChange={setMode} />
      {sentences.status === 'loading' && <Loading label="Loading data..." />}
      {sentences.status === 'error' && (
        <Alert variant="danger">The sentences could not be loaded. Please refresh the page.</Alert>
      )}
      {sentences.data?.length === 0 && (
        <EmptyState
          title="No sentences yet"
          actions={
            admin === true ? (
              <Link to="/annotate" className="btn btn-primary">
                Annotate a text
              </Link>
            ) : (
              <Link to="/texts" className="btn btn-outline-primary">
                Go to the texts
              </Link>
            )
          }
        >
          {admin === true
            ? 'The sentences of the annotated texts appear here, with their translations and morph links.'
            : 'The sentences your teacher annotates appear here, with their translations and recordings.'}
        </EmptyState>
      )}
      {sentences.status === 'ready' && (sentences.data?.length ?? 0) > 0 && (
        <>
          <PagedSearchStatus
            search={found}
            none="No matching sentences found."
            one="sentence"
            many="sentences"
            hint="Try another spelling, or search by the translation."
            onClear={() => {
              found.setQuery('');
              document.getElementById('sentences-search')?.focus();
            }}
          />
          {admin === true && (
            <>
              <BulkVisibility kind="sentence" selection={selection} one="sentence" many="sentences" />
              <SelectAllShown
                ids={found.visible.map((sentence) => sentence.id)}
                selection={selection}
                showLabel
              />
            </>
          )}
          <ul className="list-unstyled">
            {found.visible.map((sentence) => (
              <li key={sentence.id} className="mb-3 pb-2 border-bottom">
                {admin === true && (
                  <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                    <SelectCheckbox
                      name={nameOf(sentence.text)}
                      checked={selection.selected.has(sentence.id)}
                      onChange={(on) => selection.toggle(sentence.id, on)}
                    />
                    <ItemVisibility
                      kind="sentence"
                      id={sentence.id}
                      visibility={sentence.visibility}
                      name={nameOf(sentence.text)}
                      className="w-auto"
                    />
                    <TeachersOnlyBadge visibility={sentence.visibility} />
                  </div>
                )}
                <AnnotatedSentence
                  text={sentence.text}
                  trans={sentence.trans}
                  words={sentence.words}
                  mode={mode}
                  lexicon={lexicon}
                  recording={recordings.get(String(sentence.id))}
                  item={`sentence:${sentence.id}`}
                />
                <TakeReplies item={`sentence:${sentence.id}`} name={sentence.text} />
                <SuggestCorrectionButton
                  item={{ kind: 'sentence', sentId: sentence.id, text: sentence.text, trans: sentence.trans }}
                  name={sentence.text}
                  className="mt-1"
                />
                {admin === true && <ItemHistory kind="sentence" id={sentence.id} name={sentence.text} />}
              </li>
            ))}
          </ul>
          <ShowMoreButton search={found} />
        </>
      )}
    </>
  );
}
