import { shuffle } from '@langapp/shared';

/**
 * The meanings a listening question offers: the right gloss and the wrong ones, shuffled, each
 * once. The server never offers a gloss of the heard spelling as wrong (entries that share a
 * spelling share its recording); a wrong gloss equal to the right one is dropped here as well, so
 * the same meaning can never be both right and wrong on the page.
 */
export function listeningOptions(
  answers: { correct: string; wrong: readonly string[] },
  random: () => number,
): string[] {
  const wrong = [...new Set(answers.wrong)].filter((gloss) => gloss !== answers.correct);
  return shuffle([answers.correct, ...wrong], random);
}
