import { useQuery } from '@tanstack/react-query';
import { whoQuery } from '../../api/accounts';

/**
 * Whether a learner is signed in, read from the session check (GET /api/who) the app makes once at
 * start; false until it has answered. Reads the cache itself, so a control works inside or outside
 * the session provider.
 */
export function useSignedIn(): boolean {
  const { data } = useQuery({ ...whoQuery, select: (who) => who.username !== null });
  return data === true;
}
