import { useId } from 'react';
import { Button } from 'react-bootstrap';
import { useSession } from '../../api/session';
import { formatSize } from '../../lib/format-size';
import type { CatalogEntry } from '../../offline/download-catalog';
import { dismissFailure, useOfflineDownload, waitMessage } from '../../offline/download-manager';
import { PlainAlert } from '../plain-alert';

/** A download's size as the learner reads it before choosing: '1.2 MB, 20 recordings'. */
export function downloadSize(entry: Pick<CatalogEntry, 'dataBytes' | 'audioBytes' | 'audioFiles'>): string {
  const recordings =
    entry.audioFiles === 0
      ? 'no recordings'
      : `${entry.audioFiles.toLocaleString('en-US')} ${entry.audioFiles === 1 ? 'recording' : 'recordings'}`;
  return `${formatSize(entry.dataBytes + entry.audioBytes)}, ${recordings}`;
}

interface Props {
  /** The download's key in the catalog: `lesson:<id>`, `deck`, `lexicon:chosen`, `texts`. */
  downloadKey: string;
  /** What the download is called here, when not the catalog's title ("this lesson"). */
  label?: string;
  className?: string;
}

/**
 * "Make available offline" where the learner studies (ADR 067): the download's size before it is
 * made, its progress (and a wait the server asked for), "Available offline" once it is on the
 * device, "Update available" when the server's copy changed, and a failure in plain words with
 * "Try again". Nothing shows for what the server does not offer this account.
 */
export function MakeAvailableOffline(props: Props) {
  // Downloads are an account's (a visitor browsing the public dictionary has none).
  return useSession().username ? <OfflineControl {...props} /> : null;
}

function OfflineControl({ downloadKey, label, className }: Props) {
  const { state, start } = useOfflineDownload(downloadKey);
  const describedBy = useId();
  if (state.kind === 'unavailable') return null;
  if (state.kind === 'checking') return <RoomKept label={label} className={className} />;
  const title =
    label ??
    (state.kind === 'ready' || state.kind === 'update'
      ? state.record.title
      : (state.entry?.title ?? 'this download'));
  const classes = `d-flex flex-wrap align-items-center gap-2 ${className ?? ''}`.trim();

  switch (state.kind) {
    case 'offer':
      return (
        <div className={classes}>
          <Button variant="outline-primary" size="sm" onClick={start} aria-describedby={describedBy}>
            Make available offline
          </Button>
          <span id={describedBy} className="small text-body-secondary">
            {`${title}: ${downloadSize(state.entry)}`}
          </span>
        </div>
      );
    case 'downloading': {
      const { done, total, waitSeconds } = state.progress;
      const percent = Math.round((100 * done) / Math.max(1, total));
      return (
        <div className={classes}>
          {/* Bootstrap's markup (ADR 078): the inner bar is the progressbar role, which the name must be on. */}
          <div className="progress flex-grow-1" style={{ minWidth: '8rem' }}>
            <div
              role="progressbar"
              className="progress-bar"
              style={{ width: `${percent}%` }}
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={`Downloading ${title}`}
            >{`${percent}%`}</div>
          </div>
          <span role="status" className="small">
            {waitSeconds ? waitMessage(waitSeconds) : `Downloading ${title}...`}
          </span>
        </div>
      );
    }
    case 'failed':
      return (
        <div className={classes}>
          <PlainAlert
            variant="warning"
            className="mb-0 py-2 small flex-grow-1"
            onClose={() => dismissFailure(downloadKey)}
          >
            {state.message}
          </PlainAlert>
          {state.entry && (
            <Button variant="outline-primary" size="sm" onClick={start}>
              Try again
            </Button>
          )}
        </div>
      );
    case 'ready':
      return (
        <div className={classes}>
          <span aria-hidden="true">✓</span>
          <span className="small">
            {`Available offline: ${title}, ${formatSize(state.record.bytes)} on this device.`}
          </span>
        </div>
      );
    case 'update':
      return (
        <div className={classes}>
          <span id={describedBy} className="small">
            {`Update available: ${title} changed (${downloadSize(state.entry)}).`}
          </span>
          <Button variant="outline-primary" size="sm" onClick={start} aria-describedby={describedBy}>
            Update
          </Button>
        </div>
      );
  }
}

/**
 * While the device's records and the server's catalog are read, the offer's room, unseen and out of
 * the accessibility tree: the page below does not jump down when the control appears (Lighthouse
 * measured /words's layout shift at 0.07 from it; ADR 076). Where nothing is offered after all, the
 * room goes.
 */
function RoomKept({ label, className }: Pick<Props, 'label' | 'className'>) {
  return (
    <div
      className={`d-flex flex-wrap align-items-center gap-2 ${className ?? ''}`.trim()}
      style={{ visibility: 'hidden' }}
      aria-hidden="true"
    >
      <Button variant="outline-primary" size="sm" tabIndex={-1}>
        Make available offline
      </Button>
      <span className="small">{`${label ?? 'this download'}: 000 KB, 00 recordings`}</span>
    </div>
  );
}
