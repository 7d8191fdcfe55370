import type { ReactNode } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { ENTRY_FORM_KIND_LABELS } from '@langapp/shared';
import type { EntryForm, PartOfSpeechUse, Visibility } from '@langapp/shared';
import { ItemVisibility } from '../../components/visibility/item-visibility';
import { emptyExample, emptyForm, emptyNote, fieldId } from './entry-draft';
import type { ExampleDraft, FormDraft, NoteDraft, SenseDraft } from './entry-draft';
import { PartOfSpeechField } from './part-of-speech-field';

// The fields of an entry's parts in the console's editor: senses (each with its examples and
// notes), typed notes and other forms. Every list adds and removes items with buttons that name
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
function Legend({ children, large }: { children: string; large?: boolean }) {
  return (
    <legend className={`float-none w-auto mb-1 ${large ? 'fs-5' : 'fs-6 fw-semibold'}`}>{children}</legend>
  );
}

/**
 * A list of rows the teacher adds to and removes from (notes, examples, forms): each row's fields
 * with a Remove button beside them, then an Add button. Removing moves the focus to the Add button;
 * adding, to the new row's first field.
 */
function EditableList<T extends { key: string }>({
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

function ExamplesFields({
  ctx,
  examples,
  owner,
  addId,
  onChange,
}: {
  ctx: PartsContext;
  examples: readonly ExampleDraft[];
  owner: string;
  addId: string;
  onChange: (examples: ExampleDraft[]) => void;
}) {
  return (
    <EditableList
      ctx={ctx}
      legend="Examples"
      items={examples}
      onChange={onChange}
      addId={addId}
      addText="Add an example"
      addLabel={`Add an example to ${owner}`}
      removeText="Remove example"
      removeLabel={(n) => `Remove example ${n} of ${owner}`}
      makeEmpty={emptyExample}
      firstFieldId={(example) => fieldId.example(ctx.base, example, 'text')}
      fields={(example, n, set) => {
        const textId = fieldId.example(ctx.base, example, 'text');
        const translationId = fieldId.example(ctx.base, example, 'translation');
        return (
          <>
            <Col xs={12} sm>
              <TextField
                id={textId}
                label="Example"
                hiddenLabel={` ${n}`}
                value={example.text}
                required
                error={ctx.errors[textId]}
                onChange={(text) => set({ ...example, text })}
              />
            </Col>
            <Col xs={12} sm>
              <TextField
                id={translationId}
                label="Translation"
                hiddenLabel={` of example ${n}`}
                value={example.translation}
                error={ctx.errors[translationId]}
                onChange={(translation) => set({ ...example, translation })}
              />
            </Col>
            {example.id !== undefined && ctx.exampleVisibility && (
              <Col xs={12} sm="auto">
                <Form.Label htmlFor={`${textId}-visibility`}>
                  Visible to<span className="visually-hidden"> (example {n})</span>
                </Form.Label>
                <ItemVisibility
                  kind="example"
                  id={example.id}
                  controlId={`${textId}-visibility`}
                  visibility={ctx.exampleVisibility(example.id)}
                  name={`example ${n} of ${owner}`}
                />
              </Col>
            )}
          </>
        );
      }}
    />
  );
}

/** The ids of a sense's order buttons, so that the focus can follow a sense as it moves. */
export const senseButtonId = (base: string, sense: SenseDraft, button: 'up' | 'down' | 'remove') =>
  `${base}-sense-${sense.key}-${button}`;

/** One sense: its place in the order (move up, move down, remove), its fields, examples and notes. */
export function SenseFields({
  ctx,
  sense,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  ctx: PartsContext;
  sense: SenseDraft;
  index: number;
  count: number;
  onChange: (sense: SenseDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const owner = `sense ${n}`;
  const field = (name: 'pos' | 'gloss' | 'definition') => fieldId.sense(ctx.base, sense, name);
  return (
    <fieldset className="border rounded px-2 pt-1 pb-2 mb-3">
      <Legend>{`Sense ${n}`}</Legend>
      <div className="d-flex flex-wrap gap-1 mb-2">
        <Button
          id={senseButtonId(ctx.base, sense, 'up')}
          size="sm"
          variant="outline-secondary"
          aria-label={`Move sense ${n} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <span aria-hidden="true">↑ </span>Up
        </Button>
        <Button
          id={senseButtonId(ctx.base, sense, 'down')}
          size="sm"
          variant="outline-secondary"
          aria-label={`Move sense ${n} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <span aria-hidden="true">↓ </span>Down
        </Button>
        <Button
          id={senseButtonId(ctx.base, sense, 'remove')}
          size="sm"
          variant="outline-danger"
          aria-label={`Remove sense ${n}`}
          disabled={count === 1}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
      <Row className="g-2">
        <Col xs={12} sm={5}>
          <PartOfSpeechField
            id={field('pos')}
            value={sense.pos}
            options={ctx.partsOfSpeech}
            error={ctx.errors[field('pos')]}
            focusLater={ctx.focusLater}
            onChange={(pos) => onChange({ ...sense, pos })}
          />
        </Col>
        <Col xs={12} sm={7}>
          <TextField
            id={field('gloss')}
            label="Gloss"
            value={sense.gloss}
            error={ctx.errors[field('gloss')]}
            onChange={(gloss) => onChange({ ...sense, gloss })}
          />
        </Col>
      </Row>
      <TextField
        id={field('definition')}
        label="Definition"
        value={sense.definition}
        textarea
        error={ctx.errors[field('definition')]}
        onChange={(definition) => onChange({ ...sense, definition })}
      />
      <ExamplesFields
        ctx={ctx}
        examples={sense.examples}
        owner={owner}
        addId={`${ctx.base}-sense-${sense.key}-add-example`}
        onChange={(examples) => onChange({ ...sense, examples })}
      />
      <NotesFields
        ctx={ctx}
        notes={sense.notes}
        owner={owner}
        addId={`${ctx.base}-sense-${sense.key}-add-note`}
        onChange={(notes) => onChange({ ...sense, notes })}
      />
    </fieldset>
  );
}

const KINDS = Object.entries(ENTRY_FORM_KIND_LABELS) as [EntryForm['kind'], string][];

/** Other forms of the entry: each a kind, a writing system and the form itself. */
export function FormsFields({
  ctx,
  forms,
  onChange,
}: {
  ctx: PartsContext;
  forms: readonly FormDraft[];
  onChange: (forms: FormDraft[]) => void;
}) {
  const hintId = `${ctx.base}-ws-hint`;
  return (
    <EditableList
      ctx={ctx}
      legend="Other forms"
      large
      intro={
        <p id={hintId} className="form-text mt-0">
          A writing system is a language tag, such as en or qaa-fonipa (IPA).
        </p>
      }
      items={forms}
      onChange={onChange}
      addId={`${ctx.base}-add-form`}
      addText="Add a form"
      removeText="Remove form"
      removeLabel={(n) => `Remove form ${n}`}
      makeEmpty={emptyForm}
      firstFieldId={(form) => fieldId.form(ctx.base, form, 'kind')}
      fields={(form, n, set) => {
        const kindId = fieldId.form(ctx.base, form, 'kind');
        const wsId = fieldId.form(ctx.base, form, 'ws');
        const textId = fieldId.form(ctx.base, form, 'text');
        return (
          <>
            <Col xs={12} sm={4}>
              <Form.Group className="mb-2" controlId={kindId}>
                <Form.Label className="mb-1">
                  Kind<span className="visually-hidden"> of form {n}</span>
                </Form.Label>
                <Form.Select
                  value={form.kind}
                  onChange={(event) => set({ ...form, kind: event.target.value as EntryForm['kind'] })}
                >
                  {KINDS.map(([kind, label]) => (
                    <option key={kind} value={kind}>
                      {label}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={12} sm={3}>
              <TextField
                id={wsId}
                label="Writing system"
                hiddenLabel={` of form ${n}`}
                value={form.ws}
                required
                hintId={hintId}
                error={ctx.errors[wsId]}
                onChange={(ws) => set({ ...form, ws })}
              />
            </Col>
            <Col xs={12} sm>
              <TextField
                id={textId}
                label="Form"
                hiddenLabel={` ${n}`}
                value={form.text}
                required
                error={ctx.errors[textId]}
                onChange={(text) => set({ ...form, text })}
              />
            </Col>
          </>
        );
      }}
    />
  );
}
