import { useState } from 'react';
import { DEFAULT_VISIBILITY } from '@langapp/shared';
import type { Visibility, VisibilityKind } from '@langapp/shared';
import { useSetVisibility } from '../../api/visibility';
import { ApiError } from '../../lib/api-client';
import { VisibilitySelect } from './visibility-select';

/**
 * The level of one item, set as soon as the teacher picks another (POST /api/admin/visibility).
 * Until the server answers the select shows the choice and is disabled; a refusal puts the stored
 * level back and says why.
 */
export function ItemVisibility({
  kind,
  id,
  visibility,
  name,
  controlId,
  describedBy,
  className,
}: {
  kind: VisibilityKind;
  id: number | string;
  /** The stored level (an older server sends none: the default). */
  visibility: Visibility | undefined;
  /** What the item is called, for the control's accessible name ('tahak (river)'). */
  name: string;
  /** Given when a visible <label htmlFor> names the control instead. */
  controlId?: string;
  /** The id of a hint beside the control (in an editor: that the level applies at once, apart from saving). */
  describedBy?: string;
  className?: string;
}) {
  const setVisibility = useSetVisibility();
  const [choice, setChoice] = useState<Visibility | null>(null);
  const [error, setError] = useState('');
  const stored = visibility ?? DEFAULT_VISIBILITY;

  async function change(level: Visibility) {
    setChoice(level);
    setError('');
    try {
      await setVisibility.mutateAsync({ kind, ids: [id], visibility: level });
    } catch (err) {
      setError(
        err instanceof ApiError && err.serverError
          ? err.serverError
          : 'The visibility could not be changed. Please try again.',
      );
    } finally {
      setChoice(null);
    }
  }

  return (
    <div className={className}>
      <VisibilitySelect
        value={choice ?? stored}
        onChange={(level) => void change(level)}
        id={controlId}
        label={controlId ? undefined : `Visible to: ${name}`}
        describedBy={describedBy}
        disabled={setVisibility.isPending}
      />
      {error && (
        <div role="alert" className="text-danger small mt-1">
          {error}
        </div>
      )}
    </div>
  );
}
