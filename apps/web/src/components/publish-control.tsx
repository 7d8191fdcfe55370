import { useId } from 'react';
import { Badge, Button } from 'react-bootstrap';

/**
 * The admin's publish control for a text or a lesson: the state as a coloured badge with its word
 * (green 'Published', yellow 'Unpublished'), and a button that flips it, named after what it
 * publishes ('Publish lesson ab12') and described by the state.
 */
export function PublishControl({
  what,
  published,
  busy,
  onToggle,
  className = '',
}: {
  /** What is published, as the button's name ends: 'lesson ab12', 'text River story'. */
  what: string;
  published: boolean;
  busy: boolean;
  onToggle: (publish: boolean) => void;
  className?: string;
}) {
  const stateId = useId();
  return (
    <span className={`d-inline-flex align-items-center gap-2 ${className}`.trim()}>
      <Badge id={stateId} bg={published ? 'success' : 'warning'} text={published ? undefined : 'dark'}>
        {published ? 'Published' : 'Unpublished'}
      </Badge>
      <Button
        size="sm"
        variant={published ? 'outline-warning' : 'outline-success'}
        className="text-body"
        aria-describedby={stateId}
        disabled={busy}
        onClick={() => onToggle(!published)}
      >
        {published ? 'Unpublish' : 'Publish'}
        <span className="visually-hidden"> {what}</span>
      </Button>
    </span>
  );
}
