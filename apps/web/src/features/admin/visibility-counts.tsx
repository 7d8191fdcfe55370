import { useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'react-bootstrap';
import { VISIBILITY_KINDS, VISIBILITY_LEVELS } from '@langapp/shared';
import type { VisibilityKind } from '@langapp/shared';
import { visibilityCountsQuery } from '../../api/visibility';
import { Loading } from '../../components/loading';
import { VISIBILITY_LABELS } from '../../components/visibility/visibility-select';

const KIND_LABELS: Readonly<Record<VisibilityKind, string>> = {
  entry: 'Dictionary entries',
  example: 'Example sentences of senses',
  sentence: 'Sentences',
  text: 'Texts',
  lesson: 'Lessons',
  'word-recording': 'Recordings of words',
  'sentence-recording': 'Recordings of sentences',
  'lesson-recording': 'Lesson recordings',
};

/**
 * How many items of each kind are at each level (GET /api/admin/visibility-counts; ADR 062). Below
 * 576 px each kind is a card, its three figures each under its level's name (ADR 054).
 */
export function VisibilityCounts() {
  const counts = useQuery(visibilityCountsQuery);
  if (counts.isPending) return <Loading label="Loading who sees what..." />;
  if (counts.isError)
    return (
      <Alert variant="danger">
        The counts of who sees what could not be loaded. Please refresh the page.
      </Alert>
    );
  return (
    <Table responsive size="sm" className="mb-4 w-auto table-stacked">
      <caption className="visually-hidden">How many items each level lets see</caption>
      <thead>
        <tr>
          <th scope="col">Items</th>
          {VISIBILITY_LEVELS.map((level) => (
            <th key={level} scope="col" className="text-end">
              {VISIBILITY_LABELS[level]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {VISIBILITY_KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row" className="fw-normal">
              {KIND_LABELS[kind]}
            </th>
            {VISIBILITY_LEVELS.map((level) => (
              <td key={level} className="text-sm-end" data-label={VISIBILITY_LABELS[level]}>
                {counts.data[kind][level]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
