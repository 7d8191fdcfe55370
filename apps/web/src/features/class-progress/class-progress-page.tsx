import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import {
  CLASS_ACTIVITY_WEEKS,
  CLASS_RECENT_DAYS,
  MATURE_INTERVAL_DAYS,
  MOST_MISSED_WORDS_LIMIT,
} from '@langapp/shared';
import type { ClassProgress } from '@langapp/shared';
import { classProgressCsvUrl, classProgressQuery } from '../../api/class-progress';
import { remoteStatus } from '../../api/remote-status';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { browserTimeZone, timeZoneName } from '../../lib/time-zone';
import { ClassActivityChart } from './class-activity-chart';
import { LearnersProgressTable } from './learners-progress-table';
import { MostMissedWordsTable } from './most-missed-words-table';
import './class-progress.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-5">
      <h2 id={id} className="h4">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Learners({ progress }: { progress: ClassProgress }) {
  const { learners } = progress;
  const noLearner = learners.every((learner) => learner.isAdmin);
  const noReview = learners.every((learner) => learner.reviews30 === 0);
  return (
    <Section id="class-progress-learners" title="Learners">
      {noLearner ? (
        <EmptyState
          title="No learner has joined yet"
          headingLevel={3}
          actions={
            <Link to="/admin/learners" className="btn btn-primary">
              Invite a learner
            </Link>
          }
        >
          Each learner's reviews, lessons and games show here once they join.
        </EmptyState>
      ) : (
        noReview && <p>No learner has reviewed in the last {CLASS_RECENT_DAYS} days.</p>
      )}
      <p className="small text-body-secondary">
        Days and dates are in your time zone, {timeZoneName(browserTimeZone())}. Retention is the share of
        Good and Easy ratings of mature cards (scheduled for {MATURE_INTERVAL_DAYS} days or more) in the last{' '}
        {CLASS_RECENT_DAYS} days. Lessons, pronoun answers and Wordle games count since the start.
      </p>
      <p>
        <a className="btn btn-outline-primary btn-sm" href={classProgressCsvUrl()} download>
          Download CSV
        </a>
      </p>
      <LearnersProgressTable learners={learners} />
    </Section>
  );
}

/** /admin/progress: the class's progress for the teacher (ADR 032). */
export function ClassProgressPage() {
  const query = useQuery(classProgressQuery);
  const status = remoteStatus(query);
  const progress = query.data;

  return (
    <>
      <PageHeader title="Class progress" />
      {status === 'loading' && <Loading label="Loading the class progress..." />}
      {status === 'error' && (
        <Alert variant="danger">The class progress could not be loaded. Please refresh the page.</Alert>
      )}
      {progress && (
        <>
          <Learners progress={progress} />
          <Section id="class-progress-missed" title={`Most-missed words, last ${CLASS_RECENT_DAYS} days`}>
            {progress.mostMissedWords.length > 0 && (
              <p className="small text-body-secondary">
                The words missed most often across the class, most first (at most {MOST_MISSED_WORDS_LIMIT}).
              </p>
            )}
            <MostMissedWordsTable words={progress.mostMissedWords} />
          </Section>
          <Section
            id="class-progress-activity"
            title={`Activity per day, last ${CLASS_ACTIVITY_WEEKS} weeks`}
          >
            <ClassActivityChart activity={progress.activity} />
          </Section>
        </>
      )}
    </>
  );
}
