import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { Button, Card, Col, Form, ProgressBar, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import {
  clampPracticeCount,
  isCorrectPronounAnswer,
  PERSON_NUMBERS,
  personNumberSchema,
  promptForm,
  PRONOUN_COMBINATIONS,
  PRONOUN_FORMS,
  shuffle,
} from '@langapp/shared';
import type { PersonNumber, PronounCombination, PronounQuizRef } from '@langapp/shared';
import { useLogPronounAnswer, useStartPronounQuiz } from '../../api/pronouns';
import type { PronounAnswer } from '../../api/pronouns';
import { PageHeader } from '../../components/page-header';

/** How long the green or red border shows after an answer. */
export const FEEDBACK_MS = 500;

type Feedback = 'correct' | 'wrong';

/** Said under the quiz once a start or an answer waits to be logged. */
export const QUIZ_QUEUED_MESSAGE =
  'Your answers are kept on this device and will be logged when you are back online.';

/**
 * The quiz on the server, started once per page (on load, or at the first answer should that come
 * first); resolves to its id (or, offline, the id of its start waiting in the queue), or null when
 * it could not start.
 */
function useQuizId(): () => Promise<PronounQuizRef | null> {
  const { mutateAsync: startPronounQuiz } = useStartPronounQuiz();
  const quizId = useRef<Promise<PronounQuizRef | null> | null>(null);
  const ensureStarted = useCallback(
    // Kept across StrictMode's second effect run, so one page view starts one quiz.
    () =>
      // A failure is logged by the query client.
      (quizId.current ??= startPronounQuiz().then(
        (id) => id,
        () => null,
      )),
    [startPronounQuiz],
  );
  useEffect(() => void ensureStarted(), [ensureStarted]);
  return ensureStarted;
}

/**
 * Logs an answer; the server's reply only goes to the console (spec: 'response only logged').
 * Answers whether it waits in the queue instead.
 */
async function recordAnswer(
  logPronounAnswer: (logged: { quiz: PronounQuizRef; answer: PronounAnswer }) => Promise<unknown>,
  quizId: Promise<PronounQuizRef | null>,
  item: PronounCombination,
  subject: PersonNumber,
  object: PersonNumber,
): Promise<boolean> {
  const quiz = await quizId;
  if (quiz === null) return false;
  try {
    const answer = {
      actual_subject: item.subject,
      actual_object: item.object,
      user_subject: subject,
      user_object: object,
    };
    const logged = await logPronounAnswer({ quiz, answer });
    if (logged === 'queued') return true;
    console.info('Pronoun answer logged:', logged);
  } catch {
    // Logged by the query client; the quiz goes on.
  }
  return false;
}

function PersonSelect({
  id,
  label,
  value,
  onChange,
  optionLabel,
  selectRef,
}: {
  id: string;
  selectRef?: RefObject<HTMLSelectElement | null>;
  label: string;
  value: string;
  onChange: (value: string) => void;
  optionLabel: (code: PersonNumber) => string;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select ref={selectRef} required value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose…</option>
        {PERSON_NUMBERS.map((code) => (
          <option key={code} value={code}>
            {code} ({optionLabel(code)})
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

function Finished() {
  const panel = useRef<HTMLDivElement>(null);
  // The quiz card the keyboard was in is gone: bring focus (and a screen reader) to the result.
  useEffect(() => panel.current?.focus(), []);
  return (
    <div className="text-center" ref={panel} tabIndex={-1}>
      <p className="fs-4">Congratulations, you finished the pronoun quiz!</p>
      <Button onClick={() => window.location.reload()}>Practice again!</Button>
    </div>
  );
}

/** /pronouns/practice?num=: one shuffled combination at a time; a right answer moves on. */
export function PronounQuizPage() {
  const [searchParams] = useSearchParams();
  const [items] = useState(() =>
    shuffle(PRONOUN_COMBINATIONS, Math.random).slice(0, clampPracticeCount(searchParams.get('num'))),
  );
  const [index, setIndex] = useState(0);
  const [subject, setSubject] = useState('');
  const [object, setObject] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const startedQuiz = useQuizId();
  const { mutateAsync: logPronounAnswer } = useLogPronounAnswer();
  const subjectSelect = useRef<HTMLSelectElement>(null);
  // Offline, the quiz's start and answers wait in the queue: the learner is told they are kept.
  const [queued, setQueued] = useState(false);

  const item = items[index];
  const finished = item === undefined;

  useEffect(() => {
    if (feedback === null) return;
    const timer = setTimeout(() => {
      setFeedback(null);
      if (feedback === 'correct') {
        setIndex((i) => i + 1);
        setSubject('');
        setObject('');
        subjectSelect.current?.focus();
      }
    }, FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosenSubject = personNumberSchema.safeParse(subject);
    const chosenObject = personNumberSchema.safeParse(object);
    if (!item || feedback !== null || !chosenSubject.success || !chosenObject.success) return;
    void recordAnswer(logPronounAnswer, startedQuiz(), item, chosenSubject.data, chosenObject.data).then(
      (waits) => waits && setQueued(true),
    );
    const correct = isCorrectPronounAnswer(item, { subject: chosenSubject.data, object: chosenObject.data });
    setFeedback(correct ? 'correct' : 'wrong');
  }

  const border = feedback === 'correct' ? 'success' : feedback === 'wrong' ? 'danger' : undefined;

  return (
    <>
      <PageHeader title="Pronoun practice" />
      <ProgressBar className="mb-3">
        <ProgressBar
          now={index}
          max={items.length}
          aria-label="Quiz progress"
          aria-valuetext={`${index} of ${items.length} answered`}
        />
      </ProgressBar>
      <div role="status" className="small text-body-secondary">
        {queued && <p>{QUIZ_QUEUED_MESSAGE}</p>}
      </div>
      {finished ? (
        <Finished />
      ) : (
        <Card border={border} className="border-3" style={{ maxWidth: '36rem' }}>
          <Card.Body>
            <p className="text-body-secondary mb-1">
              #{index + 1}/{items.length}
            </p>
            <p className="mb-1">Who does what to whom?</p>
            <p className="fs-2" data-testid="pronoun-prompt" data-combination={item.key}>
              {promptForm(item.subject, item.object)}
            </p>
            <Form onSubmit={submit}>
              <Row className="g-3 mb-3">
                <Col sm={6}>
                  <PersonSelect
                    id="pronoun-subject"
                    label="Subject"
                    value={subject}
                    onChange={setSubject}
                    selectRef={subjectSelect}
                    optionLabel={(code) => PRONOUN_FORMS[code].subjectLabel}
                  />
                </Col>
                <Col sm={6}>
                  <PersonSelect
                    id="pronoun-object"
                    label="Object"
                    value={object}
                    onChange={setObject}
                    optionLabel={(code) => PRONOUN_FORMS[code].objectLabel}
                  />
                </Col>
              </Row>
              <Button type="submit">Submit</Button>
            </Form>
            <p aria-live="polite" className="mt-3 mb-0">
              {feedback === 'correct' && 'Correct!'}
              {feedback === 'wrong' && 'Not quite. Try again.'}
            </p>
          </Card.Body>
        </Card>
      )}
    </>
  );
}
