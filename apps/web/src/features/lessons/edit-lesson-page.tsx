import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { lessonIdSchema, readStoredSteps } from '@langapp/shared';
import type { LessonStep, VocabLesson } from '@langapp/shared';
import { lessonLoadFailure, lessonQuery } from '../../api/lessons';
import type { LessonLoadFailure } from '../../api/lessons';
import { remoteStatus } from '../../api/remote-status';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { formatPacificDateTime } from '../../lib/format-date';
import { LessonBuilder } from './lesson-builder';
import { PublishControl, usePublishLesson } from './publish-control';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; lesson: VocabLesson; steps: LessonStep[] };

const MESSAGES: Record<LessonLoadFailure, string> = {
  'not-found': 'Lesson not found!',
  unparsable: 'ERROR: Lesson JSON could not be parsed!',
  failed: 'Lesson could not be loaded!',
};

/** The lesson and its steps, or the spec's message for why they cannot be edited. */
function useEditedLesson(id: string): Load {
  // An id that cannot be a lesson's is not asked for: no lesson has it.
  const known = lessonIdSchema.safeParse(id).success;
  const query = useQuery({ ...lessonQuery(id), enabled: known });
  const lesson = query.data;
  const steps = useMemo(() => (lesson === undefined ? undefined : readStoredSteps(lesson.data)), [lesson]);
  if (!known) return { status: 'failed', message: MESSAGES['not-found'] };
  if (lesson !== undefined && steps !== undefined) {
    return steps === null
      ? { status: 'failed', message: MESSAGES.unparsable }
      : { status: 'ready', lesson, steps };
  }
  if (remoteStatus(query) === 'error')
    return { status: 'failed', message: MESSAGES[lessonLoadFailure(query.error)] };
  return { status: 'loading' };
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
  const { lesson, steps } = load;
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
            id={lesson.id}
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
      <LessonBuilder
        lessonId={lesson.id}
        title="Lesson builder"
        initialSteps={steps}
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
