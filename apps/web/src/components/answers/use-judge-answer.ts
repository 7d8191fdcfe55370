import { useCallback } from 'react';
import { judgeAnswer } from '@langapp/shared';
import type { AnswerJudgement } from '@langapp/shared';
import { useAlphabet } from '../../api/alphabet';

/**
 * Judges a typed answer by the one rule of packages/shared (ADR 088, 090) with the headwords'
 * alphabet and the teacher's choice for almost answers: the server's rule, on the device (offline
 * too, with the alphabet the device last had). Without an alphabet the rule still takes NFC and
 * NFD, the typed apostrophes and case as the same, and a missing accent as almost.
 */
export function useJudgeAnswer(): (
  given: string,
  expected: string,
  variants?: readonly string[],
) => AnswerJudgement {
  const alphabet = useAlphabet();
  return useCallback(
    (given, expected, variants) =>
      judgeAnswer(given, expected, {
        alphabet: alphabet ?? undefined,
        almostCounts: alphabet?.almostCounts ?? false,
        variants,
      }),
    [alphabet],
  );
}
