import type { AnnotatedWord } from '@langapp/shared';
import type { LexiconLookup } from '../../api/lexicon';
import type { DisplayMode } from './display-mode-toggle';
import { LinkedWords } from './linked-words';

export interface AnnotatedSentenceProps {
  text: string;
  trans: string;
  words: readonly AnnotatedWord[];
  mode: DisplayMode;
  lexicon: LexiconLookup;
}

/** One sentence and its translation; in linked mode its annotated words instead of the plain text (when it has any). */
export function AnnotatedSentence({ text, trans, words, mode, lexicon }: AnnotatedSentenceProps) {
  return (
    <>
      {mode === 'linked' && words.length > 0 ? (
        <LinkedWords words={words} lexicon={lexicon} />
      ) : (
        <p className="mb-1">{text}</p>
      )}
      <p className="mb-0 fst-italic">{trans}</p>
    </>
  );
}
