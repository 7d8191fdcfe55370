import { Fragment, useId } from 'react';
import type { ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { PageHeader } from '../../components/page-header';
import { WriteTheWords } from './write-the-words';
import { WRITTEN_EXERCISES } from './written-exercises';
import type { ExerciseSection, WrittenExerciseDate } from './written-exercises';

export const SAMPLE_MATERIAL_NOTE =
  'Sample material: the words and sentences in this exercise are sample data invented for demonstration. They are not real language material.';

const letter = (index: number) => String.fromCharCode('a'.charCodeAt(0) + index);

/** A prompt with its '___' blanks drawn as lines that a screen reader reads as 'blank'. */
function Prompt({ text }: { text: string }) {
  const parts = text.split('___');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              <span aria-hidden="true">______</span>
              <span className="visually-hidden">blank</span>
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function Answers({ children }: { children: ReactNode }) {
  return (
    <details className="mt-2">
      <summary>Show answers</summary>
      {children}
    </details>
  );
}

function Section({ section }: { section: ExerciseSection }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h4">
        {section.heading}
      </h2>
      <p>{section.instructions}</p>
      {section.kind === 'items' ? (
        <>
          <ol>
            {section.items.map((item) => (
              <li key={item.prompt} className="mb-1">
                <Prompt text={item.prompt} />
              </li>
            ))}
          </ol>
          <Answers>
            <ol>
              {section.items.map((item) => (
                <li key={item.prompt}>{item.answer}</li>
              ))}
            </ol>
          </Answers>
        </>
      ) : (
        <>
          <div className="row">
            <div className="col-6 col-md-3">
              <h3 className="h6">Words</h3>
              <ol>
                {section.pairs.map(({ word }) => (
                  <li key={word}>{word}</li>
                ))}
              </ol>
            </div>
            <div className="col-6 col-md-3">
              <h3 className="h6">Meanings</h3>
              <ol type="a">
                {section.meaningOrder.map((meaning) => (
                  <li key={meaning}>{meaning}</li>
                ))}
              </ol>
            </div>
          </div>
          <Answers>
            <ul className="list-unstyled">
              {section.pairs.map(({ word, meaning }, index) => (
                <li key={word}>
                  {index + 1} {word}: {letter(section.meaningOrder.indexOf(meaning))} ({meaning})
                </li>
              ))}
            </ul>
          </Answers>
        </>
      )}
    </section>
  );
}

/** /exercises/YYYY-MM-DD: one written exercise, with its answers behind 'Show answers'. */
export function WrittenExercisePage({ date }: { date: WrittenExerciseDate }) {
  const exercise = WRITTEN_EXERCISES[date];
  return (
    <>
      <PageHeader title={`${exercise.date}: ${exercise.title}`} />
      <Alert variant="warning">{SAMPLE_MATERIAL_NOTE}</Alert>
      <p>{exercise.intro}</p>
      {exercise.sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
      <WriteTheWords date={date} />
    </>
  );
}
