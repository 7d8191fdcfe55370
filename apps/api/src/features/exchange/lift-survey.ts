import { InvalidError } from '../../lib/domain-errors';
import { isAudioWs } from './lift-read';
import type { LiftEntry, LiftForm } from './lift-read';
import type { LiftLanguages } from './lift-write';

// Which writing systems a LIFT import reads (ADR 049, 068): each one of the file counted by the
// part it is in, and the headwords' and glosses' chosen from them.

/** How many entries have a form in each writing system, by the part it is in. */
export interface WritingSystemSurvey {
  /** Lexical units' writing systems (audio ones left out): entries with a form in each, in order of first use. */
  headwords: Map<string, number>;
  /** Glosses' and definitions' writing systems: senses with one in each. */
  glosses: Map<string, number>;
  /** Every other writing system of the file. */
  others: Set<string>;
}

export const emptySurvey = (): WritingSystemSurvey => ({
  headwords: new Map(),
  glosses: new Map(),
  others: new Set(),
});

const count = (map: Map<string, number>, langs: Iterable<string>) => {
  for (const lang of new Set(langs)) map.set(lang, (map.get(lang) ?? 0) + 1);
};

/** Counts the writing systems of a live entry into `survey`. */
export function surveyEntry(survey: WritingSystemSurvey, entry: LiftEntry): void {
  const withText = (forms: LiftForm[] = []) => forms.filter((f) => f.text !== '').map((f) => f.lang);
  const unit = withText(entry.lexicalUnit?.forms);
  count(
    survey.headwords,
    unit.filter((lang) => !isAudioWs(lang)),
  );
  for (const lang of unit) if (isAudioWs(lang)) survey.others.add(lang);
  for (const s of entry.senses)
    count(survey.glosses, [...withText(s.glosses), ...withText(s.definition?.forms)]);
  const other = [
    ...(entry.citation?.forms ?? []),
    ...entry.pronunciations.flatMap((p) => p.forms),
    ...entry.variants.flatMap((v) => v.forms),
    ...entry.notes.flatMap((n) => n.forms),
    ...entry.senses.flatMap((s) => [
      ...s.notes.flatMap((n) => n.forms),
      ...s.examples.flatMap((e) => [...e.forms, ...e.translations.flat()]),
    ]),
  ];
  for (const f of other) if (f.lang) survey.others.add(f.lang);
}

const mostUsed = (map: Map<string, number>) =>
  [...map].reduce<[string, number] | undefined>(
    (best, c) => (!best || c[1] > best[1] ? c : best),
    undefined,
  )?.[0];

const listed = (map: Map<string, number>, noun: [string, string]) =>
  map.size === 0
    ? 'none'
    : [...map]
        .sort((a, b) => b[1] - a[1])
        .map(([lang, n]) => `${lang} (${n} ${noun[n === 1 ? 0 : 1]})`)
        .join(', ');
const ENTRIES: [string, string] = ['entry', 'entries'];
const SENSES: [string, string] = ['sense', 'senses'];

/** Where to choose writing systems, in both doors. */
const CHOOSE = 'Choose with --ws and --gloss-ws (on the Import page: "Words in" and "Glosses in").';

/**
 * The writing systems to read: the asked ones, else the vernacular one most entries' lexical units
 * have (the first used on a tie) and, for glosses, the one the last LIFT import read (`lastGlossWs`,
 * so that the app's own export comes back as it went), when the file has it, else the one most
 * senses' glosses and definitions have (en on a tie). A writing system asked for that the file does
 * not use is one InvalidError naming those it has.
 */
export function chooseWritingSystems(
  survey: WritingSystemSurvey,
  asked: { ws?: string; glossWs?: string },
  lastGlossWs?: string,
): LiftLanguages & { others: string[] } {
  const has = (map: Map<string, number>, ws: string) =>
    [...map.keys()].some((k) => k.toLowerCase() === ws.toLowerCase());
  const exact = (map: Map<string, number>, ws: string) =>
    [...map.keys()].find((k) => k.toLowerCase() === ws.toLowerCase()) ?? ws;
  if (asked.ws && survey.headwords.size > 0 && !has(survey.headwords, asked.ws))
    throw new InvalidError(
      `No headword is in ${asked.ws}: the file's headwords are in ${listed(survey.headwords, ENTRIES)}; its glosses and definitions in ${listed(survey.glosses, SENSES)}. ${CHOOSE}`,
    );
  if (asked.glossWs && survey.glosses.size > 0 && !has(survey.glosses, asked.glossWs))
    throw new InvalidError(
      `No gloss or definition is in ${asked.glossWs}: the file's glosses and definitions are in ${listed(survey.glosses, SENSES)}; its headwords in ${listed(survey.headwords, ENTRIES)}. ${CHOOSE}`,
    );
  const ws = asked.ws ? exact(survey.headwords, asked.ws) : (mostUsed(survey.headwords) ?? 'und');
  const glossTop = mostUsed(survey.glosses);
  const glossWs = asked.glossWs
    ? exact(survey.glosses, asked.glossWs)
    : lastGlossWs && has(survey.glosses, lastGlossWs)
      ? exact(survey.glosses, lastGlossWs)
      : glossTop && (survey.glosses.get('en') ?? 0) < (survey.glosses.get(glossTop) ?? 0)
        ? glossTop
        : 'en';
  const others = new Set([...survey.headwords.keys(), ...survey.glosses.keys(), ...survey.others]);
  others.delete(ws);
  others.delete(glossWs);
  return { ws, glossWs, others: [...others].sort() };
}
