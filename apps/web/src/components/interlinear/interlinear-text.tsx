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
  /**
   * The sentences in consecutive blocks of `size`, each an element of class `className` (still one
   * list to assistive technology: the blocks are presentational), which the read-along leaves
   * unrendered while out of sight (ADR 093).
   */
  blocks?: { size: number; className: string };
}

/** The starts of consecutive blocks of `size` among `count` things. */
const blockStarts = (count: number, size: number) =>
  Array.from({ length: Math.ceil(count / size) }, (_, block) => block * size);

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
  blocks,
}: InterlinearTextProps) {
  const items = sents.map((sentence, index) => {
    const extras = sentenceExtras?.(sentence, index);
    const item = takeItemOf(sentence, textId);
    return (
      // data-sentence: where the read-along finds the sentence it highlights (ADR 093).
      <li key={index} className="mb-3" data-sentence={index} role={blocks ? 'listitem' : undefined}>
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
      </li>
    );
  });
  if (!blocks) return <ol className="ps-4">{items}</ol>;
  // Each block an <ol> numbered from its first sentence, wide enough for the longest number, which
  // hangs before the sentence inside the block (the block's painting is contained).
  const numberWidth = `${String(sents.length).length + 2}ch`;
  return (
    <div role="list" className="mb-3">
      {blockStarts(items.length, blocks.size).map((first) => (
        <ol
          key={first}
          role="none"
          start={first + 1}
          className={blocks.className}
          style={{
            paddingInlineStart: `max(1.5rem, ${numberWidth})`,
            containIntrinsicSize: `auto ${Math.min(blocks.size, items.length - first) * 8}rem`,
          }}
        >
          {items.slice(first, first + blocks.size)}
        </ol>
      ))}
    </div>
  );
}
