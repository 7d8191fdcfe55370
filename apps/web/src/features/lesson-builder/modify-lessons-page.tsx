import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { generateLessonId } from '@langapp/shared';
import type { VocabLesson } from '@langapp/shared';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { formatPacificDateTime } from '../../lib/format-date';
import { fetchAllLessons } from './api';
import { LessonBuilder } from './lesson-builder';
import { readStoredSteps } from './lesson-steps';
import { PublishControl, usePublishLesson } from './publish-control';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; lessons: VocabLesson[] };

function lexemesOf(lesson: VocabLesson): string {
  const steps = readStoredSteps(lesson.data);
  if (steps === null) return '(the steps could not be read)';
  const words = steps.flatMap((step) => (step.kind === 'lex' ? [step.lex] : []));
  const sentences = steps.length - words.length;
  return [words.join(', '), sentences > 0 ? `${sentences} ${sentences === 1 ? 'sentence' : 'sentences'}` : '']
    .filter(Boolean)
    .join('; ');
}

/** /modify-vocab-lessons (admin, a lazy route): every lesson with its publish toggle and Edit link; a builder for a new one. */
export function ModifyLessonsPage() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [request, setRequest] = useState(0);
  const [newLessonId, setNewLessonId] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let active = true;
    fetchAllLessons().then(
      (lessons) => {
        if (active) setLoad({ status: 'ready', lessons });
      },
      (error: unknown) => {
        console.error('The lessons could not be loaded.', error);
        if (active) setLoad((previous) => (previous.status === 'ready' ? previous : { status: 'error' }));
      },
    );
    return () => {
      active = false;
    };
  }, [request]);

  const onPublishChanged = useCallback((id: string, published: boolean) => {
    setLoad((previous) =>
      previous.status === 'ready'
        ? {
            status: 'ready',
            lessons: previous.lessons.map((lesson) =>
              lesson.id === id ? { ...lesson, published: published ? 1 : 0 } : lesson,
            ),
          }
        : previous,
    );
  }, []);
  const { busy, toggle } = usePublishLesson(onPublishChanged);

  // When the builder closes, the button that opened it takes the focus back.
  const focusAddButton = useRef(false);
  useEffect(() => {
    if (newLessonId !== null || !focusAddButton.current) return;
    focusAddButton.current = false;
    addButton.current?.focus();
  }, [newLessonId]);

  function openBuilder() {
    // A new lesson must never take the id of an existing one: saving would replace it.
    const taken = new Set(load.status === 'ready' ? load.lessons.map((lesson) => lesson.id) : []);
    let id = generateLessonId(Math.random);
    while (taken.has(id)) id = generateLessonId(Math.random);
    setNewLessonId(id);
  }

  function closeBuilder() {
    focusAddButton.current = true;
    setNewLessonId(null);
  }

  return (
    <>
      <PageHeader title="Modify vocabulary lessons" />
      <p>
        <Link to="/vocab">Back to the lesson selection</Link> ·{' '}
        <Link to="/create-new-sent">Create a new sentence</Link>
      </p>
      <section aria-labelledby="all-lessons-heading" className="mb-4">
        <h2 id="all-lessons-heading" className="h4">
          All lessons
        </h2>
        {load.status === 'loading' && <Loading />}
        {load.status === 'error' && (
          <Alert variant="danger">The lessons could not be loaded. Please refresh the page.</Alert>
        )}
        {load.status === 'ready' && load.lessons.length === 0 && <p>There are no lessons yet.</p>}
        {load.status === 'ready' && load.lessons.length > 0 && (
          <Table responsive striped>
            <caption className="visually-hidden">All vocabulary lessons</caption>
            <thead>
              <tr>
                <th scope="col">Lesson</th>
                <th scope="col">Added</th>
                <th scope="col">Content</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {load.lessons.map((lesson) => (
                <tr key={lesson.id}>
                  <th scope="row">{lesson.id}</th>
                  <td>{formatPacificDateTime(lesson.date_added)}</td>
                  <td>{lexemesOf(lesson)}</td>
                  <td>
                    <PublishControl
                      id={lesson.id}
                      published={lesson.published === 1}
                      busy={busy.has(lesson.id)}
                      onToggle={(publish) => void toggle(lesson.id, publish)}
                    />
                  </td>
                  <td>
                    <Link to={`/edit-vocab-lesson?id=${encodeURIComponent(lesson.id)}`}>
                      Edit<span className="visually-hidden"> lesson {lesson.id}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      {newLessonId === null ? (
        <Button ref={addButton} onClick={openBuilder} disabled={load.status !== 'ready'}>
          Add new lesson
        </Button>
      ) : (
        <LessonBuilder
          key={newLessonId}
          lessonId={newLessonId}
          title="New lesson"
          onSaved={() => setRequest((n) => n + 1)}
          onClose={closeBuilder}
        />
      )}
    </>
  );
}
