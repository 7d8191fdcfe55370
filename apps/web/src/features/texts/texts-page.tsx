import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { TextIndexItem } from '@langapp/shared';
import { remoteStatus } from '../../api/remote-status';
import { textIndexQuery, useSetTextPublished } from '../../api/texts';
import { PageHeader } from '../../components/page-header';
import { PublishControl } from '../../components/publish-control';
import { useSession } from '../../lib/session/session-context';

export const publishedAlert = (id: number, published: boolean) =>
  published ? `Published text ${id}!` : `Unpublished text ${id}!`;
export const publishErrorAlert = (id: number) => `Error publishing/unpublishing text ${id}!`;

/** /texts: the text index; admins also publish and unpublish texts and add new ones. */
export function TextsPage() {
  const { admin } = useSession();
  const index = useQuery(textIndexQuery);
  const status = remoteStatus(index);
  const setPublished = useSetTextPublished();
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());

  async function togglePublished(item: TextIndexItem) {
    const publish = item.published !== 1;
    setBusy((previous) => new Set(previous).add(item.id));
    try {
      await setPublished.mutateAsync({ id: item.id, published: publish });
      window.alert(publishedAlert(item.id, publish));
    } catch {
      window.alert(publishErrorAlert(item.id));
    } finally {
      setBusy((previous) => {
        const next = new Set(previous);
        next.delete(item.id);
        return next;
      });
    }
  }

  const isAdmin = admin === true;
  return (
    <>
      <PageHeader title="Texts" />
      {isAdmin && (
        <Link to="/annotate" className="btn btn-primary mb-3">
          Add Text
        </Link>
      )}
      {status === 'loading' && <p role="status">Loading text index...</p>}
      {status === 'error' && (
        <Alert variant="danger">The text index could not be loaded. Please refresh the page.</Alert>
      )}
      {index.data && (
        <ul className="list-unstyled">
          {index.data.map((item) => (
            <li key={item.id} className="d-flex align-items-center gap-2 mb-2">
              {isAdmin && (
                <PublishControl
                  what={`text ${item.title}`}
                  published={item.published === 1}
                  busy={busy.has(item.id)}
                  onToggle={() => void togglePublished(item)}
                  className="flex-shrink-0"
                />
              )}
              <Link to={`/text-view?id=${item.id}`}>{item.title}</Link>
            </li>
          ))}
          {index.data.length === 0 && <li>There are no texts yet.</li>}
        </ul>
      )}
      <p>
        <Link to="/text-view-legacy">Text 0 (sample text)</Link>
      </p>
    </>
  );
}
