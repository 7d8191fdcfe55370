import { Button } from 'react-bootstrap';
import type { Draft } from './draft';

export const DRAFT_CHOICE_HEADING = 'You have a saved draft of this text';
export const KEEP_DRAFT = 'Keep my draft';
export const USE_SERVER_VERSION = "Use the server's version";

const summary = (draft: Draft) => {
  const count = draft.sents.length;
  return `“${draft.title.trim() || 'Untitled'}”, ${count} ${count === 1 ? 'sentence' : 'sentences'}`;
};

interface DraftChoiceProps {
  idPrefix: string;
  draft: Draft;
  server: Draft;
  onKeepDraft: () => void;
  onUseServer: () => void;
}

/**
 * Shown instead of the editor when the draft saved in this browser differs from the server's version
 * of the text: the teacher chooses which to go on with; nothing is saved or discarded before that.
 */
export function DraftChoice({ idPrefix, draft, server, onKeepDraft, onUseServer }: DraftChoiceProps) {
  const headingId = `${idPrefix}-draft-choice`;
  return (
    <section aria-labelledby={headingId} className="alert alert-warning">
      <h2 id={headingId} className="h5">
        {DRAFT_CHOICE_HEADING}
      </h2>
      <p>
        The draft saved in this browser differs from the version of this text on the server. Which do you want
        to keep?
      </p>
      <ul>
        <li>Your draft: {summary(draft)}</li>
        <li>The server&apos;s version: {summary(server)}</li>
      </ul>
      <p className="small">
        Keeping the draft replaces the server&apos;s version only when you submit it; using the server&apos;s
        version discards the draft.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" onClick={onKeepDraft}>
          {KEEP_DRAFT}
        </Button>
        <Button variant="outline-secondary" onClick={onUseServer}>
          {USE_SERVER_VERSION}
        </Button>
      </div>
    </section>
  );
}
