/**
 * What the services throw when something asked of them cannot be done for a reason the person
 * asking can understand. The message is the sentence they see; `details` are further fields the
 * answer carries beside it (e.g. the `duplicates` a new entry would make). Services never know
 * HTTP: the app's error handler maps each kind to a status (lib/error-handler.ts), the CLI to an
 * exit code (cli/run-cli.ts).
 */
export type DomainErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** The same error with more fields for the answer. */
  withDetails(details: Record<string, unknown>): DomainError {
    return new DomainError(this.kind, this.message, { ...this.details, ...details });
  }
}

/** The error class of one kind: `new NotFoundError('No such lesson.')`, named for the log. */
function errorOfKind(kind: DomainErrorKind, name: string) {
  return class extends DomainError {
    constructor(message: string, details?: Record<string, unknown>) {
      super(kind, message, details);
      this.name = name;
    }
  };
}

/** What was given cannot be used (a bad file, an unknown id referred to, a rule of the data broken). */
export const InvalidError = errorOfKind('invalid', 'InvalidError');
/** Who is asking could not be told (wrong credentials, an account gone). */
export const UnauthenticatedError = errorOfKind('unauthenticated', 'UnauthenticatedError');
/** Who is asking may not do this (someone else's quiz, a link that is not valid). */
export const ForbiddenError = errorOfKind('forbidden', 'ForbiddenError');
/** What is asked for does not exist, or not for whoever asks. */
export const NotFoundError = errorOfKind('not-found', 'NotFoundError');
/** It exists already, or the state of things does not allow it now. */
export const ConflictError = errorOfKind('conflict', 'ConflictError');
/** What was given is larger than allowed. */
export const TooLargeError = errorOfKind('too-large', 'TooLargeError');
/** A service this one depends on (the mail server) failed; trying again later may work. */
export const UnavailableError = errorOfKind('unavailable', 'UnavailableError');
