import { Fragment } from 'react';
import type { AnnotatedWord } from '@langapp/shared';
import type { LexiconLookup } from '../../api/lexicon';
import { MorphLink } from './morph-link';

function WordMorphs({ word, lexicon }: { word: AnnotatedWord; lexicon: LexiconLookup }) {
  if (word.morphs.length === 0) return <>{word.text}</>;
  return word.morphs.map((morph, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      {morph.lexId === undefined ? (
        <span>{morph.text}</span>
      ) : (
        <MorphLink text={morph.text} lexId={morph.lexId} lexicon={lexicon} />
      )}
    </Fragment>
  ));
}

/** Interlinear words: each word's morphs (linked ones as buttons) over its gloss. */
export function LinkedWords({ words, lexicon }: { words: readonly AnnotatedWord[]; lexicon: LexiconLookup }) {
  return (
    <div className="d-flex flex-wrap column-gap-3 row-gap-2 mb-1">
      {words.map((word, index) => (
        // data-word: where the read-along finds the word it highlights (ADR 093).
        <span key={index} className="d-inline-flex flex-column" data-word={index}>
          <span>
            <WordMorphs word={word} lexicon={lexicon} />
          </span>
          {word.gloss && <small className="text-body-secondary">{word.gloss}</small>}
        </span>
      ))}
    </div>
  );
}
