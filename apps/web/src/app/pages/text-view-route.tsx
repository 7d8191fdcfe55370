import { LazyAnnotationEditor } from '../../features/annotate/lazy-annotation-editor';
import { ManageSentenceAudioButton } from '../../features/audio-management/manage-audio-buttons';
import { textSentenceAudioId } from '../../features/audio-management/sentence-audio-id';
import { TextViewPage } from '../../features/texts/text-view-page';

/** /text-view with the admin's annotation editor and each sentence's audio button. */
export function TextViewRoute() {
  return (
    <TextViewPage
      editor={LazyAnnotationEditor}
      renderSentenceActions={(textId, sentence, index) => (
        <ManageSentenceAudioButton sentId={textSentenceAudioId(textId, index)} sentenceText={sentence.text} />
      )}
    />
  );
}
