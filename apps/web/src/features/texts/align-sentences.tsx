import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { TextSentence } from '@langapp/shared';

export interface AlignSentenceActions {
  play: (index: number) => void;
  openAt: (index: number) => void;
  setSpan: (index: number, start: number, end: number) => void;
  split: (index: number, word: number) => void;
  join: (index: number) => void;
  translate: (index: number, trans: string) => void;
}

/** A span field in seconds: what is typed changes the sentence's span on Enter or on leaving the field. */
function SecondsField(props: { id: string; label: string; ms: number; onChange: (ms: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const seconds = Number(draft);
    if (draft !== null && draft.trim() !== '' && Number.isFinite(seconds))
      props.onChange(Math.round(seconds * 1000));
    setDraft(null);
  };
  return (
    <Form.Group controlId={props.id}>
      <Form.Label className="small mb-0">{props.label}</Form.Label>
      <Form.Control
        type="number"
        size="sm"
        min={0}
        step={0.01}
        className="align-seconds"
        value={draft ?? props.ms / 1000}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Form.Group>
  );
}

/**
 * One sentence while aligning: its text and translation (a part made by a split gets a field for
 * it), its span as two fields in seconds (the keyboard's way to move a region's edges), and its
 * actions: play it, align from it, split it before a word, join it with the next.
 */
function AlignSentence({
  sentence,
  index,
  open,
  last,
  actions,
}: {
  sentence: TextSentence;
  index: number;
  open: boolean;
  last: boolean;
  actions: AlignSentenceActions;
}) {
  const [splitting, setSplitting] = useState(false);
  const n = index + 1;
  const timed = sentence.start !== undefined && sentence.end !== undefined;
  return (
    <li
      id={`align-sentence-${index}`}
      className={`border rounded p-2 mb-2${open ? ' align-sentence-open' : ''}`}
      aria-current={open ? 'step' : undefined}
    >
      <p className="mb-1">
        <span className="fw-bold">{n}.</span> {sentence.text}
        {open && <span className="visually-hidden"> (the next tap ends this sentence)</span>}
      </p>
      {sentence.id === undefined ? (
        <Form.Group controlId={`align-trans-${index}`} className="mb-2">
          <Form.Label className="small mb-0">Translation of sentence {n}</Form.Label>
          <Form.Control
            size="sm"
            value={sentence.trans}
            onChange={(event) => actions.translate(index, event.target.value)}
          />
        </Form.Group>
      ) : (
        <p className="text-muted mb-2">{sentence.trans}</p>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-end">
        {timed ? (
          <>
            <SecondsField
              id={`align-start-${index}`}
              label={`Start of sentence ${n} (s)`}
              ms={sentence.start!}
              onChange={(ms) => actions.setSpan(index, ms, sentence.end!)}
            />
            <SecondsField
              id={`align-end-${index}`}
              label={`End of sentence ${n} (s)`}
              ms={sentence.end!}
              onChange={(ms) => actions.setSpan(index, sentence.start!, ms)}
            />
            <Button size="sm" variant="outline-primary" onClick={() => actions.play(index)}>
              Play sentence {n}
            </Button>
          </>
        ) : (
          <span className="small text-muted">No time yet.</span>
        )}
        <Button size="sm" variant="outline-secondary" onClick={() => actions.openAt(index)} disabled={open}>
          Align from sentence {n}
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => setSplitting((s) => !s)}
          disabled={sentence.words.length < 2}
          aria-expanded={splitting}
        >
          Split sentence {n}
        </Button>
        {!last && (
          <Button size="sm" variant="outline-secondary" onClick={() => actions.join(index)}>
            Join sentence {n} with the next
          </Button>
        )}
      </div>
      {splitting && (
        <div
          role="group"
          aria-label={`Split sentence ${n} before a word`}
          className="d-flex flex-wrap gap-1 mt-2"
        >
          {sentence.words.slice(1).map((word, k) => (
            <Button
              key={k}
              size="sm"
              variant="outline-dark"
              onClick={() => {
                setSplitting(false);
                actions.split(index, k + 1);
              }}
            >
              Before “{word.text}”
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

/** The text's sentences while aligning, the open one (the next tap ends it) marked. */
export function AlignSentences({
  sents,
  open,
  actions,
}: {
  sents: readonly TextSentence[];
  open: number;
  actions: AlignSentenceActions;
}) {
  return (
    <ol className="list-unstyled" aria-label="Sentences">
      {sents.map((sentence, index) => (
        <AlignSentence
          // A sentence's place and words name it: a split or a join redraws the rows after it.
          key={`${index}-${sentence.id ?? 'new'}-${sentence.words.length}`}
          sentence={sentence}
          index={index}
          open={index === open}
          last={index === sents.length - 1}
          actions={actions}
        />
      ))}
    </ol>
  );
}
