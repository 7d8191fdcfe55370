import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../api/session';
import {
  myTakesQuery,
  sentTakeAudioUrl,
  takeReplyAudioUrl,
  useDeleteTakeFeedback,
  useMarkRepliesRead,
} from '../../api/take-feedback';
import { useOnline } from '../../offline/online-status';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * On a word: the takes of it the learner sent to their teacher, each with its replies (the text and,
 * when recorded, the teacher's voice), and a way to delete the take with its thread (ADR 083). The
 * replies shown here are marked read: the progress page's notice of them goes.
 */
export function TakeReplies({ item, name }: { item: string; name: string }) {
  const signedIn = useSession().username !== null;
  const online = useOnline();
  const { data } = useQuery({ ...myTakesQuery, enabled: signedIn && online });
  const markRead = useMarkRepliesRead();
  const remove = useDeleteTakeFeedback();
  const takes = data?.data.filter((t) => t.item === item) ?? [];
  const unread = takes.filter((t) => t.replies.some((r) => !r.read)).map((t) => t.id);
  const unreadKey = unread.join(',');
  const { mutate } = markRead;
  useEffect(() => {
    if (unreadKey) mutate(unreadKey.split(',').map(Number));
  }, [unreadKey, mutate]);
  if (takes.length === 0) return null;
  return (
    <section className="mb-2" aria-label={`Your takes of ${name} sent to your teacher`}>
      <h3 className="h6 mb-1">Sent to your teacher</h3>
      <ul className="list-unstyled mb-0">
        {takes.map((take) => {
          const sent = when.format(new Date(take.sentAt));
          return (
            <li key={take.id} className="border-top py-1">
              <div className="d-flex flex-wrap align-items-center gap-2">
                <span className="small">Your take of {sent}</span>
                <audio
                  controls
                  preload="none"
                  src={sentTakeAudioUrl(take.id)}
                  aria-label={`Your take of ${sent}`}
                />
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={`Delete your take of ${sent} and its replies`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ take: take.id })}
                >
                  Delete
                </button>
              </div>
              {take.replies.length === 0 && <p className="small text-body-secondary mb-0">No reply yet.</p>}
              {take.replies.map((reply) => (
                <blockquote key={reply.id} className="mb-1 ms-3">
                  <p className="mb-1">
                    <span className="fw-semibold">{reply.teacher ?? 'Your teacher'}:</span> {reply.text}
                  </p>
                  {reply.audio && (
                    <audio
                      controls
                      preload="none"
                      src={takeReplyAudioUrl(reply.id)}
                      aria-label={`Your teacher's recorded reply on ${name}`}
                    />
                  )}
                </blockquote>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
