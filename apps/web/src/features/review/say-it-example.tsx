import { useQuery } from '@tanstack/react-query';
import type { LexEntry } from '@langapp/shared';
import { lexEntryQuery } from '../../api/lex-entry';

/** The first example of the entry's senses, in their order, that has a translation. */
function firstExample(entry: LexEntry | undefined) {
  for (const sense of entry?.senses ?? [])
    for (const example of sense.examples) if (example.translation) return example;
  return undefined;
}

/**
 * A Say it word card's example sentence (issue 38, ADR 085), loaded with the entry as the learner
 * may see it (GET /api/lex-entry/:id; offline, the downloaded entry if the service worker has it):
 * before the card turns only its translation shows (the sentence itself would give the word away);
 * once turned, the sentence too. Nothing when the entry has no translated example or cannot be read.
 */
export default function SayItExample({ lexId, revealed }: { lexId: number; revealed: boolean }) {
  const example = firstExample(useQuery(lexEntryQuery(lexId)).data);
  if (!example) return null;
  return (
    <p className="mb-2 text-body-secondary" data-testid="say-it-example">
      <span className="visually-hidden">Example: </span>
      {revealed ? (
        <>
          <span className="text-body">{example.text}</span>{' '}
          <span className="fst-italic">({example.translation})</span>
        </>
      ) : (
        <span className="fst-italic">“{example.translation}”</span>
      )}
    </p>
  );
}
