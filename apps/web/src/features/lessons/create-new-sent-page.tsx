import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { CreateSentenceForm } from './create-sentence-form';
import type { CreatedSentence } from './create-sentence-form';

/** /create-new-sent (admin, a lazy route): the builder's create-sentence form as a page of its own. */
export function CreateNewSentPage() {
  const [created, setCreated] = useState<CreatedSentence | null>(null);
  return (
    <>
      <PageHeader title="Create a new sentence" />
      <p>
        <Link to="/modify-vocab-lessons">Back to the lessons</Link>
      </p>
      {created && (
        <Alert variant="success">
          Sentence created with the id {created.id}: “{created.text}”. It can now be added to a lesson.
        </Alert>
      )}
      <CreateSentenceForm onCreated={setCreated} />
    </>
  );
}
