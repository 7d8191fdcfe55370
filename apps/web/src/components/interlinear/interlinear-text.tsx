import type { ReactNode } from 'react';
import type { TextSentence } from '@langapp/shared';
import type { LexiconLookup } from '../../api/lexicon';
import type { PlayableTake } from '../../api/recordings';
import { AnnotatedSentence } from './annotated-sentence';
import type { DisplayMode } from './display-mode-toggle';

export interface InterlinearTextProps {
  sents: readonly TextSentence[];
  mode: DisplayMode;
  lexicon: LexiconLookup;
  /** Extra controls under a sentence (e.g. the admin's sentence audio, built by a later issue). */
  renderSentenceActions?: (sentence: TextSentence, index: number) => ReactNode;
  /** Where a sentence's recording plays from, if it has one. */
  recordingOf?: (sentence: TextSentence, index: number) => PlayableTake | undefined;
}

/** A text as a numbered list of its sentences. */
export function InterlinearText({
  sents,
  mode,
  lexicon,
  renderSentenceActions,
  recordingOf,
}: InterlinearTextProps) {
  return (
    <ol className="ps-4">
      {sents.map((sentence, index) => (
        <li key={index} className="mb-3">
          <AnnotatedSentence
            text={sentence.text}
            trans={sentence.trans}
            words={sentence.words}
            mode={mode}
            lexicon={lexicon}
            recording={recordingOf?.(sentence, index)}
            item={sentence.id === undefined ? undefined : `text-sentence:${sentence.id}`}
          />
          {renderSentenceActions?.(sentence, index)}
        </li>
      ))}
    </ol>
  );
}
