import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { recordingCoverageQuery } from '../../api/recording-coverage';
import { remoteStatus } from '../../api/remote-status';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { CoverageFigures } from './coverage-figures';
import { coverageFilterParams, readCoverageFilter } from './coverage-filter';
import type { CoverageFilter } from './coverage-filter';
import { MissingList } from './missing-recordings-list';
import { RecordingsToConfirm } from './recordings-to-confirm';
import { SpeakersPanel } from './speakers-panel';
import { WaitingRecordings } from './waiting-recordings';

/**
 * /admin/recordings, the console's recording coverage: how many words and sentences have a
 * recording (in all and by speaker), the recordings homographs shared that wait to be confirmed,
 * then those still to record, filtered by part of speech and lesson, each with the audio modal's
 * record button (docs/decisions/033).
 */
export function RecordingCoveragePage() {
  const coverage = useQuery(recordingCoverageQuery);
  const status = remoteStatus(coverage);
  const [params, setParams] = useSearchParams();
  const filter = readCoverageFilter(params);
  const setFilter = useCallback(
    (next: CoverageFilter) => setParams(coverageFilterParams(next), { replace: true }),
    [setParams],
  );

  return (
    <>
      <PageHeader title="Recording coverage" />
      <p>
        <Link to="/record/session">Start a recording session</Link>: record what is still missing in one
        sitting.
      </p>
      {status === 'loading' && <Loading label="Loading the recording coverage..." />}
      {status === 'error' && (
        <Alert variant="danger">The recording coverage could not be loaded. Please refresh the page.</Alert>
      )}
      {coverage.data && <CoverageFigures coverage={coverage.data} />}
      <WaitingRecordings />
      <RecordingsToConfirm />
      <SpeakersPanel />
      <MissingList coverage={coverage.data} filter={filter} setFilter={setFilter} />
    </>
  );
}
