import type { CombinationKey, PersonNumber } from './person-number';

/*
 * SAMPLE forms, taken from the pronoun lesson text of the spec, for development and demonstration.
 * They are not checked language material: the teacher corrects a form here, in this one file, and
 * the lesson, the quiz prompts and the answer checks all follow.
 */

/** The verb every quiz prompt is shown with. */
export const PROMPT_VERB = 'himma';

export interface PersonForms {
  /** The subject, in English, as the lesson and the Subject select show it. */
  subjectLabel: string;
  /** The subject tack-on pronoun as the lesson writes it ('-k'); '' where there is none. */
  subjectTackOn: string;
  /** The object, in English, as the lesson and the Object select show it. */
  objectLabel: string;
  /** The object pronoun as the lesson writes it, variants included ("'esh/-sh/wish"). */
  objectPronoun: string;
  /** The one object form a quiz prompt shows. */
  objectPronounInPrompt: string;
}

export const PRONOUN_FORMS: Readonly<Record<PersonNumber, PersonForms>> = {
  '1SG': {
    subjectLabel: 'I',
    subjectTackOn: '-k',
    objectLabel: 'me',
    objectPronoun: 'kish',
    objectPronounInPrompt: 'kish',
  },
  '2SG': {
    subjectLabel: 'you (sg.)',
    subjectTackOn: '-m',
    objectLabel: 'you',
    objectPronoun: 'mish',
    objectPronounInPrompt: 'mish',
  },
  '3SG': {
    subjectLabel: 'he/she/it',
    subjectTackOn: '',
    objectLabel: 'him/her/it',
    objectPronoun: "'esh/-sh/wish",
    objectPronounInPrompt: "'esh",
  },
  '1PL': {
    subjectLabel: 'we',
    subjectTackOn: '-mak',
    objectLabel: 'us',
    objectPronoun: 'makish',
    objectPronounInPrompt: 'makish',
  },
  '2PL': {
    subjectLabel: 'you (pl.)',
    subjectTackOn: '-kam',
    objectLabel: 'you all',
    objectPronoun: 'kamish',
    objectPronounInPrompt: 'kamish',
  },
  '3PL': {
    subjectLabel: 'they',
    subjectTackOn: '-sa',
    objectLabel: 'them',
    objectPronoun: 'satish',
    objectPronounInPrompt: 'satish',
  },
};

/**
 * Whole prompt forms that do not follow 'object pronoun + verb with the subject tack-on', keyed
 * '{subject}>{object}' (for example '3SG>1SG': 'kish himma'). Empty in the sample: a teacher who
 * finds a combination the rule gets wrong writes its exact form here.
 */
export const PROMPT_FORM_CORRECTIONS: Readonly<Partial<Record<CombinationKey, string>>> = {};
