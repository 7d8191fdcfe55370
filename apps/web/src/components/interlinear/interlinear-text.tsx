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
  /** What the read-along (ADR 093) adds to a sentence: its plain line, controls after it, its translation hidden. */
  sentenceExtras?: (sentence: TextSentence, index: number) => SentenceExtras | undefined;
}

export interface SentenceExtras {
  /** Shown instead of the plain text in the plain display mode (e.g. the text with its words marked). */
  plain?: ReactNode;
  /** Controls between the sentence and its actions. */
  after?: ReactNode;
  transHidden?: boolean;
}

/** A text as a numbered list of its sentences. */
export function InterlinearText({
  sents,
  mode,
  lexicon,
  renderSentenceActions,
  recordingOf,
  sentenceExtras,
}: InterlinearTextProps) {
  return (
    <ol className="ps-4">
      {sents.map((sentence, index) => {
        const extras = sentenceExtras?.(sentence, index);
        return (
          // data-sentence: where the read-along finds the sentence it highlights (ADR 093).
          <li key={index} className="mb-3" data-sentence={index}>
            <AnnotatedSentence
              text={sentence.text}
              trans={sentence.trans}
              words={sentence.words}
              mode={mode}
              lexicon={lexicon}
              recording={recordingOf?.(sentence, index)}
              item={sentence.id === undefined ? undefined : `text-sentence:${sentence.id}`}
              plain={extras?.plain}
              transHidden={extras?.transHidden}
            />
            {extras?.after}
            {renderSentenceActions?.(sentence, index)}
          </li>
        );
      })}
    </ol>
  );
}
