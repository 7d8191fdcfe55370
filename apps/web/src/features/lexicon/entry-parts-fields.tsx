import type { ReactNode } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { PartOfSpeechUse, Visibility } from '@langapp/shared';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import { emptyNote, fieldId } from './entry-draft';
import type { NoteDraft } from './entry-draft';

// The building blocks of an entry's parts in the console's editor: text fields, legends, the lists
// that add and remove items, and typed notes. The senses (sense-fields.tsx) and other forms
// (forms-fields.tsx) are built of them. Every list adds and removes items with buttons that name
// what they act on; the editor moves the focus where the teacher will type next.

/** What the editor gives every part: the form's id prefix, the messages by field id, the focus. */
export interface PartsContext {
  base: string;
  errors: Readonly<Record<string, string>>;
  /** Focuses the element with this id once the page shows it. */
  focusLater: (id: string) => void;
  /** The lexicon's parts of speech, each once, to pick from (ADR 071). */
  partsOfSpeech: readonly PartOfSpeechUse[];
  /** The list of suggestions of common note types. */
  noteTypesListId: string;
  /** The stored level of a saved example, by its id (a new example gets the default when saved). */
  exampleVisibility?: (id: number) => Visibility | undefined;
}

export function TextField({
  id,
  label,
  hiddenLabel,
  value,
  onChange,
  error,
  textarea,
  list,
  hintId,
  required,
  language,
  className = 'mb-2',
}: {
  id: string;
  label: string;
  /** Read after the label by assistive technology only: ' of example 2' where the row says which. */
  hiddenLabel?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  textarea?: boolean;
  list?: string;
  /** A hint shown once for several fields, which each field is described by. */
  hintId?: string;
  required?: boolean;
  /** Whether the language is typed here: the letter bar shows for it (ADR 090). */
  language?: boolean;
  className?: string;
}) {
  const describedBy = [hintId, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className="mb-1">
        {label}
        {hiddenLabel && <span className="visually-hidden">{hiddenLabel}</span>}
      </Form.Label>
      <Form.Control
        {...(textarea ? { as: 'textarea' as const, rows: 2 } : { autoComplete: 'off', list })}
        {...(language ? LANGUAGE_FIELD : {})}
        value={value}
        required={required}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/**
 * A fieldset's legend, in the flow (Bootstrap floats legends by default): small for a part of a
 * sense, as large as the Senses heading for a part of the entry.
 */
export function Legend({ children, large }: { children: string; large?: boolean }) {
  return (
    <legend className={`float-none w-auto mb-1 ${large ? 'fs-5' : 'fs-6 fw-semibold'}`}>{children}</legend>
  );
}

/**
 * A list of rows the teacher adds to and removes from (notes, examples, forms): each row's fields
 * with a Remove button beside them, then an Add button. Removing moves the focus to the Add button;
 * adding, to the new row's first field.
 */
export function EditableList<T extends { key: string }>({
  ctx,
  legend,
  large,
  intro,
  items,
  onChange,
  addId,
  addText,
  addLabel,
  removeText,
  removeLabel,
  makeEmpty,
  firstFieldId,
  fields,
}: {
  ctx: PartsContext;
  legend: string;
  /** A part of the entry: its legend as large as the senses'. */
  large?: boolean;
  /** Shown under the legend while the list has rows. */
  intro?: ReactNode;
  items: readonly T[];
  onChange: (items: T[]) => void;
  addId: string;
  /** The Add button's text ("Add a note"), and its name where the text alone is ambiguous. */
  addText: string;
  addLabel?: string;
  /** The Remove button's text ("Remove note"), and its name for row `n` ("Remove note 2 of sense 1"). */
  removeText: string;
  removeLabel: (n: number) => string;
  makeEmpty: () => T;
  firstFieldId: (item: T) => string;
  /** Row `n`'s fields, as columns; `set` replaces the row. */
  fields: (item: T, n: number, set: (item: T) => void) => ReactNode;
}) {
  return (
    <fieldset className={large ? 'mb-3' : 'mb-2'}>
      <Legend large={large}>{legend}</Legend>
      {items.length > 0 && intro}
      {items.map((item, index) => (
        <Row key={item.key} className="g-2 align-items-start mb-1">
          {fields(item, index + 1, (changed) =>
            onChange(items.map((old, i) => (i === index ? changed : old))),
          )}
          <Col xs={12} sm="auto" className="align-self-end mb-2">
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={removeLabel(index + 1)}
              onClick={() => {
                onChange(items.filter((_, i) => i !== index));
                ctx.focusLater(addId);
              }}
            >
              {removeText}
            </Button>
          </Col>
        </Row>
      ))}
      <Button
        id={addId}
        size="sm"
        variant="outline-secondary"
        aria-label={addLabel}
        onClick={() => {
          const item = makeEmpty();
          onChange([...items, item]);
          ctx.focusLater(firstFieldId(item));
        }}
      >
        {addText}
      </Button>
    </fieldset>
  );
}

/** Notes with a type each (a sense's, or the entry's typed notes); `owner` names them: 'sense 2', 'the entry'. */
export function NotesFields({
  ctx,
  notes,
  owner,
  addId,
  onChange,
  large,
}: {
  ctx: PartsContext;
  notes: readonly NoteDraft[];
  owner: string;
  addId: string;
  onChange: (notes: NoteDraft[]) => void;
  /** The entry's notes: a part of the form as large as the senses. */
  large?: boolean;
}) {
  return (
    <EditableList
      ctx={ctx}
      legend="Notes"
      large={large}
      items={notes}
      onChange={onChange}
      addId={addId}
      addText="Add a note"
      addLabel={`Add a note to ${owner}`}
      removeText="Remove note"
      removeLabel={(n) => `Remove note ${n} of ${owner}`}
      makeEmpty={emptyNote}
      firstFieldId={(note) => fieldId.note(ctx.base, note, 'type')}
      fields={(note, n, set) => {
        const typeId = fieldId.note(ctx.base, note, 'type');
        const textId = fieldId.note(ctx.base, note, 'text');
        return (
          <>
            <Col xs={12} sm={4}>
              <TextField
                id={typeId}
                label="Type"
                hiddenLabel={` of note ${n}`}
                value={note.type}
                list={ctx.noteTypesListId}
                error={ctx.errors[typeId]}
                onChange={(type) => set({ ...note, type })}
              />
            </Col>
            <Col xs={12} sm>
              <TextField
                id={textId}
                label="Note"
                hiddenLabel={` ${n}`}
                value={note.text}
                textarea
                required
                error={ctx.errors[textId]}
                onChange={(text) => set({ ...note, text })}
              />
            </Col>
          </>
        );
      }}
    />
  );
}
