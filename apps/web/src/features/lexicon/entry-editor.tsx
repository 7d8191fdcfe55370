import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { updateLexRequestSchema } from '@langapp/shared';
import type { Lex, LexUses } from '@langapp/shared';
import { ApiError } from '../../lib/api-client';
import { focusOnMount } from '../../lib/focus-on-mount';
import { DuplicateWarning } from './duplicate-warning';
import { ENTRY_FIELDS, firstFieldWithError } from './entry-fields';
import type { EntryFieldName, EntryFields } from './entry-fields';
import { firstErrorPerField } from './field-errors';
import { LexUsesList } from './lex-uses-list';
import { duplicatesIn, lexUsesQuery, useDeleteLex, useUpdateLex, usesIn } from './lexicon-upkeep-data';

export const SAVE_ERROR = 'The entry could not be saved. Please try again.';
const DELETE_ERROR = 'The entry could not be deleted. Please try again.';

/** The server's sentence for a refusal it explained (400, 404), else the generic message. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isRefusal && error.serverError ? error.serverError : fallback;
}

const fieldsOf = ({ lex, pos, gloss, notes }: Lex): EntryFields => ({ lex, pos, gloss, notes });

interface EntryEditorProps {
  entry: Lex;
  /** The parts of speech in use, offered as the part of speech is typed. */
  partsOfSpeech: readonly string[];
  /** After a delete, with the sentence for the page's status line. */
  onDeleted: (message: string) => void;
  onClose: () => void;
}

type DeleteStep = { kind: 'closed' } | { kind: 'confirming' } | { kind: 'refused'; uses: LexUses };

/**
 * The form of one entry: word, part of speech (one in use, or a new one), gloss and notes. Save
 * warns of another entry with the same word and gloss; Delete asks first, and names the places
 * that use the entry when it cannot be deleted (ADR 034).
 */
export function EntryEditor({ entry, partsOfSpeech, onDeleted, onClose }: EntryEditorProps) {
  const update = useUpdateLex();
  const remove = useDeleteLex();
  const [values, setValues] = useState<EntryFields>(() => fieldsOf(entry));
  const [errors, setErrors] = useState<Partial<Record<EntryFieldName, string>>>({});
  const [duplicates, setDuplicates] = useState<Lex[] | null>(null);
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState('');
  const [deleteStep, setDeleteStep] = useState<DeleteStep>({ kind: 'closed' });
  const inputs = useRef<Partial<Record<EntryFieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const uses = useQuery({ ...lexUsesQuery(entry.id), enabled: deleteStep.kind === 'confirming' });
  const busy = update.isPending || remove.isPending;
  const id = `entry-${entry.id}`;
  // The form opens on the word, ready to correct it.
  useEffect(() => inputs.current.lex?.focus(), []);

  async function save(confirm: boolean) {
    setFailure('');
    setSaved('');
    try {
      const { entry: stored, recordingsMoved } = await update.mutateAsync({
        id: entry.id,
        ...values,
        confirm,
      });
      setDuplicates(null);
      setValues(fieldsOf(stored));
      const moved =
        recordingsMoved > 0
          ? ` ${recordingsMoved} ${recordingsMoved === 1 ? 'recording moves' : 'recordings move'} with the new spelling.`
          : '';
      setSaved(`Saved ${stored.lex}.${moved}`);
    } catch (error) {
      const found = duplicatesIn(error);
      if (found) {
        setDuplicates(found);
        return;
      }
      setDuplicates(null);
      setFailure(messageOf(error, SAVE_ERROR));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setDeleteStep({ kind: 'closed' });
    // The shared request schema holds the rules the server applies.
    const parsed = updateLexRequestSchema.safeParse({ id: entry.id, ...values });
    if (!parsed.success) {
      const found = firstErrorPerField<EntryFieldName>(parsed.error.issues);
      setErrors(found);
      const first = firstFieldWithError(found);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    void save(false);
  }

  async function confirmDelete() {
    setFailure('');
    try {
      await remove.mutateAsync(entry.id);
      onDeleted(`Deleted ${entry.lex}. The command pnpm cli lex:restore ${entry.id} can bring it back.`);
    } catch (error) {
      const found = usesIn(error);
      if (found) {
        setDeleteStep({ kind: 'refused', uses: found });
        return;
      }
      setFailure(messageOf(error, DELETE_ERROR));
    }
  }

  const knownUses = deleteStep.kind === 'refused' ? deleteStep.uses : uses.data?.used ? uses.data.uses : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="border rounded p-3 mb-4">
      <h2 id={`${id}-heading`} className="h4">
        Edit {entry.lex} (entry {entry.id})
      </h2>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Form noValidate onSubmit={submit}>
        {ENTRY_FIELDS.map(({ name, label, required }) => {
          const fieldId = `${id}-${name}`;
          const describedBy = [name === 'pos' && `${fieldId}-hint`, errors[name] && `${fieldId}-error`]
            .filter(Boolean)
            .join(' ');
          const common = {
            value: values[name],
            isInvalid: Boolean(errors[name]),
            'aria-describedby': describedBy || undefined,
          };
          const onChange = (value: string) => {
            setDuplicates(null);
            setSaved('');
            setValues((previous) => ({ ...previous, [name]: value }));
          };
          return (
            <Form.Group className="mb-3" controlId={fieldId} key={name}>
              <Form.Label>{label}</Form.Label>
              {name === 'notes' ? (
                <Form.Control
                  as="textarea"
                  rows={3}
                  {...common}
                  ref={(element: HTMLTextAreaElement | null) => {
                    inputs.current[name] = element;
                  }}
                  onChange={(event) => onChange(event.target.value)}
                />
              ) : (
                <Form.Control
                  {...common}
                  required={required}
                  autoComplete="off"
                  list={name === 'pos' ? `${id}-pos-list` : undefined}
                  ref={(element: HTMLInputElement | null) => {
                    inputs.current[name] = element;
                  }}
                  onChange={(event) => onChange(event.target.value)}
                />
              )}
              {name === 'pos' && (
                <>
                  <datalist id={`${id}-pos-list`}>
                    {partsOfSpeech.map((pos) => (
                      <option key={pos} value={pos} />
                    ))}
                  </datalist>
                  <Form.Text id={`${fieldId}-hint`}>Choose one in use, or type a new one.</Form.Text>
                </>
              )}
              <Form.Control.Feedback type="invalid" id={`${fieldId}-error`}>
                {errors[name]}
              </Form.Control.Feedback>
            </Form.Group>
          );
        })}
        {duplicates && (
          <DuplicateWarning
            duplicates={duplicates}
            confirmLabel="Save anyway"
            onConfirm={() => void save(true)}
            onCancel={() => {
              setDuplicates(null);
              inputs.current.lex?.focus();
            }}
            busy={busy}
          />
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" disabled={busy || duplicates !== null}>
            Save
          </Button>
          <Button
            variant="outline-danger"
            disabled={busy}
            onClick={() => {
              setFailure('');
              setDeleteStep({ kind: 'confirming' });
            }}
          >
            Delete
          </Button>
          <Button variant="outline-secondary" onClick={onClose}>
            Close
          </Button>
        </div>
        <p role="status" className="mt-2 mb-0">
          {saved}
        </p>
      </Form>

      {deleteStep.kind !== 'closed' && (
        <section aria-labelledby={`${id}-delete-heading`} className="mt-4" tabIndex={-1} ref={focusOnMount}>
          <h3 id={`${id}-delete-heading`} className="h5">
            {knownUses ? `${entry.lex} cannot be deleted` : `Delete ${entry.lex}?`}
          </h3>
          {knownUses ? (
            <>
              <Alert variant="warning">
                {entry.lex} is used in the places below. Remove it from them first, then delete it.
              </Alert>
              <LexUsesList word={entry.lex} uses={knownUses} headingId={`${id}-delete-heading`} />
              <Button variant="outline-secondary" onClick={() => setDeleteStep({ kind: 'closed' })}>
                Back
              </Button>
            </>
          ) : uses.isPending ? (
            <p role="status">Checking where {entry.lex} is used...</p>
          ) : (
            <>
              <p>
                {uses.isError
                  ? `It could not be checked whether ${entry.lex} is used; the server checks again before deleting.`
                  : `Nothing uses ${entry.lex}.`}{' '}
                A deleted entry disappears from every page; the command pnpm cli lex:restore {entry.id} brings
                it back.
              </p>
              <div className="d-flex flex-wrap gap-2">
                <Button variant="danger" disabled={busy} onClick={() => void confirmDelete()}>
                  Delete {entry.lex}
                </Button>
                <Button variant="outline-secondary" onClick={() => setDeleteStep({ kind: 'closed' })}>
                  Keep it
                </Button>
              </div>
            </>
          )}
        </section>
      )}
    </section>
  );
}
