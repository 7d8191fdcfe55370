import { Form } from 'react-bootstrap';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import type { Draft } from './draft';

interface BaseTabProps {
  idPrefix: string;
  draft: Draft;
  onTitle: (title: string) => void;
  onBaseText: (baseText: string) => void;
}

/** Title and base text: one sentence per line, words separated by spaces, empty lines skipped. */
export function BaseTab({ idPrefix, draft, onTitle, onBaseText }: BaseTabProps) {
  const count = draft.sents.length;
  return (
    <>
      <Form.Group className="mb-3" controlId={`${idPrefix}-title`}>
        <Form.Label>Title</Form.Label>
        <Form.Control value={draft.title} onChange={(event) => onTitle(event.target.value)} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-base-text`}>
        <Form.Label>Base text</Form.Label>
        <Form.Control
          as="textarea"
          rows={10}
          {...LANGUAGE_FIELD}
          value={draft.baseText}
          aria-describedby={`${idPrefix}-base-text-hint`}
          onChange={(event) => onBaseText(event.target.value)}
        />
        <Form.Text id={`${idPrefix}-base-text-hint`}>
          One sentence per line; words are separated by spaces. Empty lines are skipped.
        </Form.Text>
      </Form.Group>
      <p>
        {count} {count === 1 ? 'sentence' : 'sentences'}.
      </p>
    </>
  );
}
