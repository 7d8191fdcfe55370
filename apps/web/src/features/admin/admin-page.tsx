import { Alert } from 'react-bootstrap';
import { PageHeader } from '../../components/page-header';

export function AdminPage() {
  return (
    <>
      <PageHeader title="Administration" />
      <Alert variant="warning">Administrative features for the database are not ready.</Alert>
    </>
  );
}
