import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { addLexRequestSchema, DEFAULT_VISIBILITY } from '@langapp/shared';
import type { Lex, Visibility } from '@langapp/shared';
import { useAddLex } from '../../api/lexicon';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import { VisibilitySelect } from '../../components/visibility/visibility-select';
import { useTimedMessage } from '../../lib/use-timed-message';
import { DuplicateWarning } from './duplicate-warning';
import { ENTRY_FIELDS, firstFieldWithError } from './entry-fields';
import type { EntryFieldName, EntryFields } from './entry-fields';
import { firstErrorPerField } from './field-errors';
import { duplicatesIn } from './lexicon-upkeep-data';

export const ADD_LEX_ERROR = 'Error adding lexical entry. Please try again.';
/** Spec §9: error banners show for 3 s. */
export const ERROR_BANNER_MS = 3000;

const EMPTY: EntryFields = { lex: '', pos: '', gloss: '', notes: '' };

/**
 * The admin's form for a new lexical entry (word, part of speech and gloss required; notes
 * optional). An added entry shows at once wherever the lexicon is shown. An entry whose word and
 * gloss the lexicon already has is not added at once: a warning names the existing entries, and the
 * teacher adds it anyway or cancels (ADR 034).
 */
export function AddLexForm() {
  const addLex = useAddLex();
  const [values, setValues] = useState<EntryFields>(EMPTY);
  const [level, setLevel] = useState<Visibility>(DEFAULT_VISIBILITY);
  const [duplicates, setDuplicates] = useState<Lex[] | null>(null);
  const [errors, setErrors] = useState<Partial<Record<EntryFieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState('');
  const [banner, showBanner] = useTimedMessage(ERROR_BANNER_MS);
  const inputs = useRef<Partial<Record<EntryFieldName, HTMLInputElement | null>>>({});

  /** Sends the entry: first with the duplicate check, then (added anyway) without it. */
  async function send(warnDuplicates: boolean) {
    setBusy(true);
    try {
      await addLex.mutateAsync({ ...values, warnDuplicates, visibility: level });
      setDuplicates(null);
      setAdded(`Added ${values.lex.trim()} to the lexicon.`);
      setValues(EMPTY);
    } catch (error) {
      const found = duplicatesIn(error);
      if (found) {
        setDuplicates(found);
      } else {
        setDuplicates(null);
        showBanner(ADD_LEX_ERROR);
      }
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    setDuplicates(null);
    setAdded('The entry was not added.');
    inputs.current.lex?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAdded('');
    setDuplicates(null);
    // The shared request schema holds the rules the server applies.
    const parsed = addLexRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found = firstErrorPerField<EntryFieldName>(parsed.error.issues);
      setErrors(found);
      const first = firstFieldWithError(found);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    await send(true);
  }

  return (
    <section aria-labelledby="add-lex-heading" className="mb-4">
      <h2 id="add-lex-heading" className="h4">
        Add a lexical entry
      </h2>
      {banner && <Alert variant="danger">{banner}</Alert>}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Row>
          {ENTRY_FIELDS.map(({ name, label, required }) => {
            const id = `add-lex-${name}`;
            return (
              <Col md={6} lg={3} key={name}>
                <Form.Group className="mb-3" controlId={id}>
                  <Form.Label>{label}</Form.Label>
                  <Form.Control
                    {...(name === 'lex' ? LANGUAGE_FIELD : {})}
                    ref={(element: HTMLInputElement | null) => {
                      inputs.current[name] = element;
                    }}
                    value={values[name]}
                    required={required}
                    isInvalid={Boolean(errors[name])}
                    aria-describedby={errors[name] ? `${id}-error` : undefined}
                    onChange={(event) => {
                      // A warning about what was sent no longer fits what is typed.
                      setDuplicates(null);
                      setValues((previous) => ({ ...previous, [name]: event.target.value }));
                    }}
                  />
                  <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                    {errors[name]}
                  </Form.Control.Feedback>
                </Form.Group>
              </Col>
            );
          })}
          <Col md={6} lg={3}>
            <Form.Group className="mb-3" controlId="add-lex-visibility">
              <Form.Label>Visible to</Form.Label>
              <VisibilitySelect value={level} onChange={setLevel} small={false} />
            </Form.Group>
          </Col>
        </Row>
        {duplicates && (
          <DuplicateWarning
            duplicates={duplicates}
            confirmLabel="Add anyway"
            onConfirm={() => void send(false)}
            onCancel={cancel}
            busy={busy}
          />
        )}
        <Button type="submit" disabled={busy || duplicates !== null}>
          Add entry
        </Button>
        <p role="status" className="mt-2 mb-0">
          {added}
        </p>
      </Form>
    </section>
  );
}
