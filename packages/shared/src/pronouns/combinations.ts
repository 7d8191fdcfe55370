import { PERSON_NUMBERS, type CombinationKey, type PersonNumber } from './person-number';
import { PROMPT_FORM_CORRECTIONS, PROMPT_VERB, PRONOUN_FORMS } from './pronoun-forms';

export interface PronounCombination {
  key: CombinationKey;
  subject: PersonNumber;
  object: PersonNumber;
}

function combinationKey(subject: PersonNumber, object: PersonNumber): CombinationKey {
  return `${subject}>${object}`;
}

/**
 * Whether the quiz asks about a pair: never a reflexive one (subject and object the same), and
 * never 1SG>1PL or 1PL>1SG, as a 'we' always contains 'I'.
 */
export function isAllowedCombination(subject: PersonNumber, object: PersonNumber): boolean {
  if (subject === object) return false;
  const key = combinationKey(subject, object);
  return key !== '1SG>1PL' && key !== '1PL>1SG';
}

/** The 28 combinations of the lesson and quiz, subjects in code order, then objects. */
export const PRONOUN_COMBINATIONS: readonly PronounCombination[] = PERSON_NUMBERS.flatMap((subject) =>
  PERSON_NUMBERS.filter((object) => isAllowedCombination(subject, object)).map((object) => ({
    key: combinationKey(subject, object),
    subject,
    object,
  })),
);

/**
 * The object-subject form a quiz prompt shows: the object pronoun, then PROMPT_VERB with the
 * subject's tack-on (2SG>1SG: 'kish himmam'). Every form comes from the one table in
 * pronoun-forms.ts, which holds sample forms the teacher may correct, including whole
 * combinations in PROMPT_FORM_CORRECTIONS. Throws a RangeError for a pair the quiz never asks.
 */
export function promptForm(subject: PersonNumber, object: PersonNumber): string {
  if (!isAllowedCombination(subject, object)) {
    throw new RangeError(`${combinationKey(subject, object)} is not a pronoun combination.`);
  }
  const corrected = PROMPT_FORM_CORRECTIONS[combinationKey(subject, object)];
  if (corrected !== undefined) return corrected;
  const tackOn = PRONOUN_FORMS[subject].subjectTackOn.replace(/^-/, '');
  return `${PRONOUN_FORMS[object].objectPronounInPrompt} ${PROMPT_VERB}${tackOn}`;
}
