import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { updateLexEntryRequestSchema } from '@langapp/shared';
import type { Lex, LexEntry, LexUses, PartOfSpeechUse } from '@langapp/shared';
import { lexEntryQuery } from '../../api/lex-entry';
import { headwordName } from '../../components/headword';
import { ItemHistory } from '../../components/history/item-history';
import { ItemVisibility } from '../../components/visibility/item-visibility';
import { TeachersOnlyBadge } from '../../components/visibility/teachers-only-badge';
import { ApiError } from '../../lib/api-client';
import { focusOnMount } from '../../lib/focus-on-mount';
import { DuplicateWarning } from './duplicate-warning';
import { draftOf, emptySense, fieldId, fieldIdOfIssue, moved, requestOf } from './entry-draft';
import type { EntryDraft, SenseDraft } from './entry-draft';
import { NotesFields, TextField } from './entry-parts-fields';
import type { PartsContext } from './entry-parts-fields';
import { FormsFields } from './forms-fields';
import { LexUsesList } from './lex-uses-list';
import { duplicatesIn, lexUsesQuery, useDeleteLex, useUpdateLexEntry, usesIn } from './lexicon-upkeep-data';
import { SenseFields, senseButtonId } from './sense-fields';

export const SAVE_ERROR = 'The entry could not be saved. Please try again.';
const DELETE_ERROR = 'The entry could not be deleted. Please try again.';

/** Note types FieldWorks uses, offered as a note's type is typed (any other may be typed). */
const NOTE_TYPES = [
  'anthropology',
  'bibliography',
  'discourse',
  'encyclopedic',
  'grammar',
  'phonology',
  'questions',
  'restrictions',
  'semantics',
  'sociolinguistics',
  'source',
  'usage',
];

/** The server's sentence for a refusal it explained (400, 404), else the generic message. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isRefusal && error.serverError ? error.serverError : fallback;
}

/** Focuses an element by id once the page has drawn it (a field just added, a button that moved). */
function useFocusLater() {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target === null) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}

interface EntryEditorProps {
  entry: Lex;
  /** The parts of speech in use, offered as a part of speech is typed. */
  partsOfSpeech: readonly PartOfSpeechUse[];
  /** After a delete, with the sentence for the page's status line. */
  onDeleted: (message: string) => void;
  onClose: () => void;
}

type DeleteStep = { kind: 'closed' } | { kind: 'confirming' } | { kind: 'refused'; uses: LexUses };

/**
 * The form of one entry whole (issue 25): its headword and general note, its senses in order (each
 * with part of speech, gloss, definition, examples and notes; added, removed and moved up or down),
 * its typed notes and other forms. Save sends it with POST /api/update-lex-entry and warns of
 * another entry with the same word and gloss; Delete asks first, and names the places that use the
 * entry when it cannot be deleted (ADR 034).
 */
export function EntryEditor(props: EntryEditorProps) {
  const { entry, onClose } = props;
  const whole = useQuery(lexEntryQuery(entry.id));
  const id = `entry-${entry.id}`;
  // A restored version is drawn in a fresh form (its draft is made from the entry as restored).
  const [revision, setRevision] = useState(0);
  return (
    <section aria-labelledby={`${id}-heading`} className="border rounded p-3 mb-4">
      <h2 id={`${id}-heading`} className="h4">
        Edit {headwordName(entry)}
        <TeachersOnlyBadge visibility={entry.visibility} />
      </h2>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <label htmlFor={`${id}-visibility`}>Visible to</label>
        <ItemVisibility
          kind="entry"
          id={entry.id}
          visibility={entry.visibility}
          name={`${headwordName(entry)} (${entry.gloss})`}
          controlId={`${id}-visibility`}
        />
      </div>
      {whole.isPending && <p role="status">Loading the entry...</p>}
      {whole.isError && (
        <>
          <Alert variant="danger">The entry could not be loaded. Please try again.</Alert>
          <Button variant="outline-secondary" onClick={onClose}>
            Close
          </Button>
        </>
      )}
      {whole.data && (
        <EntryForm key={revision} {...props} whole={whole.data} base={id} focusWord={revision === 0} />
      )}
      <ItemHistory
        kind="entry"
        id={entry.id}
        name={headwordName(entry)}
        onRestored={() => setRevision((r) => r + 1)}
      />
    </section>
  );
}

function EntryForm({
  entry,
  whole,
  base,
  partsOfSpeech,
  onDeleted,
  onClose,
  focusWord,
}: EntryEditorProps & { whole: LexEntry; base: string; focusWord: boolean }) {
  const update = useUpdateLexEntry();
  const remove = useDeleteLex();
  const [draft, setDraft] = useState<EntryDraft>(() => draftOf(whole));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [duplicates, setDuplicates] = useState<Lex[] | null>(null);
  const [failure, setFailure] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [deleteStep, setDeleteStep] = useState<DeleteStep>({ kind: 'closed' });
  const uses = useQuery({ ...lexUsesQuery(entry.id), enabled: deleteStep.kind === 'confirming' });
  const focusLater = useFocusLater();
  const busy = update.isPending || remove.isPending;
  const wordFieldId = fieldId.entry(base, 'lex');
  // The form opens on the word, ready to correct it (not when drawn again after a restore: the
  // focus stays in the history).
  useEffect(() => {
    if (focusWord) document.getElementById(wordFieldId)?.focus();
  }, [wordFieldId, focusWord]);

  const edit = useCallback((change: (draft: EntryDraft) => EntryDraft) => {
    setDuplicates(null);
    setAnnouncement('');
    setDraft(change);
  }, []);
  const setSenses = (change: (senses: SenseDraft[]) => SenseDraft[]) =>
    edit((d) => ({ ...d, senses: change(d.senses) }));

  const ctx: PartsContext = {
    base,
    errors,
    focusLater,
    partsOfSpeech,
    exampleVisibility: (exampleId) =>
      whole.senses.flatMap((s) => s.examples).find((e) => e.id === exampleId)?.visibility,
    noteTypesListId: `${base}-note-types`,
  };

  function moveSense(from: number, to: number) {
    const sense = draft.senses[from]!;
    setSenses((senses) => moved(senses, from, to));
    // The focus stays with the sense, on the button pressed unless it can no longer be pressed.
    const last = draft.senses.length - 1;
    const button = to < from ? (to === 0 ? 'down' : 'up') : to === last ? 'up' : 'down';
    focusLater(senseButtonId(base, sense, button));
    setAnnouncement(`Sense ${from + 1} moved to position ${to + 1}.`);
  }

  function removeSense(index: number) {
    const rest = draft.senses.filter((_, i) => i !== index);
    setSenses(() => rest);
    const next = rest[Math.min(index, rest.length - 1)];
    focusLater(next ? senseButtonId(base, next, rest.length > 1 ? 'remove' : 'up') : `${base}-add-sense`);
    setAnnouncement(`Sense ${index + 1} removed.`);
  }

  function addSense() {
    const sense = emptySense();
    setSenses((senses) => [...senses, sense]);
    focusLater(fieldId.sense(base, sense, 'pos'));
  }

  async function save(confirm: boolean) {
    setFailure('');
    setAnnouncement('');
    try {
      const stored = await update.mutateAsync(requestOf(entry.id, draft, confirm));
      setDuplicates(null);
      setDraft(draftOf(stored));
      setAnnouncement(`Saved ${headwordName(stored)}.`);
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
    const parsed = updateLexEntryRequestSchema.safeParse(requestOf(entry.id, draft, false));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[fieldIdOfIssue(base, draft, issue.path)] ??= issue.message;
      setErrors(found);
      // The first field in the page's order takes the focus.
      const fields = Object.keys(found).flatMap((fid) => document.getElementById(fid) ?? []);
      fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      fields[0]?.focus();
      return;
    }
    setErrors({});
    void save(false);
  }

  async function confirmDelete() {
    setFailure('');
    try {
      await remove.mutateAsync(entry.id);
      onDeleted(`Deleted ${entry.lex}. Whoever runs the server can bring it back (entry ${entry.id}).`);
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
    <>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Form noValidate onSubmit={submit}>
        <TextField
          id={wordFieldId}
          label="Word"
          language
          value={draft.lex}
          required
          error={errors[wordFieldId]}
          onChange={(lex) => edit((d) => ({ ...d, lex }))}
          className="mb-3"
        />
        <TextField
          id={fieldId.entry(base, 'notes')}
          label="General note (optional)"
          value={draft.notes}
          textarea
          error={errors[fieldId.entry(base, 'notes')]}
          onChange={(notes) => edit((d) => ({ ...d, notes }))}
          className="mb-3"
        />
        <datalist id={ctx.noteTypesListId}>
          {NOTE_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <h3 className="h5">Senses</h3>
        <p className="small text-body-secondary">
          The first sense’s part of speech and gloss are the ones lists and games show.
        </p>
        {draft.senses.map((sense, index) => (
          <SenseFields
            key={sense.key}
            ctx={ctx}
            sense={sense}
            index={index}
            count={draft.senses.length}
            onChange={(changed) => setSenses((senses) => senses.map((s, i) => (i === index ? changed : s)))}
            onMove={(to) => moveSense(index, to)}
            onRemove={() => removeSense(index)}
          />
        ))}
        <Button id={`${base}-add-sense`} variant="outline-secondary" className="mb-3" onClick={addSense}>
          Add a sense
        </Button>
        <NotesFields
          ctx={ctx}
          notes={draft.typedNotes}
          owner="the entry"
          addId={`${base}-add-note`}
          onChange={(typedNotes) => edit((d) => ({ ...d, typedNotes }))}
          large
        />
        <FormsFields ctx={ctx} forms={draft.forms} onChange={(forms) => edit((d) => ({ ...d, forms }))} />
        {duplicates && (
          <DuplicateWarning
            duplicates={duplicates}
            confirmLabel="Save anyway"
            onConfirm={() => void save(true)}
            onCancel={() => {
              setDuplicates(null);
              document.getElementById(wordFieldId)?.focus();
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
          {announcement}
        </p>
      </Form>

      {deleteStep.kind !== 'closed' && (
        <section aria-labelledby={`${base}-delete-heading`} className="mt-4" tabIndex={-1} ref={focusOnMount}>
          <h3 id={`${base}-delete-heading`} className="h5">
            {knownUses ? `${entry.lex} cannot be deleted` : `Delete ${entry.lex}?`}
          </h3>
          {knownUses ? (
            <>
              <Alert variant="warning">
                {entry.lex} is used in the places below. Remove it from them first, then delete it.
              </Alert>
              <LexUsesList word={entry.lex} uses={knownUses} headingId={`${base}-delete-heading`} />
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
                A deleted entry disappears from every page; whoever runs the server can bring it back (entry{' '}
                {entry.id}).
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
    </>
  );
}
