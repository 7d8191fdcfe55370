import { Badge } from 'react-bootstrap';
import type { Visibility } from '@langapp/shared';

/**
 * Marks an item only teachers see (learners no longer meet it anywhere), so the lists show at a
 * glance what is held back. Nothing for the other levels.
 */
export function TeachersOnlyBadge({
  visibility,
  className = '',
}: {
  visibility?: Visibility;
  className?: string;
}) {
  if (visibility !== 'teachers') return null;
  return (
    <Badge bg="secondary" className={`ms-1 align-middle ${className}`.trim()}>
      Teachers only
    </Badge>
  );
}
