import { useCallback, useMemo, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useLexicon } from '../../api/lexicon';
import { usePlayableSentenceRecordings } from '../../api/recordings';
import { useSentences } from '../../api/sentences';
import { AnnotatedSentence } from '../../components/interlinear/annotated-sentence';
import { DisplayModeToggle } from '../../components/interlinear/display-mode-toggle';
import type { DisplayMode } from '../../components/interlinear/display-mode-toggle';
import { useKeysFoldedWhenIdle } from '../../components/interlinear/search-index';
import { PageHeader } from '../../components/page-header';
import { PagedSearchStatus, ShowMoreButton } from '../../components/paged-search/paged-search-status';
import { usePagedSearch } from '../../components/paged-search/use-paged-search';
import { buildSentenceSearch, filterSentences } from './filter-sentences';

/** /sents: every annotated sentence, searchable by text or translation, plain or with morph links. */
export function SentencesPage() {
  const [mode, setMode] = useState<DisplayMode>('unlinked');
  const sentences = useSentences();
  // The lexicon is needed only for the popovers of the linked display.
  const lexicon = useLexicon(mode === 'linked');
  const recordings = usePlayableSentenceRecordings();
  const search = useMemo(() => buildSentenceSearch(sentences.data ?? []), [sentences.data]);
  useKeysFoldedWhenIdle(search);
  const found = usePagedSearch(useCallback((query: string) => filterSentences(search, query), [search]));

  return (
    <>
      <PageHeader title="Sentences" />
      <Form.Group className="mb-3" controlId="sentences-search">
        <Form.Label>Search sentences</Form.Label>
        <Form.Control
          type="search"
          autoComplete="off"
          value={found.query}
          aria-describedby="sentences-search-hint"
          onChange={(event) => found.setQuery(event.target.value)}
        />
        <Form.Text id="sentences-search-hint">Matches the sentence or its translation.</Form.Text>
      </Form.Group>
      <DisplayModeToggle mode={mode} onChange={setMode} />
      {sentences.status === 'loading' && <p role="status">Loading data...</p>}
      {sentences.status === 'error' && (
        <Alert variant="danger">The sentences could not be loaded. Please refresh the page.</Alert>
      )}
      {sentences.status === 'ready' && (
        <>
          <PagedSearchStatus
            search={found}
            none="No matching sentences found."
            one="sentence"
            many="sentences"
          />
          <ul className="list-unstyled">
            {found.visible.map((sentence) => (
              <li key={sentence.id} className="mb-3 pb-2 border-bottom">
                <AnnotatedSentence
                  text={sentence.text}
                  trans={sentence.trans}
                  words={sentence.words}
                  mode={mode}
                  lexicon={lexicon}
                  recordingUrl={recordings.get(String(sentence.id))}
                />
              </li>
            ))}
          </ul>
          <ShowMoreButton search={found} />
        </>
      )}
    </>
  );
}
