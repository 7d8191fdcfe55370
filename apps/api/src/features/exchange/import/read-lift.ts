import { guidOf, mediaHrefsOf, planEntry, refusalOf, whereOf } from '../lift-entry-plan';
import type { FoundMedia, PlanWarning, PlannedEntry } from '../lift-entry-plan';
import { readLift } from '../lift-read';
import { chooseWritingSystems, emptySurvey, surveyEntry } from '../lift-survey';
import type { WritingSystemSurvey } from '../lift-survey';
import type { ApostropheRule } from './read-table';

// The reader of LIFT (0.13, and FieldWorks' older 0.02 through lift-older.ts): a file's bytes to
// the drafts the planner places and the apply step writes (ADR 049, 073), with no database. The
// file is read once; its entries are gone through twice, an entry at a time, so that a 20,000-entry
// file is never held as a tree nor as a list of drafts: first to choose the writing systems and to
// refuse what cannot be imported (no headword, a guid met twice, a recording missing or not audio),
// then, as the import asks for them, to make each entry's draft.

export interface LiftReadOptions {
  /** The headwords' writing system (else the one most entries have). */
  ws?: string;
  /** The glosses' writing system (else the last LIFT import's, when the file has it, else the most used). */
  glossWs?: string;
  apostrophes?: ApostropheRule;
  /** The glosses' writing system the last LIFT import read (chooseWritingSystems). */
  lastGlossWs?: string;
  /**
   * Checks a recording an entry names (each href once): the file found and hashed, or why it is
   * refused. Without it no recording is looked at.
   */
  media?: (href: string) => FoundMedia | string;
  /** Each live entry of the first reading, with the recordings it names that were found. */
  found?: (guid: string, media: readonly FoundMedia[]) => void;
  /** A part of an entry not fit for the app, as each draft is made (the report counts them). */
  warn?: (warning: PlanWarning, where: string) => void;
}

/** An item of the file, in its order: a live entry's draft, or the guid of an entry it declares deleted. */
type LiftItem = { draft: PlannedEntry } | { deleted: string };

export interface LiftReading {
  /** The file's <header>, canonical. */
  header: string | undefined;
  /** The writing systems read: headwords, glosses, and the file's others. */
  langs: ReturnType<typeof chooseWritingSystems>;
  survey: WritingSystemSurvey;
  /** What the first reading refused: entries (no headword, a guid met twice) and recordings. */
  refused: { kind: 'lexicon' | 'recordings'; where: string; reason: string }[];
  /** The guids of the live entries the file holds (refused ones left out). */
  guids: ReadonlySet<string>;
  /** The file's items, an entry at a time (the refused left out). */
  items: () => Generator<LiftItem>;
  /** The live entries' drafts alone. */
  drafts: () => Generator<PlannedEntry>;
}

/**
 * A copy of `text` of its own. A string read from the file is a slice of its entry's text, and V8
 * keeps the whole text alive for as long as the slice: what is kept for every entry (guids, hrefs)
 * is copied, or a 20,000-entry file would be held twice over.
 */
const detached = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

export function readLiftDrafts(bytes: Buffer, options: LiftReadOptions = {}): LiftReading {
  const doc = readLift(bytes);
  const survey = emptySurvey();
  const refused: LiftReading['refused'] = [];
  const guids = new Set<string>();
  const media = new Map<string, FoundMedia | string>();
  for (const entry of doc.entries()) {
    if (entry.deleted) continue;
    surveyEntry(survey, entry);
    const where = whereOf(entry);
    const guid = guidOf(entry);
    const refusal =
      refusalOf(entry) ??
      (guids.has(guid) ? `Its guid ${guid} is another entry's in the same file.` : undefined);
    if (refusal) {
      refused.push({ kind: 'lexicon', where, reason: refusal });
      continue;
    }
    guids.add(detached(guid));
    if (!options.media) continue;
    const found: FoundMedia[] = [];
    for (const href of mediaHrefsOf(entry)) {
      let m = media.get(href);
      if (m === undefined) media.set(detached(href), (m = options.media(href)));
      if (typeof m === 'string') refused.push({ kind: 'recordings', where, reason: m });
      else found.push(m);
    }
    options.found?.(guid, found);
  }
  const langs = chooseWritingSystems(survey, options, options.lastGlossWs);
  const context = {
    langs,
    apostrophes: options.apostrophes ?? 'straighten',
    warn: options.warn ?? (() => undefined),
    media: (href: string) => {
      const m = media.get(href);
      return typeof m === 'string' ? undefined : m;
    },
  };
  function* items(): Generator<LiftItem> {
    const planned = new Set<string>();
    for (const entry of doc.entries()) {
      if (entry.deleted) {
        yield { deleted: detached(guidOf(entry)) };
        continue;
      }
      const draft = planEntry(entry, context);
      // Refused in the first reading (no headword, or the second entry of a guid).
      if ('refused' in draft || planned.has(draft.guid)) continue;
      // The guid is kept for every entry (here, and by the planner's deletions): a copy of its own.
      const guid = detached(draft.guid);
      planned.add(guid);
      yield { draft: { ...draft, guid } };
    }
  }
  return {
    header: doc.header,
    langs,
    survey,
    refused,
    guids,
    items,
    *drafts() {
      for (const item of items()) if ('draft' in item) yield item.draft;
    },
  };
}
