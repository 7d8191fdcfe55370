import { linkedLexIds } from '@langapp/shared';
import type { ReadableSentence } from '../../api/sentences';

/** For each lexical entry id, the sentences one of whose morphs links it (each sentence once, in list order). */
export function buildExampleIndex(
  sentences: readonly ReadableSentence[],
): ReadonlyMap<number, ReadableSentence[]> {
  const index = new Map<number, ReadableSentence[]>();
  for (const sentence of sentences) {
    for (const lexId of linkedLexIds(sentence.words)) {
      const list = index.get(lexId);
      if (list) list.push(sentence);
      else index.set(lexId, [sentence]);
    }
  }
  return index;
}
