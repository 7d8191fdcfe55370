import { isMatchingPair, PRACTICE_BLOCK_SIZE, shuffle } from '@langapp/shared';

export interface PracticeItem {
  id: number;
  lex: string;
  gloss: string;
}

export interface PracticeBlock {
  items: PracticeItem[];
  /** The order the glosses are shown in: indexes into items. */
  glossOrder: number[];
}

/** The lesson's words in blocks of PRACTICE_BLOCK_SIZE, in lesson order, each block's glosses shuffled. */
export function practiceBlocks(
  items: readonly PracticeItem[],
  random: () => number,
  size: number = PRACTICE_BLOCK_SIZE,
): PracticeBlock[] {
  const blocks: PracticeBlock[] = [];
  for (let start = 0; start < items.length; start += size) {
    const block = items.slice(start, start + size);
    blocks.push({
      items: block,
      glossOrder: shuffle(
        block.map((_item, index) => index),
        random,
      ),
    });
  }
  return blocks;
}

/** A word and a gloss match when they are the same entry, or entries that read the same. */
export const isPracticeMatch: (a: PracticeItem | undefined, b: PracticeItem | undefined) => boolean =
  isMatchingPair;
