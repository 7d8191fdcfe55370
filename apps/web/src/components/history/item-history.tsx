import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { FieldChange, HistoryKind, HistorySource, HistoryVersion } from '@langapp/shared';
import { historyQuery, useRestoreVersion } from '../../api/history';
import { ApiError } from '../../lib/api-client';
import { formatPacificDateTime } from '../../lib/format-date';

const NOUN: Record<HistoryKind, string> = { entry: 'entry', sentence: 'sentence', text: 'text' };

/** How a change was made, after who made it ('teacher, in the console'). */
const HOW: Record<HistorySource, string> = {
  console: 'in the console',
  cli: 'from the command line',
  import: 'by an import',
  restore: 'by restoring an earlier version',
  suggestion: "by accepting a learner's suggestion",
  visibility: 'by a change of visibility',
  earlier: 'before its history was kept',
};

/** Who made a change and how: the account's name, or the command line where none did. */
function madeBy(version: HistoryVersion): string {
  if (version.who) return `${version.who}, ${HOW[version.source]}`;
  if (version.source === 'cli') return 'From the command line';
  if (version.source === 'import') return 'By an import from the command line';
  return `By an account that no longer exists, ${HOW[version.source]}`;
}

/** A value as it was or became: struck out or underlined, '(empty)' plain where there was none. */
function Value({ value, as: Tag }: { value: string; as: 'del' | 'ins' }) {
  return value ? <Tag>{value}</Tag> : <span className="text-body-secondary">(empty)</span>;
}

function Change({ change }: { change: FieldChange }) {
  return (
    <li className="text-break">
      <span className="fw-semibold">{change.field}</span>: <Value value={change.before} as="del" />{' '}
      <span aria-hidden="true">→</span>
      <span className="visually-hidden"> changed to</span> <Value value={change.after} as="ins" />
    </li>
  );
}

interface ItemHistoryProps {
  kind: HistoryKind;
  id: string | number;
  /** What the item is called in the headings ('tahak', 'The river'). */
  name: string;
  /** After a restore, once the item's queries are fresh (e.g. to draw its form again). */
  onRestored?: () => void;
}

/**
 * The History of an entry, a sentence or a text in the console (issue 27, ADR 059): a button that
 * shows the versions newest first (when, who and how, each field changed before → after), with
 * "Restore this version" on each older one.
 */
export function ItemHistory({ kind, id, name, onRestored }: ItemHistoryProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-3">
      <Button
        variant="outline-secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide history' : 'History'}
        <span className="visually-hidden"> of {name}</span>
      </Button>
      {open && <HistoryPanel id={panelId} kind={kind} itemId={id} name={name} onRestored={onRestored} />}
    </div>
  );
}

function HistoryPanel({
  id,
  kind,
  itemId,
  name,
  onRestored,
}: {
  id: string;
  kind: HistoryKind;
  itemId: string | number;
  name: string;
  onRestored?: () => void;
}) {
  const versions = useQuery(historyQuery(kind, itemId));
  const restore = useRestoreVersion(kind, itemId);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  async function restoreVersion(version: HistoryVersion) {
    setMessage('');
    setFailure('');
    try {
      await restore.mutateAsync(version.id);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.isRefusal && error.serverError
          ? error.serverError
          : 'The version could not be restored. Please try again.',
      );
      return;
    }
    setMessage(
      `The version of ${formatPacificDateTime(version.at)} is restored. The restore is now the newest version.`,
    );
    heading.current?.focus();
    onRestored?.();
  }

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="border rounded p-3 mt-2">
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="h5">
        History of {name}
      </h3>
      <p role="status" className={message ? 'fw-semibold' : 'visually-hidden'}>
        {message}
      </p>
      {failure && <Alert variant="danger">{failure}</Alert>}
      {versions.isPending && <p>Loading the history...</p>}
      {versions.isError && <Alert variant="danger">The history could not be loaded. Please try again.</Alert>}
      {versions.data?.length === 0 && (
        <p>No change to this {NOUN[kind]} has been recorded yet. Every change from now on is kept here.</p>
      )}
      {versions.data && versions.data.length > 0 && (
        <ol className="list-unstyled mb-0">
          {versions.data.map((version) => {
            const versionHeading = `${id}-version-${version.id}`;
            return (
              <li key={version.id} className="border-top pt-2 mt-2">
                <h4 id={versionHeading} className="h6 mb-1">
                  {version.source === 'earlier'
                    ? `Before ${formatPacificDateTime(version.at)}`
                    : formatPacificDateTime(version.at)}
                </h4>
                <p className="mb-1 small">
                  {version.source === 'earlier'
                    ? `The ${NOUN[kind]} as it was before its first recorded change.`
                    : `${madeBy(version)}.`}
                  {version.current && ` This is the ${NOUN[kind]} as it is now.`}
                  {version.deleted && ` The ${NOUN[kind]} was deleted in this version.`}
                </p>
                {version.changes.length > 0 && (
                  <ul className="mb-2">
                    {version.changes.map((change) => (
                      <Change key={change.field} change={change} />
                    ))}
                  </ul>
                )}
                {version.restorable && (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    className="mb-2"
                    aria-describedby={versionHeading}
                    disabled={restore.isPending}
                    onClick={() => void restoreVersion(version)}
                  >
                    Restore this version
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
