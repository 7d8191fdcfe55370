import { Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Loading } from '../../components/loading';
import { audioEntryName } from './audio-entry';
import type { AudioEntry } from './audio-entry';
import { LazyManageSentenceAudioModal, LazyManageWordAudioModal } from './lazy-audio-modals';

/** Opens a lazily loaded modal: nothing of it is downloaded before the first click. */
function useLazyModal() {
  const [opened, setOpened] = useState(false);
  const [show, setShow] = useState(false);
  return {
    opened,
    show,
    open: () => {
      setOpened(true);
      setShow(true);
    },
    hide: () => setShow(false),
  };
}

/** The words page's 'Manage Audio' button for one entry (admin mode only; the host page decides). */
export function ManageWordAudioButton({ entry }: { entry: AudioEntry }) {
  const modal = useLazyModal();
  return (
    <>
      <Button
        size="sm"
        variant="outline-primary"
        onClick={modal.open}
        aria-label={`Manage Audio for ${audioEntryName(entry)}`}
      >
        Manage Audio
      </Button>
      {modal.opened && (
        <Suspense fallback={<Loading />}>
          <LazyManageWordAudioModal show={modal.show} onHide={modal.hide} entry={entry} />
        </Suspense>
      )}
    </>
  );
}

/** A sentence as a button label names it: its first 40 characters. */
export function shorten(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length > 40 ? `${chars.slice(0, 40).join('').trimEnd()}…` : chars.join('');
}

/** The text view's 'Manage sentence audio' button for one sentence (admins only; the host page decides). */
export function ManageSentenceAudioButton({
  sentId,
  sentenceText,
}: {
  sentId: string;
  sentenceText: string;
}) {
  const modal = useLazyModal();
  return (
    <>
      <Button
        size="sm"
        variant="outline-primary"
        onClick={modal.open}
        aria-label={`Manage sentence audio for “${shorten(sentenceText)}”`}
      >
        Manage sentence audio
      </Button>
      {modal.opened && (
        <Suspense fallback={<Loading />}>
          <LazyManageSentenceAudioModal
            show={modal.show}
            onHide={modal.hide}
            sentId={sentId}
            sentenceText={sentenceText}
          />
        </Suspense>
      )}
    </>
  );
}
