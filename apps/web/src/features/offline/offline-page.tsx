import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, ProgressBar } from 'react-bootstrap';
import { downloadSize } from '../../components/offline/make-available-offline';
import { PageHeader } from '../../components/page-header';
import { formatSize } from '../../lib/format-size';
import { storageQuery } from '../../offline/device-storage';
import type { CatalogEntry } from '../../offline/download-catalog';
import {
  dismissFailure,
  offlineCatalogQuery,
  offlineRecordsQuery,
  startDownload,
  useActiveDownload,
  waitMessage,
} from '../../offline/download-manager';
import { removeDownload } from '../../offline/downloads';
import type { DownloadRecord } from '../../offline/offline-db';
import { useOnline } from '../../offline/online-status';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * /offline: what the learner makes available on this device (ADR 065). Each download shows its size
 * before, a progress bar during, and after, its size, date and "Remove". The device's storage and
 * what waits to be sent are said here too.
 */
export function OfflinePage() {
  const online = useOnline();
  const queryClient = useQueryClient();
  // Asked afresh on this page: the sizes and versions as they are now.
  const catalog = useQuery({ ...offlineCatalogQuery, staleTime: 0, enabled: online });
  const records = useQuery(offlineRecordsQuery);
  const storage = useQuery(storageQuery);

  const byKey = new Map((records.data ?? []).map((record) => [record.key, record]));
  const refresh = () => Promise.all([records.refetch(), storage.refetch()]);

  async function makeAvailable(entry: CatalogEntry) {
    await startDownload(entry);
    await refresh();
    await queryClient.invalidateQueries({ queryKey: offlineCatalogQuery.queryKey });
  }

  async function remove(record: DownloadRecord) {
    await removeDownload(record.key);
    await refresh();
  }

  const offered = catalog.data ?? [];
  const notOffered = (records.data ?? []).filter(
    (record) => !offered.some((entry) => entry.key === record.key),
  );

  return (
    <>
      <PageHeader title="Offline downloads" />
      <p>
        Make lessons, words, texts and your review available on this device, to learn without a connection.
        What you do offline is sent when you are back online.
      </p>
      {storage.data && <StorageLine storage={storage.data} />}
      {!online && (
        <p>You are offline: the downloads on this device are listed; new ones need a connection.</p>
      )}
      {online && catalog.isError && (
        <Alert variant="danger">The downloads could not be loaded. Please refresh the page.</Alert>
      )}
      {online && catalog.isPending && <p role="status">Loading...</p>}
      <ul className="list-unstyled offline-downloads">
        {offered.map((entry) => (
          <DownloadItem
            key={entry.key}
            downloadKey={entry.key}
            title={entry.title}
            size={downloadSize(entry)}
            record={byKey.get(entry.key)}
            stale={byKey.has(entry.key) && byKey.get(entry.key)?.version !== entry.version}
            onDownload={() => void makeAvailable(entry)}
            onRemove={(record) => void remove(record)}
          />
        ))}
        {(online ? notOffered : (records.data ?? [])).map((record) => (
          <DownloadItem
            key={record.key}
            downloadKey={record.key}
            title={record.title}
            record={record}
            onRemove={(r) => void remove(r)}
          />
        ))}
      </ul>
    </>
  );
}

function StorageLine({ storage }: { storage: { usage: number; quota: number; persisted: boolean } }) {
  const nearlyFull = storage.quota > 0 && storage.usage / storage.quota > 0.8;
  return (
    <>
      <p>
        {`This app keeps ${formatSize(storage.usage)} on this device, which lets it use up to ${formatSize(storage.quota)}. `}
        {storage.persisted
          ? 'The browser keeps the downloads until you remove them.'
          : 'The browser may remove the downloads if the device runs short of space.'}
      </p>
      {nearlyFull && (
        <Alert variant="warning">
          The space this app may use on this device is nearly full. Remove a download before adding another.
        </Alert>
      )}
    </>
  );
}

interface ItemProps {
  downloadKey: string;
  title: string;
  size?: string;
  record: DownloadRecord | undefined;
  stale?: boolean;
  onDownload?: () => void;
  onRemove: (record: DownloadRecord) => void;
}

function DownloadItem({ downloadKey, title, size, record, stale, onDownload, onRemove }: ItemProps) {
  const headingId = `download-${title.replace(/\W+/g, '-')}`;
  // Each download on its own: one in progress or failed leaves the others' buttons as they are.
  const current = useActiveDownload(downloadKey);
  const active = current?.status === 'downloading' ? current.progress : null;
  const busy = active !== null;
  const percent = active ? Math.round((100 * active.done) / Math.max(1, active.total)) : 0;
  return (
    <li className="border rounded p-3 mb-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {title}
      </h2>
      {record ? (
        <p className="mb-2">
          {`On this device: ${formatSize(record.bytes)}, downloaded ${dateFormat.format(new Date(record.savedAt))}.`}
          {stale && ' It changed on the server: it is brought up to date when you are online.'}
        </p>
      ) : (
        size && <p className="mb-2">{`Size: ${size}.`}</p>
      )}
      {active && (
        // Nested: the inner bar is the progressbar role, which the name must be on.
        <ProgressBar className="mb-2">
          <ProgressBar now={percent} label={`${percent}%`} aria-label={`Downloading ${title}`} />
        </ProgressBar>
      )}
      {active?.waitSeconds && (
        <p role="status" className="small">
          {waitMessage(active.waitSeconds)}
        </p>
      )}
      {current?.status === 'failed' && (
        <Alert variant="danger" onClose={() => dismissFailure(downloadKey)} dismissible>
          {current.message}
        </Alert>
      )}
      {record ? (
        <>
          {stale && onDownload && (
            <Button variant="primary" className="me-2" disabled={busy} onClick={onDownload}>
              Update
            </Button>
          )}
          <Button variant="outline-danger" disabled={busy} onClick={() => onRemove(record)}>
            Remove
          </Button>
        </>
      ) : (
        onDownload && (
          <Button variant="primary" disabled={busy} onClick={onDownload}>
            Make available offline
          </Button>
        )
      )}
    </li>
  );
}
