import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { AnnotationEditor } from './annotation-editor';
import { addText } from './api';
import { NEW_TEXT_DRAFT_KEY } from './draft-storage';

/** /annotate (admin, a lazy route): annotate a new text and add it; then go to the text index. */
export function AnnotatePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Annotate a text" />
      <AnnotationEditor
        storageKey={NEW_TEXT_DRAFT_KEY}
        submit={addText}
        onSubmitted={() => void navigate('/texts')}
      />
    </>
  );
}
