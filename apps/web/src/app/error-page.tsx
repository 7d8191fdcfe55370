import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PageHeader } from '../components/page-header';
import { PageLayout } from '../components/page-layout';
import { PublicNavbar } from '../components/public-navbar';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || String(error.status);
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
 * class name is minified. A router error response gives its status, status text and any message; an
 * Error its message, its stack and the message of its cause; anything else its JSON or string form.
 */
function logLineFor(error: unknown): unknown[] {
  if (isRouteErrorResponse(error)) {
    const line = ['The page failed:', `${error.status} ${error.statusText}`.trim()];
    const data: unknown = error.data;
    return data === undefined || data === null || data === '' ? line : [...line, readable(data)];
  }
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

/** What an unknown address shows: the spec's 404 heading and sentence. */
export function NotFoundContent() {
  return (
    <>
      <PageHeader title="404: Not Found" />
      <p>Sorry, the requested route cannot be found.</p>
    </>
  );
}

/** The root route's errorElement: an unknown route (404) or anything a page throws. */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(...logLineFor(error));
  }, [error]);

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageLayout navbar={<PublicNavbar />}>
      {notFound ? (
        <NotFoundContent />
      ) : (
        <>
          <PageHeader title="Oops!" />
          <p>Sorry, an unexpected error has occurred.</p>
          <p>
            <i>{describe(error)}</i>
          </p>
        </>
      )}
      <Link to="/">Go home</Link>
    </PageLayout>
  );
}
