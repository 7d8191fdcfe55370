import { guidOf, planEntry, refusalOf, whereOf } from '../lift-entry-plan';
import type { PlannedEntry } from '../lift-entry-plan';
import { readLift } from '../lift-read';
import { chooseWritingSystems, emptySurvey, surveyEntry } from '../lift-survey';
import type { ApostropheRule } from './read-table';

// The reader of LIFT (0.13, and FieldWorks' older 0.02 through lift-older.ts): a file's bytes to
// the drafts the planner places (ADR 073). Pure: the same functions the LIFT import reads with
// (lift-read, lift-survey, lift-entry-plan), with no database and no recordings looked at. The
// import itself reads a large file an entry at a time, twice (ADR 049); this gives the whole list.

export interface LiftDrafts {
  /** Each live entry as the app will store it, in the file's order. */
  drafts: PlannedEntry[];
  /** The live entries refused, with the reason. */
  refused: { where: string; reason: string }[];
  /** The guids of the entries the file deletes (dateDeleted). */
  deleted: string[];
}

export function readLiftDrafts(
  bytes: Buffer,
  options: { ws?: string; glossWs?: string; apostrophes?: ApostropheRule } = {},
): LiftDrafts {
  const doc = readLift(bytes);
  const survey = emptySurvey();
  for (const entry of doc.entries()) if (!entry.deleted) surveyEntry(survey, entry);
  const langs = chooseWritingSystems(survey, options);
  const out: LiftDrafts = { drafts: [], refused: [], deleted: [] };
  for (const entry of doc.entries()) {
    if (entry.deleted) {
      out.deleted.push(guidOf(entry));
      continue;
    }
    const refusal = refusalOf(entry);
    if (refusal) {
      out.refused.push({ where: whereOf(entry), reason: refusal });
      continue;
    }
    const plan = planEntry(entry, {
      langs,
      apostrophes: options.apostrophes ?? 'straighten',
      media: () => undefined,
      warn: () => undefined,
    });
    if (!('refused' in plan)) out.drafts.push(plan);
  }
  return out;
}
