import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { generateLessonId, readEditableLesson } from '@langapp/shared';
import type { VocabLesson } from '@langapp/shared';
import { adminLessonsQuery } from '../../api/lessons';
import { remoteStatus } from '../../api/remote-status';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { PublishControl } from '../../components/publish-control';
import { BulkVisibility } from '../../components/visibility/bulk-visibility';
import { ItemVisibility } from '../../components/visibility/item-visibility';
import { SelectAllShown, SelectCheckbox, useSelection } from '../../components/visibility/selection';
import { TeachersOnlyBadge } from '../../components/visibility/teachers-only-badge';
import { formatPacificDateTime } from '../../lib/format-date';
import { LessonBuilder } from './lesson-builder';
import { lessonProblemMessage } from './lesson-messages';
import { usePublishLesson } from './publish-control';

/** The lesson's words and number of sentences; for a broken lesson, what is wrong with it first. */
function LessonContent({ lesson }: { lesson: VocabLesson }) {
  const read = useMemo(() => readEditableLesson(lesson.data), [lesson.data]);
  const words = read.steps.flatMap((step) => (step.kind === 'lex' ? [step.lex] : []));
  const sentences = read.steps.length - words.length;
  const content = [
    words.join(', '),
    sentences > 0 ? `${sentences} ${sentences === 1 ? 'sentence' : 'sentences'}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  if (read.ok) return <>{content}</>;
  return (
    <>
      <strong className="text-danger">{lessonProblemMessage(read.problem)}</strong> Edit the lesson to repair
      it.
      {content && <> Readable steps: {content}</>}
    </>
  );
}

/** /modify-vocab-lessons (admin, a lazy route): every lesson with its publish toggle and Edit link; a builder for a new one. */
export function ModifyLessonsPage() {
  const query = useQuery(adminLessonsQuery);
  const status = remoteStatus(query);
  const lessons = query.data ?? [];
  const selection = useSelection<string>();
  const [newLessonId, setNewLessonId] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { busy, toggle } = usePublishLesson();

  // When the builder closes, the button that opened it takes the focus back.
  const focusAddButton = useRef(false);
  useEffect(() => {
    if (newLessonId !== null || !focusAddButton.current) return;
    focusAddButton.current = false;
    addButton.current?.focus();
  }, [newLessonId]);

  function openBuilder() {
    // A new lesson must never take the id of an existing one: saving would replace it.
    const taken = new Set(lessons.map((lesson) => lesson.id));
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
        {status === 'loading' && <Loading label="Loading the lessons..." />}
        {status === 'error' && (
          <Alert variant="danger">The lessons could not be loaded. Please refresh the page.</Alert>
        )}
        {status === 'ready' && lessons.length === 0 && (
          <EmptyState title="There are no lessons yet." headingLevel={3}>
            Build the first one with Add new lesson below: learners see a lesson once it is published.
          </EmptyState>
        )}
        {status === 'ready' && lessons.length > 0 && (
          // Scrolls inside its own box on a phone; relative, so the hidden labels in it stay inside too.
          <>
            <BulkVisibility kind="lesson" selection={selection} one="lesson" many="lessons" />
            <div
              className="table-responsive position-relative"
              role="region"
              aria-label="All vocabulary lessons"
              tabIndex={0}
            >
              <Table striped>
                <caption className="visually-hidden">All vocabulary lessons</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <SelectAllShown ids={lessons.map((lesson) => lesson.id)} selection={selection} />
                    </th>
                    <th scope="col">Lesson</th>
                    <th scope="col">Added</th>
                    <th scope="col">Content</th>
                    <th scope="col">Status</th>
                    <th scope="col">Visible to</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lessons.map((lesson) => (
                    <tr key={lesson.id}>
                      <td>
                        <SelectCheckbox
                          name={`lesson ${lesson.title}`}
                          checked={selection.selected.has(lesson.id)}
                          onChange={(on) => selection.toggle(lesson.id, on)}
                        />
                      </td>
                      <th scope="row">
                        {lesson.title}
                        <TeachersOnlyBadge visibility={lesson.visibility} />
                        {lesson.title !== lesson.id && (
                          <span className="d-block small fw-normal text-body-secondary">{lesson.id}</span>
                        )}
                      </th>
                      <td>{formatPacificDateTime(lesson.date_added)}</td>
                      <td>
                        <LessonContent lesson={lesson} />
                      </td>
                      <td>
                        <PublishControl
                          what={`lesson ${lesson.id}`}
                          published={lesson.published === 1}
                          busy={busy.has(lesson.id)}
                          onToggle={(publish) => void toggle(lesson.id, publish)}
                        />
                      </td>
                      <td>
                        <ItemVisibility
                          kind="lesson"
                          id={lesson.id}
                          visibility={lesson.visibility}
                          name={`lesson ${lesson.title}`}
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
            </div>
          </>
        )}
      </section>
      {newLessonId === null ? (
        <Button ref={addButton} onClick={openBuilder} disabled={status !== 'ready'}>
          Add new lesson
        </Button>
      ) : (
        <LessonBuilder
          key={newLessonId}
          lessonId={newLessonId}
          title="New lesson"
          onClose={closeBuilder}
          isNew
          // Once saved, the lesson is listed: its level as stored (set from the builder or the list).
          visibility={lessons.find((lesson) => lesson.id === newLessonId)?.visibility}
        />
      )}
    </>
  );
}
