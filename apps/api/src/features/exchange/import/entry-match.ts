import { MAX_LISTED_ROWS, normalizeWord, readDuplicateDecision, sameSense } from '@langapp/shared';
import type { DuplicateAction, ImportDecisions, PossibleDuplicate, ReportedRow } from '@langapp/shared';

// How an incoming entry without an identity the lexicon knows (a spreadsheet row without an id, a
// LIFT entry whose guid is new here) meets the lexicon: every importer asks the same questions here
// (ADR 050 for spreadsheets, ADR 068 for LIFT): which live entries are written alike, whether one of
// them is the same word, else which possible duplicate to ask the teacher about, and what the
// teacher decided.

/** A live entry written as some headword, with its senses: what an incoming entry is matched against. */
export interface MatchCandidate {
  id: number;
  lex: string;
  homograph: number | null;
  senses: { pos: string; gloss: string }[];
}

type Senses = readonly { pos: string; gloss: string }[];

/**
 * What an incoming entry is to the lexicon: new (no live entry is written alike), the same word as
 * an entry, or a possible duplicate of the entries written alike (the teacher decides).
 *
 * - `within-entry` (a spreadsheet row): the same when every sense of the row is one of the entry's;
 *   the row then changes nothing.
 * - `either-way` (a LIFT entry, the file's whole word): the same when every sense of one side is one
 *   of the other's (senses with neither part of speech nor gloss left out), so that words loaded from
 *   a spreadsheet are found again in the FieldWorks file that holds them with more senses.
 */
export type EntryMatch =
  | { kind: 'new' }
  | { kind: 'same'; entry: MatchCandidate }
  | { kind: 'possible-duplicate'; candidates: MatchCandidate[] };

const within = (a: Senses, b: Senses) => a.every((x) => b.some((y) => sameSense(x, y)));
const meaningful = (senses: Senses) => senses.filter((s) => s.pos.trim() !== '' || s.gloss.trim() !== '');

export function matchEntry(
  senses: Senses,
  candidates: readonly MatchCandidate[],
  rule: 'within-entry' | 'either-way',
): EntryMatch {
  if (candidates.length === 0) return { kind: 'new' };
  const sorted = [...candidates].sort(
    (a, b) =>
      (a.homograph ?? Number.MAX_SAFE_INTEGER) - (b.homograph ?? Number.MAX_SAFE_INTEGER) || a.id - b.id,
  );
  const same =
    rule === 'within-entry'
      ? sorted.find((c) => within(senses, c.senses))
      : sorted.find((c) => {
          const mine = meaningful(senses);
          const theirs = meaningful(c.senses);
          return mine.length > 0 && theirs.length > 0 && (within(mine, theirs) || within(theirs, mine));
        });
  return same ? { kind: 'same', entry: same } : { kind: 'possible-duplicate', candidates: sorted };
}

/** The live entries' ids by folded headword (straight apostrophe, lower case), kept as entries are added. */
export function headwordIndex(rows: Iterable<{ id: number; lex: string }>) {
  const byHeadword = new Map<string, number[]>();
  const add = (id: number, lex: string) => {
    const key = normalizeWord(lex);
    byHeadword.set(key, [...(byHeadword.get(key) ?? []), id]);
  };
  for (const { id, lex } of rows) add(id, lex);
  return { add, idsOf: (lex: string) => byHeadword.get(normalizeWord(lex)) ?? [] };
}

/** The teacher's decision about the possible duplicate at `where`: the file's own, else the one for all, else none. */
export function decisionAt(
  where: string,
  options: { decisions?: ImportDecisions; duplicates?: DuplicateAction },
): { action: DuplicateAction; entryId?: number } | null {
  const given = options.decisions?.[where] ?? options.duplicates ?? null;
  return given === null ? null : readDuplicateDecision(given);
}

const brief = (senses: Senses) => senses.map(({ pos, gloss }) => ({ pos, gloss }));

/** A possible duplicate as the report lists it, still undecided. */
export function possibleDuplicateOf(
  where: string,
  lex: string,
  senses: Senses,
  candidates: readonly MatchCandidate[],
): PossibleDuplicate {
  return {
    where,
    lex,
    senses: brief(senses),
    entries: candidates.map((c) => ({ ...c, senses: brief(c.senses) })),
    decision: null,
  };
}

/** A group of the report's lexicon rows: every row counted, the first MAX_LISTED_ROWS listed. */
export function rowGroup() {
  const group = { total: 0, rows: [] as ReportedRow[] };
  return {
    group,
    /** Counts a row, and lists it while the group lists fewer than it may (a function makes it only then). */
    add(row: ReportedRow | (() => ReportedRow)) {
      group.total += 1;
      if (group.rows.length < MAX_LISTED_ROWS) group.rows.push(typeof row === 'function' ? row() : row);
    },
  };
}
