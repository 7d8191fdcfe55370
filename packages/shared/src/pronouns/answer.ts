import type { PersonNumber } from './person-number';

/** A subject acting on an object: what a quiz item asks, or what a learner answered. */
export interface PronounPair {
  subject: PersonNumber;
  object: PersonNumber;
}

/** An answer is right when it names both the subject and the object of the item asked. */
export function isCorrectPronounAnswer(asked: PronounPair, answered: PronounPair): boolean {
  return asked.subject === answered.subject && asked.object === answered.object;
}
