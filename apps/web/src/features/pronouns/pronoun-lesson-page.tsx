import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import {
  clampPracticeCount,
  isAllowedCombination,
  PERSON_NUMBERS,
  PRACTICE_COUNT_DEFAULT,
  PRACTICE_COUNT_MAX,
  PRACTICE_COUNT_MIN,
  promptForm,
  PRONOUN_FORMS,
} from '@langapp/shared';
import { PageHeader } from '../../components/page-header';

function SubjectTable() {
  return (
    <Table bordered size="sm" className="w-auto">
      <caption>Subject tack-on pronouns</caption>
      <thead>
        <tr>
          <th scope="col">Person</th>
          <th scope="col">Subject</th>
          <th scope="col">Tack-on</th>
        </tr>
      </thead>
      <tbody>
        {PERSON_NUMBERS.map((code) => (
          <tr key={code}>
            <th scope="row">{code}</th>
            <td>{PRONOUN_FORMS[code].subjectLabel}</td>
            <td>{PRONOUN_FORMS[code].subjectTackOn || <em>none</em>}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function ObjectTable() {
  return (
    <Table bordered size="sm" className="w-auto">
      <caption>Object pronouns</caption>
      <thead>
        <tr>
          <th scope="col">Person</th>
          <th scope="col">Object</th>
          <th scope="col">Pronoun</th>
        </tr>
      </thead>
      <tbody>
        {PERSON_NUMBERS.map((code) => (
          <tr key={code}>
            <th scope="row">{code}</th>
            <td>{PRONOUN_FORMS[code].objectLabel}</td>
            <td>{PRONOUN_FORMS[code].objectPronoun}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const COMBINATIONS_CAPTION_ID = 'pronoun-combinations-caption';

/**
 * Seven columns do not fit a phone: the table scrolls sideways inside its own box, never widening
 * the page. The box takes the focus, so the arrow keys scroll it too, and is named by the caption.
 */
function CombinationTable() {
  return (
    <div
      className="table-responsive mb-3"
      role="region"
      aria-labelledby={COMBINATIONS_CAPTION_ID}
      tabIndex={0}
    >
      <Table bordered size="sm" className="mb-0">
        <caption id={COMBINATIONS_CAPTION_ID}>
          Subject (rows) acting on object (columns), with the verb himma
        </caption>
        <thead>
          <tr>
            <td />
            {PERSON_NUMBERS.map((object) => (
              <th scope="col" key={object}>
                {PRONOUN_FORMS[object].objectLabel} ({object})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PERSON_NUMBERS.map((subject) => (
            <tr key={subject}>
              <th scope="row">
                {PRONOUN_FORMS[subject].subjectLabel} ({subject})
              </th>
              {PERSON_NUMBERS.map((object) =>
                isAllowedCombination(subject, object) ? (
                  <td key={object}>{promptForm(subject, object)}</td>
                ) : (
                  <td key={object} className="text-body-secondary fst-italic">
                    not used
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

function PracticeForm() {
  const navigate = useNavigate();
  const [count, setCount] = useState(String(PRACTICE_COUNT_DEFAULT));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(`/pronouns/practice?num=${clampPracticeCount(count)}`);
  }

  return (
    <Form onSubmit={submit} className="mb-4" style={{ maxWidth: '20rem' }}>
      <Form.Group className="mb-3" controlId="pronoun-practice-count">
        <Form.Label>Number of Items</Form.Label>
        <Form.Control
          type="number"
          required
          min={PRACTICE_COUNT_MIN}
          max={PRACTICE_COUNT_MAX}
          step={1}
          value={count}
          aria-describedby="pronoun-practice-count-hint"
          onChange={(event) => setCount(event.target.value)}
        />
        <Form.Text id="pronoun-practice-count-hint">
          From {PRACTICE_COUNT_MIN} to {PRACTICE_COUNT_MAX}.
        </Form.Text>
      </Form.Group>
      <Button type="submit">Start practice</Button>
    </Form>
  );
}

/** /pronouns: the lesson on subject and object pronouns, and the way into the quiz. */
export function PronounLessonPage() {
  return (
    <>
      <PageHeader title="Pronouns (Subjects and Objects)" />
      <Alert variant="info">
        The forms on this page are sample forms for development and demonstration, not checked language
        material.
      </Alert>

      <section aria-labelledby="subject-pronouns">
        <h2 id="subject-pronouns">Subject tack-on pronouns</h2>
        <p>
          Who does the action is shown by a short ending tacked on to the verb. Each person has its own
          ending; where the table says <em>none</em>, the verb takes no ending at all.
        </p>
        <SubjectTable />
      </section>

      <section aria-labelledby="object-pronouns">
        <h2 id="object-pronouns">Object pronouns</h2>
        <p>
          Who the action is done to is a separate word, the object pronoun. Where the table lists several
          forms separated by a slash, they are variants of the same pronoun.
        </p>
        <ObjectTable />
      </section>

      <section aria-labelledby="pronoun-combinations">
        <h2 id="pronoun-combinations">Putting them together</h2>
        <p>
          A sentence puts the object pronoun first, then the verb with the subject&apos;s tack-on. A pair
          where the subject and the object are the same person is not used, and neither are I with us or we
          with me, since &apos;we&apos; always includes &apos;I&apos;.
        </p>
        <CombinationTable />
      </section>

      <section aria-labelledby="pronoun-practice">
        <h2 id="pronoun-practice">Practice</h2>
        <p>Choose how many combinations to practise, then name the subject and the object of each one.</p>
        <PracticeForm />
      </section>
    </>
  );
}
