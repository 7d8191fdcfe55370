import { useId } from 'react';
import type { Visibility, VisibilityKind } from '@langapp/shared';
import { ItemVisibility } from './item-visibility';

/**
 * The level of the item an editor has open (a text in the annotation editor, a lesson in the
 * builder), labelled "Visible to". It is set as soon as the teacher picks another, through the same
 * call as in the lists; the editor's own Save or Submit never touches it (ADR 062), which the hint
 * says, so a teacher does not wait for a save that will not carry it.
 */
export function EditorVisibility({
  kind,
  id,
  visibility,
  name,
  saveAction,
}: {
  kind: VisibilityKind;
  id: number | string;
  /** The stored level (an older server sends none: the default). */
  visibility: Visibility | undefined;
  /** What the item is called ('text The river'); the visible label names the control here. */
  name: string;
  /** The editor's button that saves the rest ('Submit', 'Save'). */
  saveAction: string;
}) {
  const controlId = useId();
  const hintId = `${controlId}-hint`;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <label htmlFor={controlId}>Visible to</label>
      <ItemVisibility
        kind={kind}
        id={id}
        visibility={visibility}
        name={name}
        controlId={controlId}
        describedBy={hintId}
      />
      <span id={hintId} className="form-text m-0">
        Applies as soon as you choose; {saveAction} is not needed.
      </span>
    </div>
  );
}
