import { useRef, useState } from 'react';
import { MatchingBoard } from '../../components/matching/matching-board';
import { noHiddenPairs, useMatching } from '../../components/matching/use-matching';
import type { HiddenPairs, MatchAttempt } from '../../components/matching/use-matching';
import { useAddMissedWord } from '../../components/review/use-add-missed-word';
import { isPracticeMatch, practiceBlocks } from './lesson-data';
import type { PracticeBlock, PracticeItem } from './lesson-data';

/**
 * Matching practice: the lesson's words and their shuffled glosses in blocks of five. Choose a word
 * and a gloss in either order: a match turns both green and they go; a mismatch turns red and is let go.
 * A cleared block brings the next; clearing the last calls onComplete once. A word chosen in a
 * mismatch goes to a signed-in learner's review deck (once per word).
 */
export function MatchingPractice({
  items,
  onComplete,
  random = Math.random,
}: {
  items: readonly PracticeItem[];
  onComplete: () => void;
  random?: () => number;
}) {
  const [blocks] = useState<PracticeBlock[]>(() => practiceBlocks(items, random));
  const [blockIndex, setBlockIndex] = useState(0);
  const completed = useRef(false);
  const block = blocks[blockIndex];
  const addMissed = useAddMissedWord('matching');

  // A match goes, unless it clears the block: then the next block comes, or after the last, the end.
  function afterMatch(attempt: MatchAttempt, hidden: HiddenPairs): HiddenPairs {
    if (block === undefined) return hidden;
    const words = new Set([...hidden.words, attempt.word]);
    if (words.size < block.items.length) {
      return { words, glosses: new Set([...hidden.glosses, attempt.gloss]) };
    }
    if (blockIndex + 1 < blocks.length) {
      setBlockIndex(blockIndex + 1);
      return noHiddenPairs();
    }
    if (!completed.current) {
      completed.current = true;
      onComplete();
    }
    return hidden;
  }

  const matching = useMatching({
    size: block?.items.length ?? 0,
    isMatch: (word, gloss) => isPracticeMatch(block?.items[word], block?.items[gloss]),
    afterMatch,
    onMismatch: ({ word }) => {
      const item = block?.items[word];
      if (item) addMissed({ lexId: item.id });
    },
  });

  if (block === undefined) return null;

  return (
    <MatchingBoard
      entries={block.items}
      glossOrder={block.glossOrder}
      matching={matching}
      headingLevel={3}
      showMarks
      setKey={blockIndex}
      progress={
        <span aria-live="polite">
          Set {blockIndex + 1} of {blocks.length}.
        </span>
      }
    />
  );
}
