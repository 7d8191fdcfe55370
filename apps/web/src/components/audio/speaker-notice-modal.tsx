import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import type { SpeakerNotice } from '@langapp/shared';

/**
 * The dialog of a speaker's notice (ADR 061): the notice, "Not now" and "Play". The dialog takes the
 * focus and is read by its title and notice; Escape and the close button are "Not now". In a chunk
 * of its own: loaded the first time a notice is shown.
 */
export function SpeakerNoticeModal({
  notice,
  onAnswer,
}: {
  notice: SpeakerNotice;
  onAnswer: (play: boolean) => void;
}) {
  const titleId = useId();
  const noticeId = useId();
  return (
    <Modal show onHide={() => onAnswer(false)} aria-labelledby={titleId} aria-describedby={noticeId} centered>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          About the recordings of {notice.speaker}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id={noticeId} className="mb-0" style={{ whiteSpace: 'pre-line' }}>
          {notice.notice}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => onAnswer(false)}>
          Not now
        </Button>
        <Button variant="primary" onClick={() => onAnswer(true)}>
          Play
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
