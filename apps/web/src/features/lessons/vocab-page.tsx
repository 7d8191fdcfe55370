import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { VocabLesson } from '@langapp/shared';
import { ankiLessonDeckUrl } from '../../api/anki';
import { lessonsQuery } from '../../api/lessons';
import { playableEntry, usePlayableSentences, usePlayableWordRecordings } from '../../api/recordings';
import type { PlayableRecordings } from '../../api/recordings';
import { remoteStatus } from '../../api/remote-status';
import { useSentences } from '../../api/sentences';
import { useSession } from '../../api/session';
import { PlayRecordingButton } from '../../components/audio/play-recording-button';
import { EmptyState } from '../../components/empty-state';
import { entryPath } from '../../components/headword';
import { LessonStartLink } from '../../components/lesson-start-link';
import { Loading } from '../../components/loading';
import { MakeAvailableOffline } from '../../components/offline/make-available-offline';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';
import { LESSON_MESSAGES } from './lesson-messages';
import { oldSiteUrl } from './old-site-url';

/**
 * A lesson: its title (the id until the teacher names it), description and id, the spec's
 * '{name} | Start' button with the title as the name, and its words with their meanings.
 */
function LessonCard({ lesson, recordings }: { lesson: VocabLesson; recordings: PlayableRecordings }) {
  const headingId = `lesson-${lesson.id}-heading`;
  const words = lesson.words;
  return (
    <Card as="article" className="h-100" aria-labelledby={headingId}>
      <Card.Body>
        <Card.Title as="h3" id={headingId} className="h5 d-flex flex-wrap align-items-center gap-2">
          {lesson.title}
          {lesson.done && (
            <Badge bg="success" pill>
              Finished
            </Badge>
          )}
        </Card.Title>
        {lesson.description && <p className="mb-1">{lesson.description}</p>}
        <p className="small text-body-secondary">Lesson id: {lesson.id}</p>
        <LessonStartLink lesson={lesson} className="mb-3 text-break" />
        {!words ? (
          <p className="text-body-secondary">The words of this lesson could not be read.</p>
        ) : words.length === 0 ? (
          <p className="text-body-secondary">Sentences only.</p>
        ) : (
          <ul aria-label={`Words in ${lesson.title}`} className="mb-0">
            {words.map(({ lexId, lex, gloss }, index) => (
              <li key={`${index}-${lexId}`}>
                {/* The entry's own page (issue 36). */}
                <Link to={entryPath(lexId)} className="fw-bold">
                  {lex}
                </Link>
                {gloss && <>: {gloss}</>}
                <PlayRecordingButton
                  take={playableEntry(recordings, { id: lexId, lex })}
                  label={lex}
                  className="ms-2"
                />
              </li>
            ))}
          </ul>
        )}
        {/* A plain link: the browser downloads the deck (ADR 039). */}
        <a href={ankiLessonDeckUrl(lesson.id)} download className="tap-link d-inline-block mt-3 small">
          Download for Anki<span className="visually-hidden">{` (${lesson.title})`}</span>
        </a>
        <MakeAvailableOffline downloadKey={`lesson:${lesson.id}`} label={lesson.title} className="mt-2" />
      </Card.Body>
    </Card>
  );
}

/** The first sentence of the (sample) data, shown as a taste of the material; hidden if there is none. */
function SampleSentence() {
  const sentence = useSentences().data?.[0];
  const recordings = usePlayableSentences(sentence ? [String(sentence.id)] : []);
  if (!sentence) return null;
  return (
    <section aria-labelledby="sample-sentence-heading" className="mb-4">
      <Card body bg="light">
        <h2 id="sample-sentence-heading" className="h6 text-uppercase text-body-secondary">
          Sample sentence
        </h2>
        <p className="fs-5 mb-1">
          {sentence.text}
          <PlayRecordingButton
            take={recordings.get(String(sentence.id))}
            label={sentence.text}
            className="ms-2"
          />
        </p>
        <p className="mb-0 fst-italic">{sentence.trans}</p>
      </Card>
    </section>
  );
}

/** /vocab: the published vocabulary lessons, three to a row, each with its words and a Start button. */
export function VocabPage() {
  const config = useAppConfig();
  const { admin } = useSession();
  const query = useQuery(lessonsQuery);
  const recordings = usePlayableWordRecordings();
  const status = remoteStatus(query);
  const lessons = query.data ?? [];
  const oldSite = oldSiteUrl(config);

  return (
    <>
      <PageHeader title="Vocabulary lessons" />
      <p className="alert alert-info">
        The new {config.productName} app is under construction: more lessons and features are on their way.
        {oldSite && (
          <>
            {' '}
            Until then, you can still use <a href={oldSite}>the old site</a>.
          </>
        )}
      </p>
      <div className="d-flex flex-wrap gap-2 mb-4">
        <Link to="/vocab-random" className="btn btn-outline-primary">
          Practise random words
        </Link>
        {admin && (
          <Link to="/modify-vocab-lessons" className="btn btn-secondary">
            Modify lessons
          </Link>
        )}
      </div>
      <SampleSentence />
      <section aria-labelledby="lessons-heading">
        <h2 id="lessons-heading" className="h4">
          Lessons
        </h2>
        {status === 'loading' && <Loading label="Loading the lessons..." />}
        {status === 'error' && (
          <Alert variant="danger">The lessons could not be loaded. Please refresh the page.</Alert>
        )}
        {status === 'ready' && lessons.length === 0 && (
          <EmptyState
            title={LESSON_MESSAGES.noLessons}
            headingLevel={3}
            actions={
              admin ? (
                <Link to="/modify-vocab-lessons" className="btn btn-primary">
                  Build a lesson
                </Link>
              ) : (
                <Link to="/words" className="btn btn-outline-primary">
                  Browse the words
                </Link>
              )
            }
          >
            {admin
              ? 'Learners see a lesson here once you build and publish it.'
              : 'Please wait a little: new lessons are being prepared and will appear here.'}
          </EmptyState>
        )}
        {status === 'ready' && lessons.length > 0 && (
          <Row className="g-4">
            {lessons.map((lesson) => (
              <Col md={4} key={lesson.id}>
                <LessonCard lesson={lesson} recordings={recordings} />
              </Col>
            ))}
          </Row>
        )}
      </section>
    </>
  );
}
