import { useMemo, useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { classifyPos, foldForSearch, groupByClass, LEXICAL_CLASSES } from '@langapp/shared';
import type { EmailLex, LexicalClass } from '@langapp/shared';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';

/** How many unchosen entries a group lists at once; the search box finds the others. */
export const SHOWN_PER_GROUP = 30;
/** The server takes at most 20 words per group (lexicalItemsSchema in @langapp/shared). */
export const CHOSEN_PER_GROUP_MAX = 20;

const GROUP_LABELS: Record<LexicalClass, { title: string; plural: string }> = {
  verb: { title: 'Verbs', plural: 'verbs' },
  noun: { title: 'Nouns', plural: 'nouns' },
  other: { title: 'Other', plural: 'other words' },
};

/** A word as the picker lists it: an entry in one class, with the glosses of its senses in that class. */
export interface PickerWord {
  /** The entry's id; with the class ("12-noun") where its senses are in several classes. */
  key: string;
  lex: string;
  pos: string;
  gloss: string;
}

/**
 * Each entry once for each class its senses are in (an entry whose second sense is a noun is
 * listed with the nouns too, with that sense's gloss), as the server takes it (ADR 048).
 */
export function pickerWords(lexs: readonly EmailLex[]): PickerWord[] {
  return lexs.flatMap((lex) => {
    const byClass = new Map<LexicalClass, { pos: string; glosses: string[] }>();
    for (const sense of lex.senses ?? [lex]) {
      const cls = classifyPos(sense.pos);
      const group = byClass.get(cls) ?? { pos: sense.pos, glosses: [] };
      if (sense.gloss) group.glosses.push(sense.gloss);
      byClass.set(cls, group);
    }
    return [...byClass].map(([cls, group]) => ({
      key: byClass.size === 1 ? String(lex.id) : `${lex.id}-${cls}`,
      lex: lex.lex,
      pos: group.pos,
      gloss: group.glosses.join('; '),
    }));
  });
}

interface LexicalItemPickerProps {
  words: readonly PickerWord[];
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

function LexCheckbox({
  lex,
  checked,
  disabled,
  onToggle,
}: {
  lex: PickerWord;
  checked: boolean;
  disabled: boolean;
  onToggle: (key: string) => void;
}) {
  return (
    <Form.Check
      id={`sotw-lex-${lex.key}`}
      type="checkbox"
      checked={checked}
      disabled={disabled}
      onChange={() => onToggle(lex.key)}
      label={
        <>
          <strong>{lex.lex}</strong> — {lex.gloss}
        </>
      }
    />
  );
}

function LexGroup({
  cls,
  items,
  query,
  selected,
  onToggle,
}: {
  cls: LexicalClass;
  items: readonly PickerWord[];
  query: string;
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
}) {
  const { title, plural } = GROUP_LABELS[cls];
  // One list in lexicon order, so that ticking or unticking a box never moves it (nor the focus).
  // Chosen words are always listed; of the others, the first SHOWN_PER_GROUP that match.
  const listed: PickerWord[] = [];
  let chosenCount = 0;
  let matchCount = 0;
  for (const item of items) {
    if (selected.has(item.key)) {
      chosenCount++;
      listed.push(item);
    } else if (
      query === '' ||
      foldForSearch(item.lex).includes(query) ||
      foldForSearch(item.gloss).includes(query)
    ) {
      matchCount++;
      if (matchCount <= SHOWN_PER_GROUP) listed.push(item);
    }
  }
  const shownCount = Math.min(matchCount, SHOWN_PER_GROUP);
  const full = chosenCount >= CHOSEN_PER_GROUP_MAX;
  const noteId = `sotw-group-${cls}-note`;

  let note: string | null = null;
  if (items.length === 0) note = `There are no ${plural} in the lexicon.`;
  else if (matchCount === 0 && chosenCount === 0) note = `No ${plural} match the search.`;
  else if (matchCount > shownCount) {
    note = `Showing ${shownCount} of ${matchCount} ${plural}. Type in the search box to find others.`;
  }

  return (
    <fieldset aria-describedby={note || full ? noteId : undefined}>
      <legend className="h6">
        {title} ({chosenCount} chosen)
      </legend>
      {listed.map((lex) => {
        const checked = selected.has(lex.key);
        return (
          <LexCheckbox
            key={lex.key}
            lex={lex}
            checked={checked}
            disabled={full && !checked}
            onToggle={onToggle}
          />
        );
      })}
      {(note || full) && (
        <Form.Text as="p" id={noteId}>
          {full && `At most ${CHOSEN_PER_GROUP_MAX} ${plural} can be chosen. `}
          {note}
        </Form.Text>
      )}
    </fieldset>
  );
}

/**
 * The lexical items of a submission: a search box over word and meaning, and one group of
 * checkboxes per class (verbs, nouns, other, by the shared pos rule). Chosen words stay listed whatever the search.
 */
export function LexicalItemPicker({ words, selected, onToggle }: LexicalItemPickerProps) {
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupByClass(words), [words]);
  // The shared search rule (ADR 070): case, diacritics and apostrophe-like letters folded.
  const query = foldForSearch(search.trim());

  return (
    <fieldset className="mb-3">
      <legend className="h5">Words used in the sentence</legend>
      <Form.Group className="mb-3" controlId="sotw-lex-search">
        <Form.Label>Search the words</Form.Label>
        <Form.Control
          type="search"
          {...LANGUAGE_FIELD}
          value={search}
          autoComplete="off"
          aria-describedby="sotw-lex-search-hint"
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter in the search box must not submit the sentence.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <Form.Text id="sotw-lex-search-hint">Type part of a word or of its meaning.</Form.Text>
      </Form.Group>
      <Row>
        {LEXICAL_CLASSES.map((cls) => (
          <Col md={4} key={cls}>
            <LexGroup cls={cls} items={groups[cls]} query={query} selected={selected} onToggle={onToggle} />
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}
