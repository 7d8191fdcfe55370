import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useSignedIn } from '../review/use-signed-in';
import type { SuggestionItem } from './suggestion-item';

// The form is a chunk of its own, downloaded when a learner first opens it: the word list, the
// sentences and the reader do without it.
const SuggestionDialog = lazy(async () => ({
  default: (await import('./suggestion-dialog')).SuggestionDialog,
}));

/**
 * 'Suggest a correction' on an entry, a sentence or a sentence of a text (issue 27, ADR 060): opens a
 * small form (which field, the proposed text, a comment) that sends the suggestion to the teacher.
 * Its name says which item ('Suggest a correction to tahak'). A visitor sees nothing.
 */
export function SuggestCorrectionButton({
  item,
  name,
  className,
}: {
  item: SuggestionItem;
  /** The item as a person reads it: the word, or the sentence. */
  name: string;
  className?: string;
}) {
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  if (!signedIn) return null;
  return (
    <>
      <Button size="sm" variant="outline-secondary" className={className} onClick={() => setOpen(true)}>
        Suggest a correction<span className="visually-hidden"> to {name}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SuggestionDialog item={item} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
