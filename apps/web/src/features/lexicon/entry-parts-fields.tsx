import { Button, Col, Form, Row } from 'react-bootstrap';
import { ENTRY_FORM_KIND_LABELS } from '@langapp/shared';
import type { EntryForm } from '@langapp/shared';
import { emptyExample, emptyForm, emptyNote, fieldId } from './entry-draft';
import type { ExampleDraft, FormDraft, NoteDraft, SenseDraft } from './entry-draft';

// The fields of an entry's parts in the console's editor: senses (each with its examples and
// notes), typed notes and other forms. Every list adds and removes items with buttons that name
// what they act on; the editor moves the focus where the teacher will type next.

/** What the editor gives every part: the form's id prefix, the messages by field id, the focus. */
export interface PartsContext {
  base: string;
  errors: Readonly<Record<string, string>>;
  /** Focuses the element with this id once the page shows it. */
  focusLater: (id: string) => void;
  /** The lists of suggestions: parts of speech in use, common note types. */
  posListId: string;
  noteTypesListId: string;
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

/** A row's Remove button, beside its fields where there is room. */
function RemoveButton({
  label,
  children,
  onClick,
}: {
  label: string;
  children: string;
  onClick: () => void;
}) {
  return (
    <Col xs={12} sm="auto" className="align-self-end mb-2">
      <Button size="sm" variant="outline-danger" aria-label={label} onClick={onClick}>
        {children}
      </Button>
    </Col>
  );
}

const update = <T,>(list: readonly T[], index: number, item: T): T[] =>
  list.map((old, i) => (i === index ? item : old));

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
    <fieldset className={large ? 'mb-3' : 'mb-2'}>
      <Legend large={large}>Notes</Legend>
      {notes.map((note, index) => {
        const n = index + 1;
        const typeId = fieldId.note(ctx.base, note, 'type');
        const textId = fieldId.note(ctx.base, note, 'text');
        return (
          <Row key={note.key} className="g-2 align-items-start mb-1">
            <Col xs={12} sm={4}>
              <TextField
                id={typeId}
                label="Type"
                hiddenLabel={` of note ${n}`}
                value={note.type}
                list={ctx.noteTypesListId}
                error={ctx.errors[typeId]}
                onChange={(type) => onChange(update(notes, index, { ...note, type }))}
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
                onChange={(text) => onChange(update(notes, index, { ...note, text }))}
              />
            </Col>
            <RemoveButton
              label={`Remove note ${n} of ${owner}`}
              onClick={() => {
                onChange(notes.filter((_, i) => i !== index));
                ctx.focusLater(addId);
              }}
            >
              Remove note
            </RemoveButton>
          </Row>
        );
      })}
      <Button
        id={addId}
        size="sm"
        variant="outline-secondary"
        aria-label={`Add a note to ${owner}`}
        onClick={() => {
          const note = emptyNote();
          onChange([...notes, note]);
          ctx.focusLater(fieldId.note(ctx.base, note, 'type'));
        }}
      >
        Add a note
      </Button>
    </fieldset>
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
    <fieldset className="mb-2">
      <Legend>Examples</Legend>
      {examples.map((example, index) => {
        const n = index + 1;
        const textId = fieldId.example(ctx.base, example, 'text');
        const translationId = fieldId.example(ctx.base, example, 'translation');
        return (
          <Row key={example.key} className="g-2 align-items-start mb-1">
            <Col xs={12} sm>
              <TextField
                id={textId}
                label="Example"
                hiddenLabel={` ${n}`}
                value={example.text}
                required
                error={ctx.errors[textId]}
                onChange={(text) => onChange(update(examples, index, { ...example, text }))}
              />
            </Col>
            <Col xs={12} sm>
              <TextField
                id={translationId}
                label="Translation"
                hiddenLabel={` of example ${n}`}
                value={example.translation}
                error={ctx.errors[translationId]}
                onChange={(translation) => onChange(update(examples, index, { ...example, translation }))}
              />
            </Col>
            <RemoveButton
              label={`Remove example ${n} of ${owner}`}
              onClick={() => {
                onChange(examples.filter((_, i) => i !== index));
                ctx.focusLater(addId);
              }}
            >
              Remove example
            </RemoveButton>
          </Row>
        );
      })}
      <Button
        id={addId}
        size="sm"
        variant="outline-secondary"
        aria-label={`Add an example to ${owner}`}
        onClick={() => {
          const example = emptyExample();
          onChange([...examples, example]);
          ctx.focusLater(fieldId.example(ctx.base, example, 'text'));
        }}
      >
        Add an example
      </Button>
    </fieldset>
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
          <TextField
            id={field('pos')}
            label="Part of speech"
            value={sense.pos}
            list={ctx.posListId}
            error={ctx.errors[field('pos')]}
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
  const addId = `${ctx.base}-add-form`;
  const hintId = `${ctx.base}-ws-hint`;
  return (
    <fieldset className="mb-3">
      <Legend large>Other forms</Legend>
      {forms.length > 0 && (
        <p id={hintId} className="form-text mt-0">
          A writing system is a language tag, such as en or qaa-fonipa (IPA).
        </p>
      )}
      {forms.map((form, index) => {
        const n = index + 1;
        const kindId = fieldId.form(ctx.base, form, 'kind');
        const wsId = fieldId.form(ctx.base, form, 'ws');
        const textId = fieldId.form(ctx.base, form, 'text');
        return (
          <Row key={form.key} className="g-2 align-items-start mb-1">
            <Col xs={12} sm={4}>
              <Form.Group className="mb-2" controlId={kindId}>
                <Form.Label className="mb-1">
                  Kind<span className="visually-hidden"> of form {n}</span>
                </Form.Label>
                <Form.Select
                  value={form.kind}
                  onChange={(event) =>
                    onChange(update(forms, index, { ...form, kind: event.target.value as EntryForm['kind'] }))
                  }
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
                onChange={(ws) => onChange(update(forms, index, { ...form, ws }))}
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
                onChange={(text) => onChange(update(forms, index, { ...form, text }))}
              />
            </Col>
            <RemoveButton
              label={`Remove form ${n}`}
              onClick={() => {
                onChange(forms.filter((_, i) => i !== index));
                ctx.focusLater(addId);
              }}
            >
              Remove form
            </RemoveButton>
          </Row>
        );
      })}
      <Button
        id={addId}
        size="sm"
        variant="outline-secondary"
        onClick={() => {
          const form = emptyForm();
          onChange([...forms, form]);
          ctx.focusLater(fieldId.form(ctx.base, form, 'kind'));
        }}
      >
        Add a form
      </Button>
    </fieldset>
  );
}
