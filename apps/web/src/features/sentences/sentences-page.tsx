import { useDeferredValue, useMemo, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useLexicon } from '../../api/lexicon';
import { usePlayableSentenceRecordings } from '../../api/recordings';
import { useSentences } from '../../api/sentences';
import { AnnotatedSentence } from '../../components/interlinear/annotated-sentence';
import { DisplayModeToggle } from '../../components/interlinear/display-mode-toggle';
import type { DisplayMode } from '../../components/interlinear/display-mode-toggle';
import { useKeysFoldedWhenIdle } from '../../components/interlinear/search-index';
import { PageHeader } from '../../components/page-header';
import { buildSentenceSearch, filterSentences } from './filter-sentences';

/** Sentences drawn at once; 'Show more' adds as many again (10,000 sentences stay quick to search). */
export const SENTENCES_PAGE_SIZE = 50;

/** /sents: every annotated sentence, searchable by text or translation, plain or with morph links. */
export function SentencesPage() {
  const [mode, setMode] = useState<DisplayMode>('unlinked');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(SENTENCES_PAGE_SIZE);
  const sentences = useSentences();
  // The lexicon is needed only for the popovers of the linked display.
  const lexicon = useLexicon(mode === 'linked');
  const recordings = usePlayableSentenceRecordings();
  const search = useMemo(() => buildSentenceSearch(sentences.data ?? []), [sentences.data]);
  useKeysFoldedWhenIdle(search);
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => filterSentences(search, deferredQuery), [search, deferredQuery]);
  const visible = useMemo(() => matches.slice(0, shown), [matches, shown]);

  return (
    <>
      <PageHeader title="Sentences" />
      <Form.Group className="mb-3" controlId="sentences-search">
        <Form.Label>Search sentences</Form.Label>
        <Form.Control
          type="search"
          autoComplete="off"
          value={query}
          aria-describedby="sentences-search-hint"
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(SENTENCES_PAGE_SIZE);
          }}
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
          <p role="status">
            {matches.length === 0
              ? 'No matching sentences found.'
              : matches.length > shown
                ? `Showing ${shown} of ${matches.length} sentences.`
                : `${matches.length} ${matches.length === 1 ? 'sentence' : 'sentences'}.`}
          </p>
          <ul className="list-unstyled">
            {visible.map((sentence) => (
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
          {matches.length > shown && (
            <Button variant="outline-primary" onClick={() => setShown((n) => n + SENTENCES_PAGE_SIZE)}>
              Show more
            </Button>
          )}
        </>
      )}
    </>
  );
}
