import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { foldForSearch } from '@langapp/shared';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import { focusOnMount } from '../../lib/focus-on-mount';

/** How many matches are listed at once; the search box finds the others. */
const SHOWN_MATCHES = 50;

export interface ChoiceOption {
  id: string;
  label: ReactNode;
  /** The texts the search looks in (e.g. the word and its gloss). */
  searchIn: readonly string[];
}

// The shared search rule (ADR 070): case, diacritics and apostrophe-like letters folded, so a
// phone's keyboard without ŭ or with a curly apostrophe finds the word.
const searchable = foldForSearch;

/**
 * A search box over a list of radio buttons (arrow keys move between them). The chosen option
 * stays listed whatever the search; of the others, the first SHOWN_MATCHES that match.
 */
export function SearchableChoice({
  legend,
  searchLabel,
  options,
  chosen,
  onChoose,
}: {
  legend: string;
  searchLabel: string;
  options: readonly ChoiceOption[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const [search, setSearch] = useState('');
  const baseId = useId();
  const query = searchable(search.trim());
  const listed: ChoiceOption[] = [];
  let matches = 0;
  for (const option of options) {
    const match = query === '' || option.searchIn.some((text) => searchable(text).includes(query));
    if (match) matches++;
    if (option.id === chosen || (match && matches <= SHOWN_MATCHES)) listed.push(option);
  }
  const noteId = `${baseId}-note`;
  let note: string | null = null;
  if (matches === 0) note = 'Nothing matches the search.';
  else if (matches > SHOWN_MATCHES)
    note = `Showing ${SHOWN_MATCHES} of ${matches} matches. Type to narrow the search.`;

  return (
    <>
      <Form.Group className="mb-2" controlId={`${baseId}-search`}>
        <Form.Label>{searchLabel}</Form.Label>
        <Form.Control
          type="search"
          value={search}
          autoComplete="off"
          {...LANGUAGE_FIELD}
          ref={focusOnMount}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter in the search box must not add whatever is chosen.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </Form.Group>
      <fieldset className="mb-3" aria-describedby={note ? noteId : undefined}>
        <legend className="h6">{legend}</legend>
        {/* Scrolls up and down in its own box; long words and glosses wrap rather than widen the page. */}
        <div className="border rounded p-2 text-break" style={{ maxHeight: '18rem', overflowY: 'auto' }}>
          {listed.map((option) => (
            <Form.Check
              key={option.id}
              type="radio"
              id={`${baseId}-${option.id}`}
              name={`${baseId}-choice`}
              checked={chosen === option.id}
              onChange={() => onChoose(option.id)}
              label={option.label}
            />
          ))}
          {note && (
            <Form.Text as="p" id={noteId} className="mb-0">
              {note}
            </Form.Text>
          )}
        </div>
      </fieldset>
    </>
  );
}
