import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { Lex, Sentence } from '@langapp/shared';
import type { RemoteStatus } from '../../api/remote-status';
import { SearchableChoice } from './searchable-choice';
import type { ChoiceOption } from './searchable-choice';

interface PickerProps<T> {
  status: RemoteStatus;
  items: readonly T[] | undefined;
  /** Adds the chosen item (undefined: nothing chosen); returns the message to show, or null when added. */
  onAdd: (item: T | undefined) => string | null;
  onCancel: () => void;
}

function PickerForm<T extends { id: string | number }>({
  title,
  what,
  status,
  items,
  options,
  searchLabel,
  submitLabel,
  onAdd,
  onCancel,
}: PickerProps<T> & {
  title: string;
  what: string;
  options: readonly ChoiceOption[];
  searchLabel: string;
  submitLabel: string;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const item = chosen === null ? undefined : items?.find((candidate) => String(candidate.id) === chosen);
    setError(onAdd(item));
  }

  return (
    <Form onSubmit={submit} aria-label={title} className="border rounded p-3 mb-3">
      <h3 className="h5">{title}</h3>
      {status === 'error' && (
        <Alert variant="danger">The {what} could not be loaded. Please try again later.</Alert>
      )}
      {(status === 'loading' || status === 'idle') && (
        <p role="status" aria-live="polite">
          Loading {what}...
        </p>
      )}
      {status === 'ready' && (
        <SearchableChoice
          legend={`Choose from the ${what}`}
          searchLabel={searchLabel}
          options={options}
          chosen={chosen}
          onChoose={(id) => {
            setChosen(id);
            setError(null);
          }}
        />
      )}
      {error && <Alert variant="warning">{error}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={status !== 'ready'}>
          {submitLabel}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** Builder mode 'item': search the lexicon by word or gloss and add one entry. */
export function LexemePicker(props: PickerProps<Lex>) {
  const options = useMemo(
    () =>
      (props.items ?? []).map((entry) => ({
        id: String(entry.id),
        label: (
          <>
            <strong>{entry.lex}</strong> — {entry.gloss}
            {/* An entry without a part of speech is a word all the same: no empty brackets. */}
            {entry.pos && <span className="text-body-secondary"> ({entry.pos})</span>}
          </>
        ),
        searchIn: [entry.lex, entry.gloss],
      })),
    [props.items],
  );
  return (
    <PickerForm
      {...props}
      title="Add a word"
      what="lexicon"
      options={options}
      searchLabel="Search by word or gloss"
      submitLabel="Add word"
    />
  );
}

/** Builder mode 'sentence': search the sentences by text or translation and add one. */
export function SentencePicker(props: PickerProps<Sentence>) {
  const options = useMemo(
    () =>
      (props.items ?? []).map((sentence) => ({
        id: sentence.id,
        label: (
          <>
            <strong>{sentence.text}</strong> — {sentence.trans}
          </>
        ),
        searchIn: [sentence.text, sentence.trans],
      })),
    [props.items],
  );
  return (
    <PickerForm
      {...props}
      title="Add a sentence"
      what="sentences"
      options={options}
      searchLabel="Search by sentence or translation"
      submitLabel="Add sentence"
    />
  );
}
