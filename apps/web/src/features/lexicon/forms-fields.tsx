import { Col, Form } from 'react-bootstrap';
import { ENTRY_FORM_KIND_LABELS } from '@langapp/shared';
import type { EntryForm } from '@langapp/shared';
import { emptyForm, fieldId } from './entry-draft';
import type { FormDraft } from './entry-draft';
import { EditableList, TextField } from './entry-parts-fields';
import type { PartsContext } from './entry-parts-fields';

// The other forms of an entry in the console's editor. Split from entry-parts-fields.tsx (ADR 074).

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
                language
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
