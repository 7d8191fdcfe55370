import { useQuery } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { remoteStatus } from '../../api/remote-status';
import { textIndexQuery } from '../../api/texts';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';

/**
 * The console's Texts section (/admin/texts, ADR 094): every text, published or not, with a link to
 * read it and one to align it by hand on its recording.
 */
export function AlignTextsPage() {
  const index = useQuery(textIndexQuery);
  const status = remoteStatus(index);
  return (
    <>
      <PageHeader title="Texts" />
      <p>
        Open a text to read, edit or give it a recording; align it to set where each sentence is heard in its
        recording, for the read-along and ELAN. New texts come from <Link to="/annotate">Annotate texts</Link>{' '}
        or the <Link to="/admin/import">Import</Link>.
      </p>
      {status === 'loading' && <Loading label="Loading text index..." />}
      {status === 'error' && (
        <Alert variant="danger">The text index could not be loaded. Please refresh the page.</Alert>
      )}
      {index.data?.length === 0 && <p>There are no texts yet.</p>}
      {index.data && index.data.length > 0 && (
        <ul className="list-unstyled">
          {index.data.map((item) => (
            <li key={item.id} className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <Link to={`/text-view?id=${item.id}`} className="text-break">
                {item.title}
              </Link>
              {item.published !== 1 && <span className="badge text-bg-secondary">Unpublished</span>}
              <Link
                to={`/admin/texts/align?id=${item.id}`}
                className="btn btn-sm btn-outline-primary"
                aria-label={`Align ${item.title}`}
              >
                Align
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
