import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, ProgressBar } from 'react-bootstrap';
import { PageHeader } from '../../components/page-header';
import { download, downloadRecords, fetchCatalog, removeDownload } from '../../offline/downloads';
import type { CatalogEntry, Progress } from '../../offline/downloads';
import type { DownloadRecord } from '../../offline/offline-db';
import { useOnline } from '../../offline/online-status';
import { formatSize } from './format-size';
import { storageQuery, askToKeep, roomFor } from './storage';

const catalogQuery = {
  queryKey: ['offline', 'catalog'],
  queryFn: fetchCatalog,
  staleTime: 0,
  meta: { what: 'downloads' },
};
const recordsQuery = { queryKey: ['offline', 'records'], queryFn: downloadRecords, staleTime: 0 };

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function sizeOf(entry: CatalogEntry): string {
  const recordings =
    entry.audioFiles === 0
      ? 'no recordings'
      : `${entry.audioFiles} ${entry.audioFiles === 1 ? 'recording' : 'recordings'}`;
  return `${formatSize(entry.dataBytes + entry.audioBytes)}, ${recordings}`;
}

interface Active {
  key: string;
  progress: Progress;
}

/**
 * /offline: what the learner makes available on this device (ADR 065). Each download shows its size
 * before, a progress bar during, and after, its size, date and "Remove". The device's storage and
 * what waits to be sent are said here too.
 */
export function OfflinePage() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const catalog = useQuery({ ...catalogQuery, enabled: online });
  const records = useQuery(recordsQuery);
  const storage = useQuery(storageQuery);
  const [active, setActive] = useState<Active | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const byKey = new Map((records.data ?? []).map((record) => [record.key, record]));
  const refresh = () => Promise.all([records.refetch(), storage.refetch()]);

  async function makeAvailable(entry: CatalogEntry) {
    setFailure(null);
    const room = await roomFor(entry.dataBytes + entry.audioBytes);
    if (room.kind === 'full') {
      setFailure(
        `There is not enough space on this device for ${entry.title}: it needs ${formatSize(room.needed)}, and ${formatSize(room.left)} is left.`,
      );
      return;
    }
    await askToKeep();
    setActive({ key: entry.key, progress: { done: 0, total: 1 } });
    try {
      await download(entry, (progress) => setActive({ key: entry.key, progress }));
    } catch (error) {
      setFailure(
        `${entry.title} could not be downloaded. ${error instanceof Error ? error.message : ''}`.trim(),
      );
    } finally {
      setActive(null);
      await refresh();
      await queryClient.invalidateQueries({ queryKey: catalogQuery.queryKey });
    }
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
      {failure && (
        <Alert variant="danger" onClose={() => setFailure(null)} dismissible>
          {failure}
        </Alert>
      )}
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
            title={entry.title}
            size={sizeOf(entry)}
            record={byKey.get(entry.key)}
            stale={byKey.has(entry.key) && byKey.get(entry.key)?.version !== entry.version}
            active={active?.key === entry.key ? active.progress : null}
            busy={active !== null}
            onDownload={() => void makeAvailable(entry)}
            onRemove={(record) => void remove(record)}
          />
        ))}
        {(online ? notOffered : (records.data ?? [])).map((record) => (
          <DownloadItem
            key={record.key}
            title={record.title}
            record={record}
            active={null}
            busy={active !== null}
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
  title: string;
  size?: string;
  record: DownloadRecord | undefined;
  stale?: boolean;
  active: Progress | null;
  busy: boolean;
  onDownload?: () => void;
  onRemove: (record: DownloadRecord) => void;
}

function DownloadItem({ title, size, record, stale, active, busy, onDownload, onRemove }: ItemProps) {
  const headingId = `download-${title.replace(/\W+/g, '-')}`;
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
        <ProgressBar
          now={percent}
          label={`${percent}%`}
          aria-label={`Downloading ${title}`}
          className="mb-2"
        />
      )}
      {record ? (
        <Button variant="outline-danger" disabled={busy} onClick={() => onRemove(record)}>
          Remove
        </Button>
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
