import { useId, useState } from 'react';
import { Button, OverlayTrigger, Popover } from 'react-bootstrap';
import type { LexiconLookup } from '../../api/lexicon';
import { HeadwordLink } from '../headword';

/** Shown in the popover when the linked id is not in the lexicon (spec §8). */
const UNKNOWN_LEX = 'UNKNOWN';
const LEX_NOT_FOUND = 'Lexical item not found!';

function EntryDetails({ lexId, lexicon }: { lexId: number; lexicon: LexiconLookup }) {
  if (lexicon.status === 'loading' || lexicon.status === 'idle') {
    return <Popover.Body>Loading lexicon...</Popover.Body>;
  }
  if (lexicon.status === 'error') {
    return <Popover.Body>The lexicon could not be loaded.</Popover.Body>;
  }
  const entry = lexicon.byId.get(lexId);
  if (!entry) {
    return (
      <>
        <Popover.Header>{UNKNOWN_LEX}</Popover.Header>
        <Popover.Body>{LEX_NOT_FOUND}</Popover.Body>
      </>
    );
  }
  return (
    <>
      {/* The entry's own page (issue 36): every sense, its recordings, where else it is used. */}
      <Popover.Header>
        {/* The body's colour: the link blue is too pale on the header's grey (axe, color-contrast). */}
        <HeadwordLink entry={entry} className="link-body-emphasis" />
      </Popover.Header>
      <Popover.Body>
        <dl className="mb-0">
          <dt>Part of speech</dt>
          <dd>{entry.pos}</dd>
          <dt>Gloss</dt>
          <dd className="mb-0">{entry.gloss}</dd>
        </dl>
      </Popover.Body>
    </>
  );
}

/**
 * A morph linked to a lexical entry: a button whose popover shows the entry, its headword a link to
 * the entry's page (click or Enter; Escape or a click outside closes it). The popover is drawn right
 * after the button, not at the end of the page, so Tab goes from the button to that link.
 */
export function MorphLink({ text, lexId, lexicon }: { text: string; lexId: number; lexicon: LexiconLookup }) {
  const id = useId();
  const [show, setShow] = useState(false);
  const [container, setContainer] = useState<HTMLSpanElement | null>(null);
  return (
    <>
      <OverlayTrigger
        trigger="click"
        rootClose
        placement="top"
        show={show}
        onToggle={setShow}
        container={container}
        overlay={
          <Popover id={`morph-${id}`}>
            <EntryDetails lexId={lexId} lexicon={lexicon} />
          </Popover>
        }
      >
        <Button variant="link" className="p-0 align-baseline" aria-expanded={show}>
          {text}
        </Button>
      </OverlayTrigger>
      <span ref={setContainer} />
    </>
  );
}
