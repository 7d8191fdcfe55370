import { useId } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';

/** Unlinked: sentence and translation. Linked: each word's morphs, linked ones opening their entry. */
export type DisplayMode = 'unlinked' | 'linked';

/**
 * The labelled Display Mode choice (the spec's label; two radio buttons, arrow keys move between
 * them), its options in a learner's words: the plain text, or the text word by word (ADR 055).
 */
export function DisplayModeToggle({
  mode,
  onChange,
}: {
  mode: DisplayMode;
  onChange: (mode: DisplayMode) => void;
}) {
  const id = useId();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <span id={`${id}-label`}>Display Mode</span>
      <ToggleButtonGroup
        type="radio"
        name={`${id}-mode`}
        value={mode}
        onChange={(value: DisplayMode) => onChange(value)}
        aria-labelledby={`${id}-label`}
      >
        <ToggleButton id={`${id}-unlinked`} value="unlinked" variant="outline-primary">
          Plain text
        </ToggleButton>
        <ToggleButton id={`${id}-linked`} value="linked" variant="outline-primary">
          Word by word
        </ToggleButton>
      </ToggleButtonGroup>
    </div>
  );
}
