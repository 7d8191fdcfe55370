import { Alert } from 'react-bootstrap';
import { PageHeader } from '../../components/page-header';

/** The spec's /admin placeholder: what the console shows when it has nothing to show. */
export function NotReady() {
  return (
    <>
      <PageHeader title="Administration" />
      <Alert variant="warning">Administrative features for the database are not ready.</Alert>
    </>
  );
}
