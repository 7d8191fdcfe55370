import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { RATING_NAMES } from '@langapp/shared';
import { removeTake, takesOf } from '../../offline/takes';
import type { LearnerTake } from '../../offline/takes';
import { SendTakeButton, sendable } from './send-take-button';

/** The account's takes of the item, from the device. */
export function takesQuery(owner: string, item: string) {
  return {
    queryKey: ['device', 'takes', owner, item],
    queryFn: () => takesOf(owner, item),
    staleTime: Infinity,
  };
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function TakeAudio({ take, label }: { take: LearnerTake; label: string }) {
  const url = useMemo(() => URL.createObjectURL(new Blob([take.audio], { type: take.mimeType })), [take]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <audio controls preload="none" src={url} aria-label={label} className="speaking-take-audio" />;
}

/**
 * Every take of the item on this device, the newest first, with its date; each can be played or
 * removed, and sent to the teacher (ADR 083) by a signed-in learner when `reference` is given.
 */
export function TakesList({ owner, item, reference }: { owner: string; item: string; reference?: string }) {
  const queryClient = useQueryClient();
  const query = takesQuery(owner, item);
  const { data: takes = [] } = useQuery(query);
  if (takes.length === 0) return null;

  async function remove(id: number) {
    await removeTake(owner, id);
    await queryClient.invalidateQueries({ queryKey: query.queryKey });
  }

  return (
    <section className="mt-3" aria-label="Your takes on this device">
      <h4 className="h6 mb-1">Your takes on this device</h4>
      <ul className="list-unstyled mb-0">
        {[...takes].reverse().map((take) => {
          const date = when.format(take.recordedAt);
          return (
            <li key={take.id} className="d-flex flex-wrap align-items-center gap-2 py-1 border-top">
              <span className="small">
                {date}
                {take.rating && ` · ${RATING_NAMES[take.rating]}`}
              </span>
              <TakeAudio take={take} label={`Your take of ${date}`} />
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={`Remove your take of ${date}`}
                onClick={() => void remove(take.id!)}
              >
                Remove
              </button>
              {reference !== undefined && sendable(owner, item) && (
                <SendTakeButton take={take} item={item} reference={reference} when={date} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
