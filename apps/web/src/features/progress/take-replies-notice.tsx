import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { countNoun, parseTextSentenceRecordingId } from '@langapp/shared';
import { myTakesQuery } from '../../api/take-feedback';
import { useOnline } from '../../offline/online-status';

/** Where a take's item is heard with its replies: the entry's page, the text's, or the sentences page. */
function pageOf(item: string): string {
  if (item.startsWith('entry:')) return `/words/${item.slice(6)}`;
  const text = parseTextSentenceRecordingId(item.slice('sentence:'.length));
  return text ? `/text-view?id=${text.textId}` : '/sents';
}

/**
 * The progress page's notice of new replies to the takes the learner sent (ADR 083): how many, and a
 * link to each word where they are heard. Seeing the replies there marks them read, and the notice
 * goes. Online only; nothing when there is nothing new.
 */
export function TakeRepliesNotice() {
  const online = useOnline();
  const { data } = useQuery({ ...myTakesQuery, enabled: online });
  if (!data || data.unread === 0) return null;
  return (
    <section aria-labelledby="take-replies-notice" className="alert alert-info mb-4">
      <h2 id="take-replies-notice" className="h5">
        Your teacher replied: {countNoun(data.unread, 'new reply', 'new replies')}
      </h2>
      <ul className="mb-0">
        {data.unreadItems.map((unread) => (
          <li key={unread.item}>
            <Link to={pageOf(unread.item)} className="alert-link">
              {unread.label || 'An item no longer shown'}
            </Link>
            {unread.count > 1 && ` (${unread.count})`}
          </li>
        ))}
      </ul>
    </section>
  );
}
