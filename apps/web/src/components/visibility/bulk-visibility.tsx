import { useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import { DEFAULT_VISIBILITY, MAX_VISIBILITY_IDS } from '@langapp/shared';
import type { Visibility, VisibilityKind } from '@langapp/shared';
import { useSetVisibility } from '../../api/visibility';
import { ApiError } from '../../lib/api-client';
import type { Selection } from './selection';
import { VISIBILITY_LABELS, VisibilitySelect } from './visibility-select';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The selection's action: one level for every selected item of a list ("Set visibility of 3
 * selected"), in one call that changes all or nothing. The outcome is announced; a success clears
 * the selection.
 */
export function BulkVisibility<Id extends number | string>({
  kind,
  selection,
  one,
  many,
}: {
  kind: VisibilityKind;
  selection: Selection<Id>;
  /** What one item and several are called in the outcome ('entry', 'entries'). */
  one: string;
  many: string;
}) {
  const setVisibility = useSetVisibility();
  const [level, setLevel] = useState<Visibility>(DEFAULT_VISIBILITY);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const selectId = useId();
  const n = selection.selected.size;
  const tooMany = n > MAX_VISIBILITY_IDS;

  async function apply() {
    const ids = [...selection.selected];
    setMessage(null);
    try {
      const { changed } = await setVisibility.mutateAsync({ kind, ids, visibility: level });
      selection.clear();
      const already = ids.length - changed;
      setMessage({
        text: `${count(ids.length, one, many)} set to ${VISIBILITY_LABELS[level]}.${
          already > 0 ? ` ${already} of them had that level already.` : ''
        }`,
        failed: false,
      });
    } catch (err) {
      setMessage({
        text:
          err instanceof ApiError && err.serverError
            ? err.serverError
            : 'The visibility could not be changed. Please try again.',
        failed: true,
      });
    }
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3" role="group" aria-label="Selected items">
      <span>{n === 0 ? `No ${many} selected.` : `${count(n, one, many)} selected.`}</span>
      <label htmlFor={selectId} className="visually-hidden">
        Visibility for the selected {many}
      </label>
      <VisibilitySelect id={selectId} value={level} onChange={setLevel} className="w-auto" />
      <Button
        size="sm"
        variant="outline-primary"
        disabled={n === 0 || tooMany || setVisibility.isPending}
        onClick={() => void apply()}
      >
        Set visibility of {n} selected
      </Button>
      {tooMany && <span className="text-danger">At most {MAX_VISIBILITY_IDS} can be set at once.</span>}
      {n > 0 && (
        <Button size="sm" variant="link" onClick={selection.clear}>
          Clear selection
        </Button>
      )}
      <p
        role="status"
        className={message ? `mb-0 w-100 ${message.failed ? 'text-danger' : ''}` : 'visually-hidden'}
      >
        {message?.text}
      </p>
    </div>
  );
}
