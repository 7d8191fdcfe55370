import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { en } from 'zod/locales';
import {
  DEFAULT_VISIBILITY,
  LESSON_GUIDELINE,
  LESSON_TITLE_MAX_LENGTH,
  saveVocabLessonRequestSchema,
  storedSteps,
} from '@langapp/shared';
import type { LessonStep, Visibility } from '@langapp/shared';
import { useSaveLesson } from '../../api/lessons';
import { useLexicon } from '../../api/lexicon';
import { useSentences } from '../../api/sentences';
import { EditorVisibility } from '../../components/visibility/editor-visibility';
import { VisibilitySelect } from '../../components/visibility/visibility-select';
import { ApiError } from '../../lib/api-client';
import { addLexeme, addSentence, moveStep, removeStep, sameStoredSteps, stepKey } from './builder-steps';
import type { StepChange } from './builder-steps';
import { CreateSentenceForm } from './create-sentence-form';
import { LessonStepList } from './lesson-step-list';
import { LexemePicker, SentencePicker } from './step-pickers';

const CLOSE_CONFIRM = 'Close lesson without saving?';
const SAVE_ERROR = 'The lesson could not be saved. Please try again.';
const savedMessage = (title: string) => `Lesson "${title}" saved.`;

export type BuilderMode = 'view' | 'item' | 'sentence' | 'create-sent';

type SaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'error'; message: string };

const [fewestSentences, mostSentences] = LESSON_GUIDELINE.sentences;

/**
 * zod/mini has no messages of its own. The schema's own sentences ('A lesson has at most 200 steps.')
 * need none, but a malformed step (an empty sentence id, say) gets zod's generic one, shown in
 * English as before. Only this lazy page pays for the locale (~1.3 KB gzip; imported by name, as
 * `z.locales.en` can pull in every locale); the app does not configure zod globally.
 */
const englishIssues = en().localeError;

/** A lesson's names as the builder edits them. */
interface LessonNames {
  title: string;
  description: string;
}

/**
 * The lesson builder: name the lesson (a title learners see, an optional description), add lexemes
 * and sentences (existing or new), order and remove steps, save. Saving a lesson with an existing
 * id replaces its steps, title and description. Who may see it (ADR 062): a new lesson takes the
 * level picked here with its first save; a saved one's level is set at once, apart from Save.
 */
export function LessonBuilder({
  lessonId,
  title,
  initialSteps = [],
  initialTitle = '',
  initialDescription = '',
  onSaved,
  onClose,
  isNew = false,
  visibility,
}: {
  lessonId: string;
  /** A lesson not saved yet: the teacher picks who may see it (ADR 062). */
  isNew?: boolean;
  /** A saved lesson's level as stored (none from an older server, or before a new one is listed). */
  visibility?: Visibility;
  /** The builder's heading. */
  title: string;
  initialSteps?: readonly LessonStep[];
  /** The lesson's title and description as stored (empty for a new lesson). */
  initialTitle?: string;
  initialDescription?: string;
  onSaved?: (steps: LessonStep[]) => void;
  onClose: () => void;
}) {
  const [steps, setSteps] = useState<LessonStep[]>(() => [...initialSteps]);
  const [savedSteps, setSavedSteps] = useState<readonly LessonStep[]>(initialSteps);
  const [names, setNames] = useState<LessonNames>({ title: initialTitle, description: initialDescription });
  const [savedNames, setSavedNames] = useState<LessonNames>(names);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [level, setLevel] = useState<Visibility>(DEFAULT_VISIBILITY);
  // A new lesson exists once its first save succeeds: from then on its level is set like any other's.
  const [created, setCreated] = useState(false);
  const unsaved = isNew && !created;
  const titleInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<BuilderMode>('view');
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const needsSentenceTexts = steps.some((step) => step.kind === 'sent' && step.sent === undefined);
  // Asked for when first needed; once here, the shared cache keeps them through mode changes.
  const lexicon = useLexicon(mode === 'item');
  const sentences = useSentences(mode === 'sentence' || needsSentenceTexts);
  const saveLesson = useSaveLesson().mutateAsync;
  const sentencesById = useMemo(
    () => (sentences.data ? new Map(sentences.data.map((sentence) => [sentence.id, sentence])) : undefined),
    [sentences.data],
  );
  const dirty =
    !sameStoredSteps(steps, savedSteps) ||
    names.title !== savedNames.title ||
    names.description !== savedNames.description;

  // Where the focus goes after a change that removes the focused element (a mode's form, a step).
  const stepsHeading = useRef<HTMLHeadingElement>(null);
  const modeButtons = useRef(new Map<BuilderMode, HTMLButtonElement>());
  const stepButtons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<(() => void) | null>(null);
  useEffect(() => {
    pendingFocus.current?.();
    pendingFocus.current = null;
  });

  function change(next: LessonStep[]) {
    setSteps(next);
    setSave({ status: 'idle' });
  }

  function leaveMode(from: BuilderMode, added: boolean) {
    setMode('view');
    pendingFocus.current = () => (added ? stepsHeading.current : modeButtons.current.get(from))?.focus();
  }

  function apply(from: BuilderMode, result: StepChange): string | null {
    if (!result.ok) return result.error;
    change(result.steps);
    leaveMode(from, true);
    return null;
  }

  function move(index: number, by: -1 | 1) {
    const step = steps[index];
    if (!step) return;
    const next = moveStep(steps, index, by);
    change(next);
    // Keep the focus on the moved step; at the top or bottom its other move button takes it.
    const newIndex = index + by;
    const atEdge = by === -1 ? newIndex === 0 : newIndex === next.length - 1;
    const direction = atEdge === (by === -1) ? 'down' : 'up';
    pendingFocus.current = () => stepButtons.current.get(`${stepKey(step)}-${direction}`)?.focus();
  }

  function remove(index: number) {
    const next = removeStep(steps, index);
    change(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    pendingFocus.current = () =>
      (neighbour ? stepButtons.current.get(`${stepKey(neighbour)}-remove`) : stepsHeading.current)?.focus();
  }

  function rename(change: Partial<LessonNames>) {
    setNames((current) => ({ ...current, ...change }));
    if (change.title !== undefined) setTitleError(null);
    setSave({ status: 'idle' });
  }

  async function saveSteps() {
    const checked = saveVocabLessonRequestSchema.safeParse(
      { id: lessonId, steps: storedSteps(steps), title: names.title, description: names.description },
      { error: englishIssues },
    );
    if (!checked.success) {
      // A title problem shows at the title field, which takes the focus; any other in the alert.
      const titleIssue = checked.error.issues.find((issue) => issue.path[0] === 'title');
      const otherIssue = checked.error.issues.find((issue) => issue.path[0] !== 'title');
      setTitleError(titleIssue?.message ?? null);
      setSave(
        otherIssue ? { status: 'error', message: otherIssue.message || SAVE_ERROR } : { status: 'idle' },
      );
      if (titleIssue) titleInput.current?.focus();
      return;
    }
    const saved = { title: checked.data.title ?? '', description: checked.data.description ?? '' };
    setSave({ status: 'saving' });
    try {
      const { success } = await saveLesson({
        id: lessonId,
        steps,
        ...saved,
        ...(unsaved ? { visibility: level } : {}),
      });
      if (!success) throw new Error('The server did not save the lesson.');
      setCreated(true);
      setSavedSteps(steps);
      // The names as stored (trimmed) replace what was typed.
      setNames(saved);
      setSavedNames(saved);
      setSave({ status: 'saved' });
      onSaved?.(steps);
    } catch (error) {
      setSave({ status: 'error', message: (error instanceof ApiError && error.serverError) || SAVE_ERROR });
    }
  }

  function close() {
    if (dirty && !window.confirm(CLOSE_CONFIRM)) return;
    onClose();
  }

  const registerMode = (name: BuilderMode) => (element: HTMLButtonElement | null) => {
    if (element) modeButtons.current.set(name, element);
    else modeButtons.current.delete(name);
  };
  const registerStep = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) stepButtons.current.set(key, element);
    else stepButtons.current.delete(key);
  };

  const lexCount = steps.filter((step) => step.kind === 'lex').length;
  const sentCount = steps.length - lexCount;

  return (
    <section aria-labelledby="lesson-builder-heading" className="border rounded p-3 mb-4">
      <h2 id="lesson-builder-heading" className="h4">
        {title}
      </h2>
      <p>
        Lesson id: <strong>{lessonId}</strong>
      </p>
      <Form.Group className="mb-3" controlId={`lesson-${lessonId}-title`}>
        <Form.Label>Title</Form.Label>
        <Form.Control
          ref={titleInput}
          required
          value={names.title}
          isInvalid={titleError !== null}
          aria-invalid={titleError !== null}
          aria-describedby={
            titleError
              ? `lesson-${lessonId}-title-help lesson-${lessonId}-title-error`
              : `lesson-${lessonId}-title-help`
          }
          onChange={(event) => rename({ title: event.target.value })}
        />
        <Form.Text id={`lesson-${lessonId}-title-help`}>
          Learners see it on the lesson&apos;s Start button. At most {LESSON_TITLE_MAX_LENGTH} characters.
        </Form.Text>
        <Form.Control.Feedback type="invalid" id={`lesson-${lessonId}-title-error`}>
          {titleError}
        </Form.Control.Feedback>
      </Form.Group>
      {unsaved ? (
        <Form.Group className="mb-3" controlId={`lesson-${lessonId}-visibility`}>
          <Form.Label>Visible to</Form.Label>
          <VisibilitySelect value={level} onChange={setLevel} small={false} className="w-auto" />
        </Form.Group>
      ) : (
        <EditorVisibility
          kind="lesson"
          id={lessonId}
          // Just created and not listed again yet: the level it was created at.
          visibility={visibility ?? (isNew ? level : undefined)}
          name={`lesson ${savedNames.title || lessonId}`}
          saveAction="Save"
        />
      )}
      <Form.Group className="mb-3" controlId={`lesson-${lessonId}-description`}>
        <Form.Label>Description (optional)</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={names.description}
          onChange={(event) => rename({ description: event.target.value })}
        />
      </Form.Group>
      <p className="alert alert-info">
        Guideline: a mini-lesson works best with {LESSON_GUIDELINE.vocabularyItems} new vocabulary items and{' '}
        {fewestSentences} to {mostSentences} sentences. This is advice, not a rule. This lesson has {lexCount}{' '}
        {lexCount === 1 ? 'vocabulary item' : 'vocabulary items'} and {sentCount}{' '}
        {sentCount === 1 ? 'sentence' : 'sentences'}.
      </p>

      <h3 ref={stepsHeading} tabIndex={-1} className="h5">
        Steps
      </h3>
      {steps.length === 0 ? (
        <p>No steps yet. Add a word or a sentence.</p>
      ) : (
        <LessonStepList
          steps={steps}
          sentences={sentencesById}
          onMove={move}
          onRemove={remove}
          registerStep={registerStep}
        />
      )}

      {mode === 'view' && (
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button ref={registerMode('item')} variant="outline-primary" onClick={() => setMode('item')}>
            Add word
          </Button>
          <Button
            ref={registerMode('sentence')}
            variant="outline-primary"
            onClick={() => setMode('sentence')}
          >
            Add sentence
          </Button>
          <Button
            ref={registerMode('create-sent')}
            variant="outline-primary"
            onClick={() => setMode('create-sent')}
          >
            Create new sentence
          </Button>
        </div>
      )}
      {mode === 'item' && (
        <LexemePicker
          status={lexicon.status}
          items={lexicon.entries}
          onAdd={(entry) => apply('item', addLexeme(steps, entry))}
          onCancel={() => leaveMode('item', false)}
        />
      )}
      {mode === 'sentence' && (
        <SentencePicker
          status={sentences.status}
          items={sentences.data}
          onAdd={(sentence) => apply('sentence', addSentence(steps, sentence))}
          onCancel={() => leaveMode('sentence', false)}
        />
      )}
      {mode === 'create-sent' && (
        <div className="border rounded p-3 mb-3">
          <CreateSentenceForm
            title="Create a new sentence"
            submitLabel="Create and add sentence"
            onCreated={(sentence) => apply('create-sent', addSentence(steps, sentence))}
            onCancel={() => leaveMode('create-sent', false)}
          />
        </div>
      )}

      {save.status === 'saved' && <Alert variant="success">{savedMessage(savedNames.title)}</Alert>}
      {save.status === 'error' && <Alert variant="danger">{save.message}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={() => void saveSteps()} disabled={save.status === 'saving'}>
          {save.status === 'saving' ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline-secondary" onClick={close}>
          Close
        </Button>
      </div>
    </section>
  );
}
