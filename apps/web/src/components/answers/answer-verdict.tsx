import type { AnswerJudgement } from '@langapp/shared';
import './answer-verdict.css';

// What a learner is told of a typed answer (issue 40, ADR 090): right (with the main form when a
// variant was typed), almost (the expected word with the letters that differ marked, and whether it
// counts, as the teacher chose), or wrong.

const RIGHT = 'Right!';
const ALMOST = 'Almost:';
const ALMOST_COUNTS = 'Counted as right: mind the marked letters.';
const ALMOST_DOES_NOT_COUNT = 'Mind the marked letters, then try again.';
const WRONG = 'Not right yet. Try again.';

/** The expected word with the letters the answer differs in marked (underlined, and said so). */
function MarkedWord({ judgement }: { judgement: AnswerJudgement }) {
  return (
    <strong>
      {(judgement.marks ?? [{ text: judgement.form, differs: false }]).map((mark, index) =>
        mark.differs ? (
          <mark key={index} className="answer-mark">
            {mark.text}
            <span className="visually-hidden"> (this differs)</span>
          </mark>
        ) : (
          <span key={index}>{mark.text}</span>
        ),
      )}
    </strong>
  );
}

/** The verdict on an answer, for a live region beside the field. */
export function AnswerVerdict({ judgement }: { judgement: AnswerJudgement }) {
  if (judgement.verdict === 'right') {
    return (
      <span className="text-success">
        {RIGHT}
        {judgement.mainForm !== undefined && (
          <>
            {' '}
            The main form is <strong>{judgement.mainForm}</strong>.
          </>
        )}
      </span>
    );
  }
  if (judgement.verdict === 'almost') {
    return (
      <span className={judgement.counts ? 'text-success' : 'text-warning-emphasis'}>
        {ALMOST} <MarkedWord judgement={judgement} />.{' '}
        {judgement.counts ? ALMOST_COUNTS : ALMOST_DOES_NOT_COUNT}
        {judgement.mainForm !== undefined && (
          <>
            {' '}
            The main form is <strong>{judgement.mainForm}</strong>.
          </>
        )}
      </span>
    );
  }
  return <span className="text-danger">{WRONG}</span>;
}
