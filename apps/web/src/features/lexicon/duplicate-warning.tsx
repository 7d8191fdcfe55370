import { Alert, Button } from 'react-bootstrap';
import type { Lex } from '@langapp/shared';
import { headwordName } from '../../components/headword';
import { focusOnMount } from '../../lib/focus-on-mount';

interface DuplicateWarningProps {
  /** The entries with the same word and gloss, as the server named them. */
  duplicates: readonly Lex[];
  /** 'Add anyway' or 'Save anyway'. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * The warning before adding or saving an entry whose word and gloss match existing ones (ADR 034):
 * it names them and lets the teacher go on or stop. It takes the focus as it appears, so a keyboard
 * user lands on the choice, and is announced as an alert.
 */
export function DuplicateWarning({
  duplicates,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
}: DuplicateWarningProps) {
  const one = duplicates.length === 1;
  return (
    <Alert variant="warning" ref={focusOnMount} tabIndex={-1}>
      <p className="mb-2">
        {one
          ? 'The lexicon already has an entry with this word and gloss:'
          : `The lexicon already has ${duplicates.length} entries with this word and gloss:`}
      </p>
      <ul>
        {duplicates.map((d) => (
          <li key={d.id}>
            {headwordName(d)} ({d.pos}) &lsquo;{d.gloss}&rsquo;
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="warning" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Alert>
  );
}
