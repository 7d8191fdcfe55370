import { MISSING_RECORDINGS_PAGE_SIZE } from '@langapp/shared';
import type { RecordingCoverageKind } from '@langapp/shared';
import type { MissingRecordingsFilter } from '../../api/recording-coverage';

/**
 * The recording coverage page's list filters, kept in the address (?kind=sentence&lesson=s1a1&page=2)
 * so that a reload or a shared link shows the same list. Anything unreadable is left at its default.
 */
export interface CoverageFilter {
  kind: RecordingCoverageKind;
  pos: string;
  lesson: string;
  /** 1-based. */
  page: number;
}

export function readCoverageFilter(params: URLSearchParams): CoverageFilter {
  const kind = params.get('kind') === 'sentence' ? 'sentence' : 'word';
  const page = Number(params.get('page'));
  return {
    kind,
    pos: kind === 'word' ? (params.get('pos') ?? '') : '',
    lesson: params.get('lesson') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's search part for `filter`, defaults left out. */
export function coverageFilterParams(filter: CoverageFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind === 'sentence') params.set('kind', 'sentence');
  if (filter.kind === 'word' && filter.pos) params.set('pos', filter.pos);
  if (filter.lesson) params.set('lesson', filter.lesson);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** What the server is asked for: the filter's page of MISSING_RECORDINGS_PAGE_SIZE rows. */
export const missingRecordingsRequest = (filter: CoverageFilter): MissingRecordingsFilter => ({
  kind: filter.kind,
  pos: filter.pos,
  lesson: filter.lesson,
  offset: (filter.page - 1) * MISSING_RECORDINGS_PAGE_SIZE,
});
