import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { dueTotal } from '@langapp/shared';
import { lessonsQuery, nextLesson } from '../../api/lessons';
import { remoteStatus } from '../../api/remote-status';
import { reviewSummaryQuery } from '../../api/review-summary';
import { useSession } from '../../api/session';
import { LessonStartLink } from '../../components/lesson-start-link';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';

const adminLinks = [
  { to: '/admin', label: 'Administration' },
  { to: '/annotate', label: 'Annotate texts' },
  { to: '/admin-sotw', label: 'Sentence Of The Week Admin' },
];

const quickLinks = [
  { to: '/wordle', label: 'Wordle' },
  { to: '/vocab', label: 'Vocabulary' },
  { to: '/words', label: 'Words' },
  { to: '/sents', label: 'Sentences' },
  { to: '/texts', label: 'Texts' },
  { to: '/recordings', label: 'Lesson Recordings' },
];

/** The first lesson the learner has not finished, or where the lessons are once all are. */
function NextLesson() {
  const query = useQuery(lessonsQuery);
  const status = remoteStatus(query);
  if (status === 'loading' || status === 'idle') return <Loading label="Loading the lessons..." />;
  if (status === 'error' || !query.data) {
    return (
      <p className="mb-0">
        The lessons could not be loaded. <Link to="/vocab">Vocabulary lessons</Link>
      </p>
    );
  }
  const lessons = query.data;
  const next = nextLesson(lessons);
  if (next) {
    return (
      <p className="mb-0">
        Next lesson: <LessonStartLink lesson={next} className="ms-1" />
      </p>
    );
  }
  return (
    <p className="mb-0">
      {lessons.length > 0 ? 'All lessons finished' : 'No lessons yet'}.{' '}
      <Link to="/vocab">Vocabulary lessons</Link>
    </p>
  );
}

/** How many cards are due, with the way to review them. */
function ReviewCount() {
  const query = useQuery(reviewSummaryQuery);
  const status = remoteStatus(query);
  if (status === 'loading' || status === 'idle') return <Loading label="Loading the cards to review..." />;
  if (status === 'error' || !query.data) {
    return (
      <p className="mb-0">
        The review count could not be loaded. <Link to="/review">Review</Link>
      </p>
    );
  }
  const due = dueTotal(query.data.counts);
  if (due === 0) return <p className="mb-0">Nothing due.</p>;
  return (
    <p className="mb-0">
      {due} {due === 1 ? 'card' : 'cards'} to review.{' '}
      <Link to="/review" className="btn btn-primary ms-1">
        Review now
      </Link>
    </p>
  );
}

/** Continue: the next lesson not finished and the cards due (issue 13). */
function Continue() {
  return (
    <section aria-labelledby="continue-heading" className="mb-4">
      <h2 id="continue-heading" className="h4">
        Continue
      </h2>
      <div className="d-flex flex-column gap-2">
        <NextLesson />
        <ReviewCount />
      </div>
    </section>
  );
}

export function HomePage() {
  const { productName } = useAppConfig();
  const { admin } = useSession();
  return (
    <>
      <PageHeader title={`Welcome to the new ${productName} App!`} documentTitle={productName} />
      <p>Everything you used to find on this page has moved into the menus at the top of the screen.</p>
      <Continue />
      {admin && (
        <section aria-labelledby="admin-functions-heading" className="mb-4">
          <h2 id="admin-functions-heading" className="h4">
            Admin Functions
          </h2>
          <ul>
            {adminLinks.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="quick-links-heading">
        <h2 id="quick-links-heading" className="h4">
          Quick links
        </h2>
        <div className="d-flex flex-wrap gap-2">
          {quickLinks.map(({ to, label }) => (
            <Link key={to} to={to} className="btn btn-primary">
              {label}
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}
