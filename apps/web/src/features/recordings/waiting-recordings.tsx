import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { RecorderTake } from '@langapp/shared';
import { useApproveRecording, useRejectRecording, waitingRecordingsQuery } from '../../api/recorder-takes';
import { remoteStatus } from '../../api/remote-status';
import { PlayRecordingButton } from '../../components/audio/play-recording-button';
import { takeTime, takeUrl } from './my-recordings';

/** 'Elder Mary (Upriver)'. */
const speakerOf = (take: RecorderTake) => (take.variety ? `${take.speaker} (${take.variety})` : take.speaker);

/**
 * The recorders' takes waiting for a teacher's approval (ADR 080), oldest first: each playable,
 * with what was read, the speaker and who recorded it; Approve lets learners hear it, Reject puts
 * it in the trash. Shown only while some wait. After a decision, focus goes to the section's heading.
 */
export function WaitingRecordings() {
  const query = useQuery(waitingRecordingsQuery);
  const status = remoteStatus(query);
  const approve = useApproveRecording();
  const reject = useRejectRecording();
  const [done, setDone] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const busy = approve.isPending || reject.isPending;
  const takes = query.data?.data ?? [];
  if (status === 'error')
    return <Alert variant="danger">The recordings waiting for approval could not be loaded.</Alert>;
  if (takes.length === 0 && !done) return null;

  function decide(take: RecorderTake, approved: boolean) {
    const ref = { kind: take.kind, filename: take.filename };
    const onSuccess = () => {
      setDone(
        approved
          ? `The recording of ${take.text} was approved.`
          : `The recording of ${take.text} was rejected.`,
      );
      heading.current?.focus();
    };
    if (approved) approve.mutate(ref, { onSuccess });
    else reject.mutate(ref, { onSuccess });
  }

  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="h4">
        Recordings waiting for approval ({query.data?.waiting ?? takes.length})
      </h2>
      <p role="status" className="small">
        {done}
      </p>
      {takes.length === 0 ? (
        <p>No recording is waiting.</p>
      ) : (
        <ul className="list-unstyled">
          {takes.map((take) => (
            <li key={`${take.kind}:${take.filename}`} className="border rounded p-2 mb-2">
              <div className="d-flex flex-wrap align-items-center gap-2">
                <PlayRecordingButton
                  take={{ url: takeUrl(take), speaker: take.speaker }}
                  label={`${take.text} by ${take.speaker}`}
                />
                <span className="fw-semibold">{take.text}</span>
                <span>by {speakerOf(take)}</span>
                <span className="small text-body-secondary">
                  recorded by {take.recorded_by ?? 'an earlier account'}, {takeTime(take.timestamp)}
                </span>
              </div>
              <div className="d-flex gap-2 mt-2">
                <Button
                  size="sm"
                  variant="success"
                  disabled={busy}
                  aria-label={`Approve the recording of ${take.text} by ${take.speaker}`}
                  onClick={() => decide(take, true)}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={busy}
                  aria-label={`Reject the recording of ${take.text} by ${take.speaker}`}
                  onClick={() => decide(take, false)}
                >
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
