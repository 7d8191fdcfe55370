import { useEffect, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { wordLabel } from './draft';
import type { Draft } from './draft';

interface WordTabProps {
  idPrefix: string;
  draft: Draft;
  onTranslation: (sentence: number, trans: string) => void;
  onLiteral: (sentence: number, lit: string) => void;
  /** Note `note` of a sentence (one past the last: a new one). */
  onNote: (sentence: number, note: number, text: string) => void;
  onGloss: (sentence: number, word: number, gloss: string) => void;
  onPartOfSpeech: (sentence: number, word: number, pos: string) => void;
}

/**
 * Per sentence its translation, literal translation and notes; per word its gloss and part of
 * speech (ADR 095: what FLEx gives a text, edited here). Punctuation, a word of its own in a FLEx
 * text, has neither.
 */
export function WordTab({
  idPrefix,
  draft,
  onTranslation,
  onLiteral,
  onNote,
  onGloss,
  onPartOfSpeech,
}: WordTabProps) {
  // A note added with the button takes the keyboard at once.
  const [added, setAdded] = useState<string | null>(null);
  useEffect(() => {
    if (added) document.getElementById(added)?.focus();
  }, [added]);
  const noteId = (si: number, ni: number) => `${idPrefix}-note-${si}-${ni}`;

  const sentences = draft.sents.map((sentence, si) => {
    const notes = sentence.notes ?? [];
    return (
      <fieldset key={si} className="mb-4">
        <legend className="h6">
          Sentence {si + 1}: {sentence.text}
        </legend>
        <Form.Group className="mb-2" controlId={`${idPrefix}-trans-${si}`}>
          <Form.Label>Translation</Form.Label>
          <Form.Control value={sentence.trans} onChange={(event) => onTranslation(si, event.target.value)} />
        </Form.Group>
        <Form.Group className="mb-2" controlId={`${idPrefix}-lit-${si}`}>
          <Form.Label>Literal translation</Form.Label>
          <Form.Control value={sentence.lit ?? ''} onChange={(event) => onLiteral(si, event.target.value)} />
        </Form.Group>
        {notes.map((note, ni) => (
          <Form.Group key={ni} className="mb-2" controlId={noteId(si, ni)}>
            <Form.Label>Note {ni + 1}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={note}
              aria-describedby={`${idPrefix}-notes-hint`}
              onChange={(event) => onNote(si, ni, event.target.value)}
            />
          </Form.Group>
        ))}
        <Button
          variant="outline-secondary"
          size="sm"
          className="mb-3"
          onClick={() => {
            onNote(si, notes.length, '');
            setAdded(noteId(si, notes.length));
          }}
        >
          Add a note<span className="visually-hidden"> to sentence {si + 1}</span>
        </Button>
        <Row xs={2} md={4} lg={6}>
          {sentence.words.map((word, wi) =>
            word.punct ? null : (
              <Col key={wi}>
                <Form.Group className="mb-1" controlId={`${idPrefix}-gloss-${si}-${wi}`}>
                  <Form.Label>Gloss of {wordLabel(word.text)}</Form.Label>
                  <Form.Control
                    value={word.gloss}
                    onChange={(event) => onGloss(si, wi, event.target.value)}
                  />
                </Form.Group>
                <Form.Group className="mb-2" controlId={`${idPrefix}-pos-${si}-${wi}`}>
                  <Form.Label className="small">Part of speech of {wordLabel(word.text)}</Form.Label>
                  <Form.Control
                    size="sm"
                    value={word.pos ?? ''}
                    onChange={(event) => onPartOfSpeech(si, wi, event.target.value)}
                  />
                </Form.Group>
              </Col>
            ),
          )}
        </Row>
      </fieldset>
    );
  });
  return (
    <>
      <p id={`${idPrefix}-notes-hint`} className="small text-body-secondary">
        A note left empty is dropped when the text is submitted.
      </p>
      {sentences}
    </>
  );
}
