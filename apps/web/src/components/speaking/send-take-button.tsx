import { useQuery } from '@tanstack/react-query';
import { myTakesQuery, useSendTake } from '../../api/take-feedback';
import { ApiError } from '../../lib/api-client';
import { useOnline } from '../../offline/online-status';
import type { LearnerTake } from '../../offline/takes';

/** The items a take can be sent for: an entry or a sentence, by id (ADR 083). */
export const sendable = (owner: string, item: string) => owner !== '' && /^(entry|sentence):./.test(item);

/** The file of the speaker's recording compared with, from its address (/api/audio/{file}). */
const referenceOf = (url: string) => {
  const match = /^\/api\/audio(?:-sent)?\/([^/?#]+)$/.exec(url);
  return match ? decodeURIComponent(match[1]!) : undefined;
};

/** The take's id on this device, as the server keys it: the same take sent twice is one. */
const clientIdOf = (take: LearnerTake) => `take-${take.recordedAt}-${take.id}`;

/**
 * "Send to my teacher" beside one of the learner's takes (issue 38, ADR 083): uploads that take, and
 * nothing else, with the item and the speaker's recording it was compared with. Says "Sending...",
 * then "Sent to your teacher"; a refusal or failure in words; offline, that it needs a connection.
 */
export function SendTakeButton({
  take,
  item,
  reference,
  when,
}: {
  take: LearnerTake;
  item: string;
  /** The address of the speaker's recording compared with. */
  reference: string;
  /** The take's date, as listed: names the button. */
  when: string;
}) {
  const online = useOnline();
  const sent = useQuery({ ...myTakesQuery, enabled: online });
  const send = useSendTake();
  const clientId = clientIdOf(take);
  if (send.isSuccess || sent.data?.data.some((t) => t.clientId === clientId))
    return (
      <span role="status" className="small text-success">
        Sent to your teacher
      </span>
    );
  const failure =
    send.error instanceof ApiError && send.error.serverError
      ? send.error.serverError
      : send.error && 'Your take could not be sent. Try again.';
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        aria-label={`Send your take of ${when} to your teacher`}
        disabled={send.isPending}
        onClick={() => {
          if (!online) return;
          send.mutate({
            clientId,
            item,
            reference: referenceOf(reference),
            recordedAt: take.recordedAt,
            audio: new Blob([take.audio], { type: take.mimeType }),
          });
        }}
      >
        {send.isPending ? 'Sending...' : 'Send to my teacher'}
      </button>
      <span role="status" className="small">
        {!online
          ? 'Sending needs a connection: try again when you are online.'
          : failure && <span className="text-danger">{failure}</span>}
      </span>
    </>
  );
}
