import { Form } from 'react-bootstrap';
import type { AdminAccount } from '@langapp/shared';
import { useSetRecorder } from '../../api/admin-accounts';

/**
 * A learner's or recorder's role in the console (ADR 080): the Recorder box makes the account a
 * recorder (it records on its Record page); Trusted lets its recordings be heard without waiting
 * for approval. Each change is saved at once; a refusal shows beside the boxes.
 */
export function RecorderControls({ account, disabled }: { account: AdminAccount; disabled: boolean }) {
  const setRecorder = useSetRecorder();
  // While the change is on its way, the boxes show what was asked (the list follows the answer).
  const asked = setRecorder.isPending ? setRecorder.variables : undefined;
  const recorder = asked ? asked.recorder : account.role === 'recorder';
  const trusted = asked ? asked.trusted : account.trusted === true;
  const busy = disabled || setRecorder.isPending;
  const save = (next: { recorder: boolean; trusted: boolean }) =>
    setRecorder.mutate({ id: account.id, ...next });
  return (
    <div>
      <div>{recorder ? 'Recorder' : 'Learner'}</div>
      <Form.Check
        id={`recorder-${account.id}`}
        className="small"
        label={
          <>
            Recorder<span className="visually-hidden"> ({account.username})</span>
          </>
        }
        checked={recorder}
        disabled={busy}
        onChange={(e) => save({ recorder: e.target.checked, trusted: false })}
      />
      {recorder && (
        <Form.Check
          id={`trusted-${account.id}`}
          className="small"
          label={
            <>
              Trusted: no approval needed<span className="visually-hidden"> ({account.username})</span>
            </>
          }
          checked={trusted}
          disabled={busy}
          onChange={(e) => save({ recorder: true, trusted: e.target.checked })}
        />
      )}
      {setRecorder.isError && (
        <div role="alert" className="text-danger small">
          The role of {account.username} could not be changed.
        </div>
      )}
    </div>
  );
}
