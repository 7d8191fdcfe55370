import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReviewQueue } from '@langapp/shared';
import { lessonsQuery, nextLesson } from '../../api/lessons';
import { LessonStartLink } from '../../components/lesson-start-link';
import { focusOnMount } from '../../lib/focus-on-mount';
import { describeNextDue } from './next-due';

/** The time now, again every 30 seconds, so 'in 8 minutes' counts down. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The first lesson the learner has not finished, to learn new words; /vocab once all are. */
function NextLesson() {
  const { data: lessons, isError } = useQuery(lessonsQuery);
  if (isError) {
    return (
      <p>
        <Link to="/vocab">Vocabulary lessons</Link>
      </p>
    );
  }
  if (!lessons) return null;
  const next = nextLesson(lessons);
  if (next) {
    return (
      <p>
        Learn new words: <LessonStartLink lesson={next} className="ms-1" />
      </p>
    );
  }
  return (
    <p>
      {lessons.length > 0 && 'All lessons finished. '}
      <Link to="/vocab">Vocabulary lessons</Link>
    </p>
  );
}

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/**
 * Nothing is due: what the learner did today, when the next card comes, and a lesson to learn new
 * words from. An empty deck says how cards get in. The heading takes the focus when the learner
 * has just rated the last card.
 */
export function NothingDue({ queue, takeFocus }: { queue: ReviewQueue; takeFocus: boolean }) {
  const headingId = useId();
  const now = useNow();
  const [focusAtFirst] = useState(takeFocus);
  const next = queue.nextDue === null ? null : describeNextDue(queue.nextDue, now);
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h2 id={headingId} className="h4" tabIndex={-1} ref={focusAtFirst ? focusOnMount : undefined}>
        Nothing to review right now.
      </h2>
      {queue.reviewedToday > 0 ? (
        <p>You reviewed {cards(queue.reviewedToday)} today.</p>
      ) : (
        queue.nextDue !== null && <p>You have not reviewed any cards today.</p>
      )}
      {queue.nextDue === null ? (
        <>
          <p>
            Your review deck is empty. Cards come in when you finish a lesson, or when you press 'Add to my
            review' on a word.
          </p>
          <p>
            <Link to="/words" className="btn btn-primary">
              Add words from the dictionary
            </Link>
          </p>
        </>
      ) : (
        next && <p>The next card is due {next}.</p>
      )}
      <NextLesson />
    </section>
  );
}
