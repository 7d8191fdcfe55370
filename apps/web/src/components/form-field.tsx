import type { ComponentProps } from 'react';
import { Form } from 'react-bootstrap';
import { focusOnMount } from '../lib/focus-on-mount';

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'size' | 'aria-describedby'>;

interface FormFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Help text under the field, read out with it. */
  hint?: string;
}

/** A labelled text input (the label and hint are tied to it for assistive technology). */
export function FormField({ id, label, value, onChange, hint, autoFocus, ...inputProps }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...inputProps}
        ref={autoFocus ? focusOnMount : undefined}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && <Form.Text id={hintId}>{hint}</Form.Text>}
    </Form.Group>
  );
}
