import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/page-header';
import { PageLayout } from '../components/page-layout';
import { PublicNavbar } from '../components/public-navbar';
import { AppShown } from './first-screen/app-shown';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return readable(error);
}

/** A value as a person can read it in the console: JSON where it has a shape, else its string form. */
function readable(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * What the console gets: words a person can read in a production build, where an error object's
 * class name is minified. An Error gives its message, its stack and the message of its cause;
 * anything else its JSON or string form.
 */
function logLineFor(error: unknown): unknown[] {
  if (error instanceof Error) {
    const line = ['The page failed:', error.message, error.stack];
    return error.cause instanceof Error
      ? [...line, 'Caused by:', error.cause.message]
      : error.cause !== undefined
        ? [...line, 'Caused by:', readable(error.cause)]
        : line;
  }
  return ['The page failed:', readable(error)];
}

/**
 * What an unknown address shows: the spec's 404 heading, sentence and 'Go home' link; inside the
 * teacher's console also a way back to the console's start. Nothing failed, so nothing is logged.
 */
export function NotFoundContent({ inConsole = false }: { inConsole?: boolean }) {
  return (
    <>
      <PageHeader title="404: Not Found" />
      <p>Sorry, the requested route cannot be found.</p>
      <p className="d-flex flex-wrap gap-3">
        <Link to="/">Go home</Link>
        {inConsole && <Link to="/admin">Back to the console</Link>}
      </p>
    </>
  );
}

/** An address no route names. */
export function NotFoundPage() {
  return (
    <PageLayout navbar={<PublicNavbar />}>
      <NotFoundContent />
    </PageLayout>
  );
}

/** What shows when a page throws (route-table.tsx), with the error logged in words a person can read. */
export function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(...logLineFor(error));
  }, [error]);

  return (
    <PageLayout navbar={<PublicNavbar />}>
      <PageHeader title="Oops!" />
      <p>Sorry, an unexpected error has occurred.</p>
      <p>
        <i>{describe(error)}</i>
      </p>
      <Link to="/">Go home</Link>
      <AppShown />
    </PageLayout>
  );
}
