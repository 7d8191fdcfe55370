import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { TextIndexItem } from '@langapp/shared';
import { remoteStatus } from '../../api/remote-status';
import { useSession } from '../../api/session';
import { textIndexQuery, useSetTextPublished } from '../../api/texts';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { MakeAvailableOffline } from '../../components/offline/make-available-offline';
import { PageHeader } from '../../components/page-header';
import { PublishControl } from '../../components/publish-control';
import { BulkVisibility } from '../../components/visibility/bulk-visibility';
import { ItemVisibility } from '../../components/visibility/item-visibility';
import { SelectAllShown, SelectCheckbox, useSelection } from '../../components/visibility/selection';
import { TeachersOnlyBadge } from '../../components/visibility/teachers-only-badge';

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
  const selection = useSelection<number>();
  return (
    <>
      <PageHeader title="Texts" />
      <MakeAvailableOffline downloadKey="texts" label="the texts" className="mb-3" />
      {isAdmin && (
        <Link to="/annotate" className="btn btn-primary mb-3">
          Add Text
        </Link>
      )}
      {status === 'loading' && <Loading label="Loading text index..." />}
      {status === 'error' && (
        <Alert variant="danger">The text index could not be loaded. Please refresh the page.</Alert>
      )}
      {index.data?.length === 0 && (
        <EmptyState
          title="There are no texts yet."
          actions={
            <Link to="/text-view-legacy" className="btn btn-outline-primary">
              Text 0 (sample text)
            </Link>
          }
        >
          {isAdmin
            ? 'Add the first one with Add Text: learners see a text once it is published. Meanwhile, the sample text shows how a text reads.'
            : 'The texts your teacher publishes appear here, sentence by sentence with their translations. Meanwhile, read the sample text.'}
        </EmptyState>
      )}
      {isAdmin && index.data && index.data.length > 0 && (
        <>
          <BulkVisibility kind="text" selection={selection} one="text" many="texts" />
          <SelectAllShown ids={index.data.map((item) => item.id)} selection={selection} showLabel />
        </>
      )}
      {index.data && index.data.length > 0 && (
        <ul className="list-unstyled">
          {index.data.map((item) => (
            <li key={item.id} className="d-flex flex-wrap align-items-center gap-2 mb-2">
              {isAdmin && (
                <SelectCheckbox
                  name={`text ${item.title}`}
                  checked={selection.selected.has(item.id)}
                  onChange={(on) => selection.toggle(item.id, on)}
                />
              )}
              {isAdmin && (
                <PublishControl
                  what={`text ${item.title}`}
                  published={item.published === 1}
                  busy={busy.has(item.id)}
                  onToggle={() => void togglePublished(item)}
                  className="flex-shrink-0"
                />
              )}
              {isAdmin && (
                <ItemVisibility
                  kind="text"
                  id={item.id}
                  visibility={item.visibility}
                  name={`text ${item.title}`}
                  className="w-auto flex-shrink-0"
                />
              )}
              <Link to={`/text-view?id=${item.id}`} className="text-break">
                {item.title}
              </Link>
              <TeachersOnlyBadge visibility={item.visibility} />
            </li>
          ))}
        </ul>
      )}
      {/* The sample text: in the empty state's next step while there is no text; after the list once it has come. */}
      {index.data !== undefined && index.data.length > 0 && (
        <p>
          <Link to="/text-view-legacy">Text 0 (sample text)</Link>
        </p>
      )}
    </>
  );
}
