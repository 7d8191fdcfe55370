import { useId, useMemo, useState } from 'react';
import { Button, Form, ListGroup, Modal } from 'react-bootstrap';
import type { RemoteStatus } from '../../api/remote-status';
import { filterLexicon } from '../../components/interlinear/filter-lexicon';
import type { LexiconSearch } from '../../components/interlinear/filter-lexicon';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import { focusOnMount } from '../../lib/focus-on-mount';

/** How many matching entries the picker lists; typing more narrows them. */
const PICKER_RESULTS = 20;

interface LexPickerModalProps {
  morph: string;
  current: number | undefined;
  status: RemoteStatus;
  search: LexiconSearch;
  onChoose: (lexId: number | undefined) => void;
  onClose: () => void;
}

/** Links a morph to a lexical entry: a search over word and gloss, and the first matches as buttons. */
export function LexPickerModal({ morph, current, status, search, onChoose, onClose }: LexPickerModalProps) {
  const id = useId();
  // Start from the morph itself, without the hyphens that mark an affix.
  const [query, setQuery] = useState(() => morph.replace(/^-+|-+$/g, ''));
  const matches = useMemo(() => filterLexicon(search, query), [search, query]);
  const shown = matches.slice(0, PICKER_RESULTS);

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={`${id}-title`}>
          Link morph {morph} to a lexical entry
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group className="mb-3" controlId={`${id}-search`}>
          <Form.Label>Search the lexicon</Form.Label>
          <Form.Control
            type="search"
            autoComplete="off"
            ref={focusOnMount}
            {...LANGUAGE_FIELD}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Form.Group>
        {status === 'loading' && <p role="status">Loading lexicon...</p>}
        {status === 'error' && <p>The lexicon could not be loaded.</p>}
        {status === 'ready' && (
          <>
            <p role="status" className="small">
              {matches.length === 0
                ? 'No entries match.'
                : matches.length > shown.length
                  ? `Showing ${shown.length} of ${matches.length} entries. Type more to narrow the list.`
                  : `${matches.length} ${matches.length === 1 ? 'entry matches' : 'entries match'}.`}
            </p>
            <ListGroup>
              {shown.map((entry) => (
                <ListGroup.Item
                  key={entry.id}
                  action
                  type="button"
                  active={entry.id === current}
                  aria-current={entry.id === current ? 'true' : undefined}
                  onClick={() => onChoose(entry.id)}
                >
                  <strong>{entry.lex}</strong> {entry.pos && `(${entry.pos}) `}
                  {entry.gloss}
                </ListGroup.Item>
              ))}
            </ListGroup>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {current !== undefined && (
          <Button variant="outline-danger" onClick={() => onChoose(undefined)}>
            Remove link
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
