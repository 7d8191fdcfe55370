import { Button, Col, Form, Row } from 'react-bootstrap';
import { ItemVisibility } from '../../components/visibility/item-visibility';
import { emptyExample, fieldId } from './entry-draft';
import type { ExampleDraft, SenseDraft } from './entry-draft';
import { EditableList, Legend, NotesFields, TextField } from './entry-parts-fields';
import type { PartsContext } from './entry-parts-fields';
import { PartOfSpeechField } from './part-of-speech-field';

// One sense of an entry in the console's editor: its order buttons, fields, examples and notes.
// Split from entry-parts-fields.tsx (ADR 074).

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
                language
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
