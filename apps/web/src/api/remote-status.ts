import type { UseQueryResult } from '@tanstack/react-query';

/** Where a page's data stands, as the pages show it: not wanted yet, on its way, here, or failed. */
export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A query's state as a page shows it. Data once arrived stays 'ready' through a refetch, even a
 * failed one (no flash of a loading or error message); a query not enabled yet is 'idle'.
 */
export function remoteStatus(
  query: Pick<UseQueryResult, 'data' | 'isError' | 'fetchStatus' | 'isPending'>,
): RemoteStatus {
  if (query.data !== undefined) return 'ready';
  if (query.isError) return 'error';
  return query.isPending && query.fetchStatus === 'idle' ? 'idle' : 'loading';
}
