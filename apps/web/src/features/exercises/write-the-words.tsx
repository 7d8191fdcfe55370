import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { AnswerJudgement, Lex } from '@langapp/shared';
import { lexEntryQuery } from '../../api/lex-entry';
import { useLexicon } from '../../api/lexicon';
import { AnswerVerdict } from '../../components/answers/answer-verdict';
import { useJudgeAnswer } from '../../components/answers/use-judge-answer';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import type { WrittenExerciseDate } from './written-exercises';

// A written exercise's typed section (issue 40, ADR 090): the learner writes the word for each
// meaning of the exercise's vocabulary, and each answer is judged by the one answer rule against
// the lexicon's headword as it is now (the teacher's spelling, whatever the exercise was written
// with). Words the learner may not see, or that are gone, are left out. An answer that is not the
// headword is judged again with the entry's variant and citation forms, asked for then (offline,
// without them): a variant is right, and the learner is told the main form.

/** The kinds of other forms an answer may be instead of the headword. */
const ACCEPTED_FORMS: ReadonlySet<string> = new Set(['variant', 'citation']);

/** The meanings each exercise's vocabulary is asked by (SAMPLE words of db/seed). */
const VOCABULARY: Record<WrittenExerciseDate, readonly string[]> = {
  '2023-03-17': ['stone', 'dog', 'bread', 'bird'],
  '2023-04-01': ['sun', 'moon', 'star', 'rain'],
  '2023-04-14': ['river', 'horse', 'egg', 'water'],
  '2023-11-09': ['dog', 'fish', 'basket', 'bowl'],
  '2024-01-04': ['cloud', 'knife', 'house', 'town'],
  '2024-03-01': ['fish', 'woman', 'cloud', 'knife'],
  '2024-04-10': ['dog', 'corn', 'house', 'water'],
};

function WordRow({ meaning, entry }: { meaning: string; entry: Lex }) {
  const id = useId();
  const judge = useJudgeAnswer();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [judgement, setJudgement] = useState<AnswerJudgement | null>(null);
  const check = async (event: FormEvent) => {
    event.preventDefault();
    const first = judge(answer, entry.lex);
    if (first.verdict === 'right') return setJudgement(first);
    const whole = await queryClient.fetchQuery(lexEntryQuery(entry.id)).catch(() => null);
    const variants = (whole?.forms ?? []).filter((f) => ACCEPTED_FORMS.has(f.kind)).map((f) => f.text);
    setJudgement(variants.length > 0 ? judge(answer, entry.lex, variants) : first);
  };
  return (
    <li className="mb-3">
      <form className="d-flex flex-wrap align-items-center gap-2" onSubmit={(event) => void check(event)}>
        <label htmlFor={id} className="mb-0" style={{ minWidth: '6rem' }}>
          {meaning}
        </label>
        <input
          id={id}
          {...LANGUAGE_FIELD}
          className="form-control w-auto"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={answer}
          onChange={(event) => {
            setAnswer(event.target.value);
            setJudgement(null);
          }}
        />
        <button type="submit" className="btn btn-outline-primary" aria-label={`Check ${meaning}`}>
          Check
        </button>
      </form>
      <p role="status" className="mb-0 mt-1">
        {judgement && <AnswerVerdict judgement={judgement} />}
      </p>
    </li>
  );
}

export function WriteTheWords({ date }: { date: WrittenExerciseDate }) {
  const headingId = useId();
  const lexicon = useLexicon();
  const rows = VOCABULARY[date].flatMap((meaning) => {
    const entry = lexicon.entries.find((e) => e.gloss.toLowerCase() === meaning);
    return entry ? [{ meaning, entry }] : [];
  });
  if (lexicon.status !== 'ready' || rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h4">
        Write the words
      </h2>
      <p>Write the word for each meaning, then press Check.</p>
      <ol>
        {rows.map(({ meaning, entry }) => (
          <WordRow key={meaning} meaning={meaning} entry={entry} />
        ))}
      </ol>
    </section>
  );
}
