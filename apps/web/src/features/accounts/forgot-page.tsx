import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useRequestReset } from '../../api/account-forms';
import { FormField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';
import { AccountForm } from './account-form';

export function ForgotPage() {
  const { contactName } = useAppConfig();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { mutateAsync: requestReset } = useRequestReset();

  async function submit() {
    setSubmitting(true);
    setFailed(false);
    try {
      const { success } = await requestReset({ username, email });
      setSent(success);
      setFailed(!success);
    } catch {
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  }

  const contactLine = `Contact ${contactName} if you are not able to restore access.`;

  return (
    <>
      <PageHeader title="Forgot your password?" />
      {sent ? (
        <Alert variant="success">
          <p>A reset link will be sent to your email.</p>
          <p className="mb-0">{contactLine}</p>
        </Alert>
      ) : (
        <>
          {failed && (
            <Alert variant="danger">
              There was an error using the restore service. Please contact {contactName}.
            </Alert>
          )}
          <AccountForm submitLabel="Submit" submitting={submitting} onSubmit={() => void submit()}>
            <FormField
              id="forgot-username"
              label="Username"
              required
              autoComplete="username"
              autoCapitalize="none"
              value={username}
              onChange={setUsername}
            />
            <FormField
              id="forgot-email"
              label="E-mail"
              required
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
            />
          </AccountForm>
        </>
      )}
    </>
  );
}
