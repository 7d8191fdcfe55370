import { ManageSentenceAudioButton } from '../../features/recordings/manage-audio-buttons';
import { LazyAnnotationEditor, LazyTextRecordingPanel } from '../../features/texts/lazy-annotation-editor';
import { LazyReadAlong } from '../../features/texts/read-along-lazy';
import { TextViewPage } from '../../features/texts/text-view-page';
import { ListenButton } from './listen-button';

/** /text-view with the admin's annotation editor, each sentence's audio button and Listen hands-free (ADR 081). */
export function TextViewRoute() {
  return (
    <TextViewPage
      editor={LazyAnnotationEditor}
      listen={ListenButton}
      recordingPanel={LazyTextRecordingPanel}
      readAlong={LazyReadAlong}
      renderSentenceActions={(sentId, sentence) => (
        <ManageSentenceAudioButton sentId={sentId} sentenceText={sentence.text} />
      )}
    />
  );
}
