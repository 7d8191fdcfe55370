import { Alert } from 'react-bootstrap';
import { ApiError } from '../../lib/api-client';
import { formatPacificDateTime } from '../../lib/format-date';

/** What a console section says after an action: done, or why not. */
export interface Feedback {
  variant: 'success' | 'danger';
  text: string;
}

/**
 * Why a console action failed: the server's own sentence when it refused (the last admin, a missing
 * e-mail address, ...), otherwise a sentence saying the server could not do it or be reached.
 */
export function failureText(error: unknown, what: string): string {
  const reason = error instanceof ApiError ? error.serverError : undefined;
  if (reason) return `${what} ${reason}`;
  if (error instanceof ApiError) return `${what} The server could not do it. Please try again.`;
  return `${what} The server could not be reached. Please check the connection and try again.`;
}

/** The outcome of the last action: read out politely when done, at once when it failed. */
export function FeedbackAlert({ feedback, onClose }: { feedback: Feedback | null; onClose: () => void }) {
  if (!feedback) return null;
  return (
    <Alert
      variant={feedback.variant}
      role={feedback.variant === 'success' ? 'status' : 'alert'}
      dismissible
      closeLabel="Dismiss the message"
      onClose={onClose}
    >
      {feedback.text}
    </Alert>
  );
}

/** An instant from the server as people read it (Pacific time, like every date in the app). */
export const shownInstant = (iso: string) => formatPacificDateTime(iso);
