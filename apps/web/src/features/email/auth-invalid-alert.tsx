import { Alert } from 'react-bootstrap';
import { useAppConfig } from '../../config/app-config-context';

/** The spec's message when a word-of-the-day or sentence-of-the-week link's code is missing or refused. */
export function AuthInvalidAlert() {
  const { contactName } = useAppConfig();
  return (
    <Alert variant="danger">Authorization code invalid. Please contact {contactName} for assistance.</Alert>
  );
}
