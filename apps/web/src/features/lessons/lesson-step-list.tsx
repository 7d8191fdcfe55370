import { Button, ButtonGroup } from 'react-bootstrap';
import type { LessonStep, Sentence } from '@langapp/shared';
import { stepKey } from './builder-steps';

// The lesson builder's steps, in order, each with its move and remove buttons. Split from
// lesson-builder.tsx (ADR 074).

function StepLabel({
  step,
  sentences,
}: {
  step: LessonStep;
  sentences: ReadonlyMap<string, Sentence> | undefined;
}) {
  if (step.kind === 'lex') {
    return (
      <>
        <span className="text-body-secondary">Word:</span> <strong>{step.lex}</strong>
      </>
    );
  }
  const text = step.sent?.text ?? sentences?.get(step.sentId)?.text;
  return (
    <>
      <span className="text-body-secondary">Sentence:</span> {text ?? <code>{step.sentId}</code>}
    </>
  );
}

const stepName = (step: LessonStep, index: number) =>
  `Step ${index + 1}: ${step.kind === 'lex' ? step.lex : (step.sent?.text ?? step.sentId)}`;

/**
 * The steps as a numbered list. `registerStep` keeps each button by '<step key>-up|down|remove' so
 * that the builder can put the focus back on a step after it moved or a neighbour was removed.
 */
export function LessonStepList({
  steps,
  sentences,
  onMove,
  onRemove,
  registerStep,
}: {
  steps: readonly LessonStep[];
  sentences: ReadonlyMap<string, Sentence> | undefined;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
  registerStep: (key: string) => (element: HTMLButtonElement | null) => void;
}) {
  return (
    <ol className="list-group list-group-numbered mb-3">
      {steps.map((step, index) => {
        const key = stepKey(step);
        return (
          <li key={key} className="list-group-item d-flex flex-wrap align-items-center gap-2">
            {/* A long sentence wraps, even within a word, so the row never widens a phone's page. */}
            <span className="me-auto text-break">
              <StepLabel step={step} sentences={sentences} />
            </span>
            <ButtonGroup size="sm" aria-label={stepName(step, index)}>
              <Button
                ref={registerStep(`${key}-up`)}
                variant="outline-secondary"
                disabled={index === 0}
                onClick={() => onMove(index, -1)}
              >
                Move up
              </Button>
              <Button
                ref={registerStep(`${key}-down`)}
                variant="outline-secondary"
                disabled={index === steps.length - 1}
                onClick={() => onMove(index, 1)}
              >
                Move down
              </Button>
              <Button
                ref={registerStep(`${key}-remove`)}
                variant="outline-danger"
                onClick={() => onRemove(index)}
              >
                Remove
              </Button>
            </ButtonGroup>
          </li>
        );
      })}
    </ol>
  );
}
