import type { ReactNode } from 'react';
import type { AnnotatedWord } from '@langapp/shared';
import type { LexiconLookup } from '../../api/lexicon';
import type { PlayableTake } from '../../api/recordings';
import { PlayRecordingButton } from '../audio/play-recording-button';
import { SpeakerCredit } from '../audio/speaker-credit';
import { SpeakButton } from '../speaking/speak-button';
import type { DisplayMode } from './display-mode-toggle';
import { LinkedWords } from './linked-words';

export interface AnnotatedSentenceProps {
  text: string;
  trans: string;
  words: readonly AnnotatedWord[];
  mode: DisplayMode;
  lexicon: LexiconLookup;
  /** Where its recording plays from, when it has one: a play button stands after the sentence. */
  recording?: PlayableTake | undefined;
  /** What the learner's own takes of it are kept under ('sentence:7'); by default its text. */
  item?: string;
  /** Shown instead of `text` in the plain display mode (the read-along's words marked, ADR 093). */
  plain?: ReactNode;
  /** The translation hidden (the read-along's choice); it stays in the page for showing again. */
  transHidden?: boolean | undefined;
}

/** One sentence and its translation; in linked mode its annotated words instead of the plain text (when it has any). */
export function AnnotatedSentence({
  text,
  trans,
  words,
  mode,
  lexicon,
  recording,
  item,
  plain,
  transHidden,
}: AnnotatedSentenceProps) {
  const sentence = (
    <>
      {mode === 'linked' && words.length > 0 ? (
        <LinkedWords words={words} lexicon={lexicon} />
      ) : (
        <p className="mb-1">{plain ?? text}</p>
      )}
      <p className="mb-0 fst-italic" hidden={transHidden}>
        {trans}
      </p>
    </>
  );
  if (recording === undefined) return sentence;
  // The button follows the sentence, so that every sentence starts at the same edge, recorded or not.
  return (
    <div className="d-flex flex-wrap gap-2 align-items-start">
      <div>{sentence}</div>
      <PlayRecordingButton take={recording} label={text} />
      <SpeakerCredit take={recording} className="align-self-center" />
      <SpeakButton take={recording} label={text} item={item ?? `said:${text}`} />
    </div>
  );
}
