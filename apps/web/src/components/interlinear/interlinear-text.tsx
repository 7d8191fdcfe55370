import type { ReactNode } from 'react';
import { textSentenceRecordingId } from '@langapp/shared';
import type { TextSentence } from '@langapp/shared';
import type { LexiconLookup } from '../../api/lexicon';
import type { PlayableTake } from '../../api/recordings';
import { TakeReplies } from '../speaking/take-replies';
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
  /** The stored text's id: a learner's takes of its sentences can then be sent to the teacher. */
  textId?: number;
  /** The class of the box that holds each sentence's content, inside its list item (the read-along's). */
  sentenceClassName?: string;
}

export interface SentenceExtras {
  /** Shown instead of the plain text in the plain display mode (e.g. the text with its words marked). */
  plain?: ReactNode;
  /** Controls between the sentence and its actions. */
  after?: ReactNode;
  transHidden?: boolean;
}

/**
 * What a learner's takes of a sentence are kept under on the device: a stored text's sentence as
 * its recordings are ('sentence:{textId}.{sentenceId}', sendable, ADR 092); else by its id alone.
 */
function takeItemOf(sentence: TextSentence, textId: number | undefined): string | undefined {
  if (sentence.id === undefined) return undefined;
  return textId === undefined
    ? `text-sentence:${sentence.id}`
    : `sentence:${textSentenceRecordingId(textId, sentence.id)}`;
}

/** A text as a numbered list of its sentences. */
export function InterlinearText({
  sents,
  mode,
  lexicon,
  renderSentenceActions,
  recordingOf,
  sentenceExtras,
  textId,
  sentenceClassName,
}: InterlinearTextProps) {
  return (
    <ol className="ps-4">
      {sents.map((sentence, index) => {
        const extras = sentenceExtras?.(sentence, index);
        const item = takeItemOf(sentence, textId);
        return (
          // data-sentence: where the read-along finds the sentence it highlights (ADR 093).
          // The item's content in one box (the read-along leaves it unpainted while out of sight).
          <li key={index} className="mb-3" data-sentence={index}>
            <div className={sentenceClassName}>
              <AnnotatedSentence
                text={sentence.text}
                trans={sentence.trans}
                words={sentence.words}
                mode={mode}
                lexicon={lexicon}
                recording={recordingOf?.(sentence, index)}
                item={item}
                plain={extras?.plain}
                transHidden={extras?.transHidden}
              />
              {extras?.after}
              {item?.startsWith('sentence:') && <TakeReplies item={item} name={sentence.text} />}
              {renderSentenceActions?.(sentence, index)}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
