import type { DuplicateAction, ImportDecisions } from '@langapp/shared';
import type { ApplyOptions } from './import/apply';
import { headwordIndex } from './import/entry-match';
import type { ExchangeDeps } from './import/exchange-deps';

// A LIFT entry whose guid the lexicon does not know (ADR 068): words loaded from a spreadsheet, or
// typed here, are found again by headword, part of speech and gloss (the one planner every importer
// shares, import/plan.ts) rather than added a second time: the same word takes the file's guid and
// its content; a word written alike with other senses is a possible duplicate for the teacher to
// decide, as a spreadsheet's row is.

/**
 * How a LIFT import's entries are placed: against the live entries as they were before it (those
 * whose guid the file carries left out: they are the file's own), each matched at most once, and
 * the file's whole words match either way (ADR 068).
 */
export function liftPlanning(
  repos: Pick<ExchangeDeps['repos'], 'lexiconIo' | 'lift'>,
  fileGuids: ReadonlySet<string>,
  options: { decisions?: ImportDecisions; duplicates?: DuplicateAction },
): Pick<ApplyOptions, 'planner' | 'view'> {
  const io = repos.lexiconIo;
  const index = headwordIndex(repos.lift.liveHeadwords().filter((e) => !fileGuids.has(e.guid)));
  return {
    planner: {
      rule: 'either-way',
      claimOnce: true,
      decisions: options.decisions,
      duplicates: options.duplicates,
    },
    view: { idsWrittenAs: (lex) => index.idsOf(lex), candidate: (id) => io.candidate(id) },
  };
}
