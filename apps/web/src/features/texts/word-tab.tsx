import { Col, Form, Row } from 'react-bootstrap';
import { wordLabel } from './draft';
import type { Draft } from './draft';

interface WordTabProps {
  idPrefix: string;
  draft: Draft;
  onTranslation: (sentence: number, trans: string) => void;
  onGloss: (sentence: number, word: number, gloss: string) => void;
}

/** Per sentence a translation, per word a gloss. */
export function WordTab({ idPrefix, draft, onTranslation, onGloss }: WordTabProps) {
  return draft.sents.map((sentence, si) => (
    <fieldset key={si} className="mb-4">
      <legend className="h6">
        Sentence {si + 1}: {sentence.text}
      </legend>
      <Form.Group className="mb-2" controlId={`${idPrefix}-trans-${si}`}>
        <Form.Label>Translation</Form.Label>
        <Form.Control value={sentence.trans} onChange={(event) => onTranslation(si, event.target.value)} />
      </Form.Group>
      <Row xs={2} md={4} lg={6}>
        {sentence.words.map((word, wi) => (
          <Col key={wi}>
            <Form.Group className="mb-2" controlId={`${idPrefix}-gloss-${si}-${wi}`}>
              <Form.Label>Gloss of {wordLabel(word.text)}</Form.Label>
              <Form.Control value={word.gloss} onChange={(event) => onGloss(si, wi, event.target.value)} />
            </Form.Group>
          </Col>
        ))}
      </Row>
    </fieldset>
  ));
}
