import { foldForSearch, foldKeepingCase } from '../orthography/search-fold';
import { graphemes } from './alphabet';
import type { Alphabet } from './alphabet';
import { answerReader } from './answer-reader';

// The one rule by which a typed answer is judged (issue 40, ADR 088), on the server and on the
// device alike: written exercises, drills, Wordle's guesses against its list, typed review answers.
// - Right: the same word once both are read through the alphabet: NFC and NFD alike, every
//   equivalent spelling the letter it stands for (’ ʼ ' for the glottal stop), case ignored unless
//   the alphabet says it matters, spaces at the ends and doubled inside ignored. A variant form of
//   the entry is right too, and the learner is told the main form.
// - Almost: different only by diacritics or apostrophe-like letters (hatuk for hátuk, taak for
//   ta'ak); the places are marked on the expected word. The teacher chooses whether it counts.
// - Wrong: anything else.

type AnswerVerdict = 'right' | 'almost' | 'wrong';

/** A run of the expected word, marked where the answer differs from it. */
interface AnswerMark {
  text: string;
  differs: boolean;
}

export interface AnswerJudgement {
  verdict: AnswerVerdict;
  /** Whether it counts as correct: right always, almost as the teacher chose, wrong never. */
  counts: boolean;
  /** The form the answer was judged against (the main form, or the variant it matched). */
  form: string;
  /** Set when the answer matched a variant form: the entry's main form, to tell the learner. */
  mainForm?: string;
  /** For almost: the matched form in runs, the places where the answer differs marked. */
  marks?: AnswerMark[];
}

export interface AnswerOptions {
  alphabet?: Alphabet;
  /** Whether an almost answer counts as correct (the teacher's choice; default: it does not). */
  almostCounts?: boolean;
}

/** Spaces at the ends and doubled inside do not make an answer wrong. */
function tidy(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * Judges `given` against the expected word: `expected` is its main form, `variants` the entry's
 * other forms (each accepted, with the main form told).
 */
export function judgeAnswer(
  given: string,
  expected: string,
  options: AnswerOptions & { variants?: readonly string[] } = {},
): AnswerJudgement {
  const reader = answerReader(options.alphabet);
  const answer = reader.spell(tidy(given));
  const forms = [expected, ...(options.variants ?? [])];
  for (const form of forms) {
    if (reader.spell(tidy(form)) === answer) {
      return form === expected
        ? { verdict: 'right', counts: true, form }
        : { verdict: 'right', counts: true, form, mainForm: expected };
    }
  }
  // Spelled text is lower case already unless the alphabet says case matters: then it must agree.
  const loose = foldKeepingCase(answer);
  for (const form of forms) {
    const spelled = reader.spell(tidy(form));
    if (loose !== '' && foldKeepingCase(spelled) === loose) {
      const judgement: AnswerJudgement = {
        verdict: 'almost',
        counts: options.almostCounts === true,
        form,
        marks: markDifferences(tidy(form), tidy(given), reader.spell),
      };
      if (form !== expected) judgement.mainForm = expected;
      return judgement;
    }
  }
  return { verdict: 'wrong', counts: false, form: expected };
}

/**
 * The expected word in runs, those the answer differs in marked: a letter whose diacritics the
 * answer lacks or changed, an apostrophe-like letter it left out or wrote as another. Only called
 * for an almost answer, whose letters are the same once folded.
 */
function markDifferences(expected: string, given: string, spell: (text: string) => string): AnswerMark[] {
  const want = graphemes(expected.normalize('NFC'));
  const got = graphemes(given.normalize('NFC'));
  const marks: AnswerMark[] = [];
  const push = (text: string, differs: boolean) => {
    const last = marks[marks.length - 1];
    if (last && last.differs === differs) last.text += text;
    else marks.push({ text, differs });
  };
  let j = 0;
  for (const [at, letter] of want.entries()) {
    const base = foldForSearch(letter);
    if (base === '') {
      // An apostrophe-like letter of the expected word: the answer has it here or left it out.
      const other = got[j];
      if (other !== undefined && foldForSearch(other) === '') {
        push(letter, spell(other) !== spell(letter));
        j++;
      } else {
        push(letter, true);
      }
      continue;
    }
    // Apostrophe-like letters the answer has and the expected word does not: the letter they stand
    // before is marked (and the last letter for those at the end).
    let extra = false;
    while (j < got.length && foldForSearch(got[j]!) === '') {
      extra = true;
      j++;
    }
    const other = got[j];
    j++;
    const trailing = at === want.length - 1 && got.slice(j).some((g) => foldForSearch(g) === '');
    push(letter, extra || trailing || other === undefined || spell(other) !== spell(letter));
  }
  return marks;
}
