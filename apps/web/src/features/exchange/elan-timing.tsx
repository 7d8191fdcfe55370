import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import type { ImportUploadFields } from '@langapp/shared';
import { textIndexQuery } from '../../api/texts';

/**
 * The Import page's timing picker (ADR 094, on ADR 087's `timeText`): an ELAN file read as the times
 * of a text already here (e.g. one from FLEx) rather than as a text of its own. Its dry run lists
 * the sentences matched and those that are not.
 */
export function ElanTimingChoice({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: ImportUploadFields['timeText'];
  disabled?: boolean;
  onChange: (timeText: ImportUploadFields['timeText']) => void;
}) {
  const texts = useQuery(textIndexQuery);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>An ELAN file (.eaf) brings</Form.Label>
      <Form.Select
        value={value === undefined ? '' : String(value)}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">A text of its own (new, or the text of the same title)</option>
        {texts.data?.map((text) => (
          <option key={text.id} value={text.id}>
            The times of “{text.title}”
          </option>
        ))}
      </Form.Select>
      <Form.Text>
        Take the times of an existing text’s sentences from an .eaf of the same recording: its sentences are
        matched one by one, and the check lists those that are not.
      </Form.Text>
    </Form.Group>
  );
}
