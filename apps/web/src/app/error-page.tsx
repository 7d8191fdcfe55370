import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PageHeader } from '../components/page-header';
import { PageLayout } from '../components/page-layout';
import { PublicNavbar } from '../components/public-navbar';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || String(error.status);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The root route's errorElement: an unknown route (404) or anything a page throws. */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageLayout navbar={<PublicNavbar />}>
      {notFound ? (
        <>
          <PageHeader title="404: Not Found" />
          <p>Sorry, the requested route cannot be found.</p>
        </>
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
