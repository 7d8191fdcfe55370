import { useCallback, useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { lessonIdSchema, storedSteps } from '@langapp/shared';
import type { LessonStep, VocabLesson } from '@langapp/shared';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api-client';
import { formatPacificDateTime } from '../../lib/format-date';
import { fetchLesson } from './api';
import { LessonBuilder } from './lesson-builder';
import { readStoredSteps } from './lesson-steps';
import { PublishControl, usePublishLesson } from './publish-control';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; lesson: VocabLesson; steps: LessonStep[] };

const NOT_FOUND = 'Lesson not found!';
const NOT_PARSED = 'ERROR: Lesson JSON could not be parsed!';
const NOT_LOADED = 'Lesson could not be loaded!';

async function loadLesson(id: string): Promise<Load> {
  if (!lessonIdSchema.safeParse(id).success) return { status: 'failed', message: NOT_FOUND };
  try {
    const lesson = await fetchLesson(id);
    const steps = readStoredSteps(lesson.data);
    return steps === null ? { status: 'failed', message: NOT_PARSED } : { status: 'ready', lesson, steps };
  } catch (error) {
    console.error('The lesson could not be loaded.', error);
    if (error instanceof ApiError && error.status === 404) return { status: 'failed', message: NOT_FOUND };
    if (error instanceof ApiError && error.status === 422) return { status: 'failed', message: NOT_PARSED };
    return { status: 'failed', message: NOT_LOADED };
  }
}

function LessonEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    void loadLesson(id).then((result) => {
      if (active) setLoad(result);
    });
    return () => {
      active = false;
    };
  }, [id]);

  const onPublishChanged = useCallback((_id: string, published: boolean) => {
    setLoad((previous) =>
      previous.status === 'ready'
        ? { ...previous, lesson: { ...previous.lesson, published: published ? 1 : 0 } }
        : previous,
    );
  }, []);
  const { busy, toggle } = usePublishLesson(onPublishChanged);

  // The raw data shows what is stored: after a save, the steps just saved.
  const onSaved = useCallback((steps: LessonStep[]) => {
    setLoad((previous) =>
      previous.status === 'ready'
        ? { ...previous, lesson: { ...previous.lesson, data: JSON.stringify(storedSteps(steps)) } }
        : previous,
    );
  }, []);

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
        onSaved={onSaved}
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
