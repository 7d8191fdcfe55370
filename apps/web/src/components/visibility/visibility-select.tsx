import { Form } from 'react-bootstrap';
import { VISIBILITY_LEVELS } from '@langapp/shared';
import type { Visibility } from '@langapp/shared';
import './visibility.css';

/** What each level is called wherever the console shows or sets it (ADR 062). */
export const VISIBILITY_LABELS: Readonly<Record<Visibility, string>> = {
  public: 'Everyone (public)',
  learners: 'Learners',
  teachers: 'Teachers only',
};

/**
 * The level of an item, or of what is about to be created, as a compact select. `label` names it
 * for assistive technology ('Visible to: tahak (river)'); a visible label, where there is one, is
 * given by `id` and a <label htmlFor> instead.
 */
export function VisibilitySelect({
  value,
  onChange,
  label,
  id,
  describedBy,
  disabled = false,
  small = true,
  className,
}: {
  value: Visibility;
  onChange: (level: Visibility) => void;
  label?: string;
  id?: string;
  /** The id of a hint that says more about the choice ('Applies at once...'). */
  describedBy?: string;
  disabled?: boolean;
  /** Compact, beside an item in a list; a form's field is full size. */
  small?: boolean;
  className?: string;
}) {
  return (
    <Form.Select
      size={small ? 'sm' : undefined}
      id={id}
      aria-label={label}
      aria-describedby={describedBy}
      value={value}
      disabled={disabled}
      // Compact, it is as wide as its longest level, never cut to 'Learn' in a narrow column (ADR 071).
      className={[small ? 'visibility-select-compact' : '', className].filter(Boolean).join(' ') || undefined}
      onChange={(event) => onChange(event.target.value as Visibility)}
    >
      {VISIBILITY_LEVELS.map((level) => (
        <option key={level} value={level}>
          {VISIBILITY_LABELS[level]}
        </option>
      ))}
    </Form.Select>
  );
}
