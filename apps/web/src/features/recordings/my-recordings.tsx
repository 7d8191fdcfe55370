import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert, Badge, Button, Form, Table } from 'react-bootstrap';
import type { RecorderTake } from '@langapp/shared';
import { myRecordingsQuery, useRemoveMyRecording, useSetTakeSpeaker } from '../../api/recorder-takes';
import { sentenceRecordingUrl, wordRecordingUrl } from '../../api/recordings';
import { remoteStatus } from '../../api/remote-status';
import { speakerListQuery } from '../../api/speaker-list';
import { Loading } from '../../components/loading';
import { speakerLabel } from './speaker-picker';

/** Where a take's file is heard (the recorder hears their own waiting takes, ADR 080). */
export const takeUrl = (take: Pick<RecorderTake, 'kind' | 'filename'>) =>
  take.kind === 'word' ? wordRecordingUrl(take.filename) : sentenceRecordingUrl(take.filename);

/** When a take was made, in the community's time zone (design.md). */
export const takeTime = (timestamp: string) =>
  new Date(timestamp).toLocaleString('en-US', {
    timeZone: 'America/Los_Angeles',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

function SpeakerOfTake({ take }: { take: RecorderTake }) {
  const speakers = useQuery(speakerListQuery).data ?? [];
  const setSpeaker = useSetTakeSpeaker();
  const id = useId();
  return (
    <>
      <Form.Label htmlFor={id} className="visually-hidden">
        Speaker of {take.text}
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={take.speaker}
        disabled={setSpeaker.isPending}
        onChange={(e) =>
          setSpeaker.mutate({ kind: take.kind, filename: take.filename, speaker: e.target.value })
        }
      >
        {!speakers.some((s) => s.name === take.speaker) && (
          <option value={take.speaker}>{take.speaker}</option>
        )}
        {speakers.map((s) => (
          <option key={s.name} value={s.name}>
            {speakerLabel(s)}
          </option>
        ))}
      </Form.Select>
    </>
  );
}

/**
 * The recorder's own takes (ADR 080), newest first: what was read, by whom (a select to correct
 * it), whether it still waits for a teacher's approval, a player, and Remove.
 */
export function MyRecordings() {
  const query = useQuery(myRecordingsQuery);
  const status = remoteStatus(query);
  const remove = useRemoveMyRecording();
  const headingId = useId();
  const takes = query.data?.data;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="h4">
        My recordings
      </h2>
      {status === 'loading' && <Loading label="Loading data..." />}
      {status === 'error' && <Alert variant="danger">Your recordings could not be loaded.</Alert>}
      {takes && takes.length === 0 && <p>You have not recorded anything yet.</p>}
      {takes && takes.length > 0 && (
        <Table responsive size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">Recorded</th>
              <th scope="col">Speaker</th>
              <th scope="col">Status</th>
              <th scope="col">Listen</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {takes.map((take) => (
              <tr key={`${take.kind}:${take.filename}`}>
                <td>
                  <span className="fw-semibold">{take.text}</span>
                  <div className="small text-body-secondary">{takeTime(take.timestamp)}</div>
                </td>
                <td>
                  <SpeakerOfTake take={take} />
                </td>
                <td>
                  {take.waiting ? (
                    <Badge bg="warning" text="dark">
                      Waiting for approval
                    </Badge>
                  ) : (
                    <Badge bg="success">Approved</Badge>
                  )}
                </td>
                <td>
                  <audio
                    controls
                    preload="none"
                    src={takeUrl(take)}
                    aria-label={`Recording of ${take.text}`}
                  />
                </td>
                <td>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={`Remove the recording of ${take.text}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ kind: take.kind, filename: take.filename })}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
