import { MAX_ATTEMPTS, UNUSED_LETTERS, WORD_LENGTH } from '@langapp/shared';
import type { WordleSpelling } from '@langapp/shared';

const unusedLetters = [...UNUSED_LETTERS].map((letter) => letter.toUpperCase()).join(' ');

/**
 * The game's rules in a few lines (ADR 071), loaded when How to play is first opened (ADR 096: the
 * first visit downloads only what plays the game). By the teacher's alphabet, a letter of several
 * characters is one tile and no key is unused.
 */
export function WordleRules({ spelling }: { spelling?: WordleSpelling | undefined }) {
  const keys = spelling?.keys;
  const digraph = keys?.find((key) => key.length > 1);
  return (
    <ul className="mt-2 mb-0">
      <li>
        Guess the word of the day in {MAX_ATTEMPTS} tries. Each guess is a word of {WORD_LENGTH} letters
        {keys
          ? digraph
            ? ` of the alphabet; ${spelling.shown(digraph)} and the other letters of several characters are one tile each.`
            : ' of the alphabet.'
          : '; the apostrophe is a letter of the language.'}
      </li>
      <li>
        Type with your keyboard or the keys under the board, then press Enter. Delete takes a letter back.
      </li>
      <li>
        After each guess its tiles show what you found: <strong>✓ green</strong>, the right letter in the
        right place; <strong>↔ yellow</strong>, in the word but elsewhere; <strong>✕ grey</strong>, not in
        the word.
      </li>
      {!keys && <li>The language does not use {unusedLetters}: their keys are pale, with a dashed outline.</li>}
      <li>A new word comes every day; Previous Wordles has the days before.</li>
    </ul>
  );
}
