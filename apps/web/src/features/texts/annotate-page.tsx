import { useNavigate } from 'react-router-dom';
import { useAddText } from '../../api/texts';
import { PageHeader } from '../../components/page-header';
import { AnnotationEditor } from './annotation-editor';
import { NEW_TEXT_DRAFT_KEY } from './draft-storage';

/** /annotate (admin, a lazy route): annotate a new text and add it; then go to the text index. */
export function AnnotatePage() {
  const navigate = useNavigate();
  const addText = useAddText();
  return (
    <>
      <PageHeader title="Annotate a text" />
      <AnnotationEditor
        storageKey={NEW_TEXT_DRAFT_KEY}
        choosesLevel
        submit={async (text, visibility) => {
          await addText.mutateAsync({ text, visibility });
        }}
        onSubmitted={() => void navigate('/texts')}
      />
    </>
  );
}
