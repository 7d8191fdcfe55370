import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { lessonIdSchema, readEditableLesson } from '@langapp/shared';
import type { EditableLesson, LessonDataProblem, VocabLesson } from '@langapp/shared';
import { lessonLoadFailure, lessonQuery } from '../../api/lessons';
import type { LessonLoadFailure } from '../../api/lessons';
import { remoteStatus } from '../../api/remote-status';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { PublishControl } from '../../components/publish-control';
import { formatPacificDateTime } from '../../lib/format-date';
import { LessonBuilder } from './lesson-builder';
import { LESSON_MESSAGES, lessonProblemMessage } from './lesson-messages';
import { usePublishLesson } from './publish-control';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; lesson: VocabLesson; read: EditableLesson };

const MESSAGES: Record<LessonLoadFailure, string> = {
  'not-found': LESSON_MESSAGES.notFound,
  failed: LESSON_MESSAGES.couldNotLoad,
};

/**
 * The lesson as stored and how its data reads, or the spec's message for why there is no lesson.
 * A lesson whose data is broken is still a lesson: its details and raw data show, for the teacher
 * to repair it.
 */
function useEditedLesson(id: string): Load {
  // An id that cannot be a lesson's is not asked for: no lesson has it.
  const known = lessonIdSchema.safeParse(id).success;
  const query = useQuery({ ...lessonQuery(id), enabled: known });
  const lesson = query.data;
  const read = useMemo(() => (lesson === undefined ? undefined : readEditableLesson(lesson.data)), [lesson]);
  if (!known) return { status: 'failed', message: MESSAGES['not-found'] };
  if (lesson !== undefined && read !== undefined) return { status: 'ready', lesson, read };
  if (remoteStatus(query) === 'error')
    return { status: 'failed', message: MESSAGES[lessonLoadFailure(query.error)] };
  return { status: 'loading' };
}

/** What the problem means for learners. */
const PROBLEM_EFFECT: Record<LessonDataProblem['kind'], string> = {
  json: 'Learners cannot start this lesson as it is stored.',
  shape: 'Learners cannot start this lesson as it is stored.',
  'unknown-step': 'Learners see this message in place of a step of a kind the player does not know.',
  rule: 'The stored lesson breaks a rule that every saved lesson keeps.',
};

/** Says what is wrong with a broken lesson and what the builder below starts from. */
function BrokenLessonNotice({ problem, kept }: { problem: LessonDataProblem; kept: number }) {
  return (
    <Alert variant="danger">
      <p className="fw-semibold">{lessonProblemMessage(problem)}</p>
      <p className="mb-0">
        {PROBLEM_EFFECT[problem.kind]} Its raw data is shown above.{' '}
        {kept === 0
          ? 'No step of it could be read: build its steps again below and save to replace it.'
          : `The builder below starts from the ${kept} ${kept === 1 ? 'step' : 'steps'} that could be read; check them, then save to replace the stored data.`}
      </p>
    </Alert>
  );
}

function LessonEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const load = useEditedLesson(id);
  const { busy, toggle } = usePublishLesson();

  if (load.status === 'loading') return <Loading />;
  if (load.status === 'failed') {
    return (
      <>
        <Alert variant="danger">{load.message}</Alert>
        <Link to="/modify-vocab-lessons">Back to the lessons</Link>
      </>
    );
  }
  const { lesson, read } = load;
  return (
    <>
      <p>
        <Link to="/modify-vocab-lessons">Back to the lessons</Link>
      </p>
      <dl className="row">
        <dt className="col-sm-3">Date added</dt>
        <dd className="col-sm-9">{formatPacificDateTime(lesson.date_added)}</dd>
        <dt className="col-sm-3">Status</dt>
        <dd className="col-sm-9">
          <PublishControl
            what={`lesson ${lesson.id}`}
            published={lesson.published === 1}
            busy={busy.has(lesson.id)}
            onToggle={(publish) => void toggle(lesson.id, publish)}
          />
        </dd>
        <dt className="col-sm-3">Raw data</dt>
        <dd className="col-sm-9">
          <pre className="bg-light border rounded p-2 mb-0" tabIndex={0} aria-label="Raw lesson data">
            {lesson.data}
          </pre>
        </dd>
      </dl>
      {!read.ok && <BrokenLessonNotice problem={read.problem} kept={read.steps.length} />}
      <LessonBuilder
        lessonId={lesson.id}
        title="Lesson builder"
        initialSteps={read.steps}
        initialTitle={lesson.title}
        initialDescription={lesson.description}
        visibility={lesson.visibility}
        onClose={() => void navigate('/modify-vocab-lessons')}
      />
    </>
  );
}

/** /edit-vocab-lesson?id= (admin, a lazy route): a lesson's details, its publish button and the builder with its steps. */
export function EditLessonPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <>
      <PageHeader title={id ? `Edit lesson ${id}` : 'Edit lesson'} />
      <LessonEditor key={id} id={id} />
    </>
  );
}
