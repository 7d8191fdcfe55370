import { ManageSentenceAudioButton } from '../../features/recordings/manage-audio-buttons';
import { LazyAnnotationEditor } from '../../features/texts/lazy-annotation-editor';
import { TextViewPage } from '../../features/texts/text-view-page';

/** /text-view with the admin's annotation editor and each sentence's audio button. */
export function TextViewRoute() {
  return (
    <TextViewPage
      editor={LazyAnnotationEditor}
      renderSentenceActions={(sentId, sentence) => (
        <ManageSentenceAudioButton sentId={sentId} sentenceText={sentence.text} />
      )}
    />
  );
}
