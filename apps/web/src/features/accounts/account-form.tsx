import type { ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';

/** The narrow form of the account pages: fields, then one submit button, disabled while the call runs. */
export function AccountForm({
  submitLabel,
  submitting,
  onSubmit,
  children,
}: {
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Form
      className="mb-3"
      style={{ maxWidth: '28rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" disabled={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
