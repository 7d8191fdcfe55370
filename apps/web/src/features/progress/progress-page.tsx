import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Card, Col, ProgressBar, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { ACTIVITY_WEEKS, countNoun, dueTotal } from '@langapp/shared';
import type { Progress } from '@langapp/shared';
import { remoteStatus } from '../../api/remote-status';
import { progressQuery, reviewSettingsQuery } from '../../api/review';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { ActivityCalendar } from './activity-calendar';
import { ReviewSettingsForm } from './review-settings-form';
import { SpeakerChoiceForm } from './speaker-choice-form';
import { TakeRepliesNotice } from './take-replies-notice';
import { WordleSummary } from './wordle-summary';
import './progress.css';

/** 'No streak yet', '1-day streak', '12-day streak'. */
const streakText = (days: number) => (days === 0 ? 'No streak yet' : `${days}-day streak`);

function Figure({ title, children }: { title: string; children: ReactNode }) {
  const id = `progress-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Col>
      <Card as="section" className="h-100" aria-labelledby={id}>
        <Card.Body>
          <h2 id={id} className="h6 text-uppercase text-body-secondary">
            {title}
          </h2>
          {children}
        </Card.Body>
      </Card>
    </Col>
  );
}

function Figures({ progress }: { progress: Progress }) {
  const { streak, goal, counts } = progress;
  const goalText = `${goal.done} of ${countNoun(goal.target, 'card')} reviewed today`;
  const due = dueTotal(counts);
  return (
    <Row xs={1} md={2} lg={3} className="g-3 mb-4">
      <Figure title="Streak">
        <p className="progress-figure mb-1">{streakText(streak.current)}</p>
        <p className="mb-1">Longest: {countNoun(streak.longest, 'day')}</p>
        {!streak.today && (
          <p className="small text-body-secondary mb-0">
            {streak.current > 0
              ? 'Nothing yet today: review a card or finish a lesson today to keep your streak.'
              : 'Review a card or finish a lesson today to start a streak.'}
          </p>
        )}
      </Figure>
      <Figure title="Daily goal">
        <ProgressBar className="mb-2">
          <ProgressBar
            now={Math.min(goal.done, goal.target)}
            max={goal.target}
            variant={goal.done >= goal.target ? 'success' : undefined}
            aria-label="Daily goal"
            aria-valuetext={goalText}
          />
        </ProgressBar>
        <p className="mb-1">{goalText}</p>
        {goal.done >= goal.target && (
          <p className="text-success fw-semibold mb-0">Daily goal met. Well done!</p>
        )}
      </Figure>
      <Figure title="Due now">
        <p className="progress-figure mb-1">{due === 0 ? 'Nothing due' : countNoun(due, 'card')}</p>
        <p className="mb-2">
          {counts.new} new, {counts.learning} learning, {counts.review} to review
        </p>
        <Link to="/review" className={`btn ${due > 0 ? 'btn-primary' : 'btn-outline-primary'}`}>
          {due > 0 ? 'Review now' : 'Open review'}
        </Link>
      </Figure>
      <Figure title="Words known">
        <p className="progress-figure mb-1">
          {progress.wordsKnown} of {countNoun(progress.wordsInDeck, 'word')} known
        </p>
        <p className="small text-body-secondary mb-0">
          A word in your deck is known once you are expected to remember it for more than 21 days.
        </p>
      </Figure>
      <Figure title="Lessons finished">
        <p className="progress-figure mb-1">{countNoun(progress.lessonsFinished, 'lesson')} finished</p>
        <Link to="/vocab">Vocabulary lessons</Link>
      </Figure>
    </Row>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h4">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Nothing done yet: no word in the deck, no lesson finished, no day with activity, no Wordle game. */
const hasNoActivity = (progress: Progress) =>
  progress.wordsInDeck === 0 &&
  progress.lessonsFinished === 0 &&
  progress.streak.longest === 0 &&
  progress.wordle.played === 0;

/** /progress: the learner's streak, daily goal, words known, activity, Wordle statistics and review settings. */
export function ProgressPage() {
  const progress = useQuery(progressQuery);
  const settings = useQuery(reviewSettingsQuery);
  const progressStatus = remoteStatus(progress);
  const settingsStatus = remoteStatus(settings);

  return (
    <>
      <PageHeader title="Progress" />
      <TakeRepliesNotice />
      {progressStatus === 'loading' && <Loading label="Loading your progress..." />}
      {progressStatus === 'error' && (
        <Alert variant="danger">Your progress could not be loaded. Please refresh the page.</Alert>
      )}
      {progress.data && hasNoActivity(progress.data) && (
        <EmptyState
          title="No progress yet"
          actions={
            <Link to="/vocab" className="btn btn-primary">
              Start a lesson
            </Link>
          }
        >
          Your streak, your daily goal and the words you know show here once you finish a lesson or review a
          card.
        </EmptyState>
      )}
      {progress.data && (
        <>
          <Figures progress={progress.data} />
          <Section id="progress-activity" title={`Activity in the last ${ACTIVITY_WEEKS} weeks`}>
            <ActivityCalendar activity={progress.data.activity} today={progress.data.today} />
          </Section>
        </>
      )}
      {progress.data && (
        <Section id="progress-wordle" title="Wordle statistics">
          <WordleSummary stats={progress.data.wordle} />
        </Section>
      )}
      <Section id="progress-settings" title="Review settings">
        {settingsStatus === 'loading' && <Loading label="Loading your review settings..." />}
        {settingsStatus === 'error' && (
          <Alert variant="danger">The review settings could not be loaded. Please refresh the page.</Alert>
        )}
        {settings.data && <ReviewSettingsForm settings={settings.data} />}
      </Section>
      <Section id="progress-speakers" title="Speakers">
        <SpeakerChoiceForm />
      </Section>
    </>
  );
}
