import type { Ref } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { TextData } from '@langapp/shared';
import type { LexiconLookup } from '../../api/lexicon';
import { InterlinearText } from '../../components/interlinear/interlinear-text';

export const TITLE_WARNING = 'This text needs a title!';

interface ReviewTabProps {
  idPrefix: string;
  text: TextData;
  lexicon: LexiconLookup;
  canSubmit: boolean;
  submitRef?: Ref<HTMLButtonElement>;
  onGoToBase: () => void;
  onSubmit: () => void;
}

/** The interlinear preview and Submit; without a title, a warning pointing to the Base tab and Submit disabled. */
export function ReviewTab({
  idPrefix,
  text,
  lexicon,
  canSubmit,
  submitRef,
  onGoToBase,
  onSubmit,
}: ReviewTabProps) {
  const titled = text.title !== '';
  const warningId = `${idPrefix}-title-warning`;
  return (
    <>
      {!titled && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
          <span id={warningId}>{TITLE_WARNING}</span>
          <Button variant="link" className="p-0 align-baseline" onClick={onGoToBase}>
            Add it in the Base tab
          </Button>
        </Alert>
      )}
      <h2 className="h4">{titled ? text.title : 'Untitled text'}</h2>
      {text.sents.length === 0 ? (
        <p>The text has no sentences yet.</p>
      ) : (
        <InterlinearText sents={text.sents} mode="linked" lexicon={lexicon} />
      )}
      <Button
        ref={submitRef}
        onClick={onSubmit}
        disabled={!titled || !canSubmit}
        aria-describedby={titled ? undefined : warningId}
      >
        Submit
      </Button>
    </>
  );
}
