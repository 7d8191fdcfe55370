import { linkedLexIds, sentenceAnnoSchema, straightenApostrophes } from '@langapp/shared';
import type { AnnotatedWord, DuplicateAction, ImportDecisions } from '@langapp/shared';
import { describeIssues } from '../../lib/validate';
import type { Applier, ApplyOptions } from '../exchange/import/apply';
import { headwordIndex } from '../exchange/import/entry-match';
import { draftOfRow, sentenceCsvRow, sentenceRow } from '../exchange/import/read-table';
import type { ApostropheRule, TableFile } from '../exchange/import/read-table';
import type { LexiconIoRepo } from './lexicon-io.repo';
import { rowTarget } from './merge-senses';

// A spreadsheet's rows (CSV or JSON, and a bundle's lexicon and sentences, which are JSON items)
// given to the one apply step (ADR 050, 073): a row is the entry of its id, else of its guid, else
// placed by the planner by headword and senses; a sentence is checked and written by its id.

export interface TableFeedOptions {
  format: 'csv' | 'json';
  apostrophes?: ApostropheRule;
  decisions?: ImportDecisions;
  duplicates?: DuplicateAction;
}

/**
 * How a spreadsheet's rows are placed (ADR 050): a row is the same word when its senses are within
 * an entry's, a stored entry may match many rows, and the entries the file adds are candidates for
 * its later rows.
 */
export function tablePlanning(
  repo: LexiconIoRepo,
  options: TableFeedOptions,
): Pick<ApplyOptions, 'planner' | 'view'> {
  // The live entries by folded headword, kept up to date as rows add entries.
  const byHeadword = headwordIndex(repo.headwords());
  return {
    planner: {
      rule: 'within-entry',
      claimOnce: false,
      decisions: options.decisions,
      duplicates: options.duplicates,
    },
    view: {
      idsWrittenAs: (lex) => byHeadword.idsOf(lex),
      candidate: (id) => repo.candidate(id),
      added: (id, lex) => byHeadword.add(id, lex),
    },
  };
}

/** Gives every row and sentence of `rows` to the apply step, refusing those that are not fit. */
export function feedTable(
  apply: Applier,
  repo: LexiconIoRepo,
  rows: TableFile,
  options: TableFeedOptions,
): void {
  const rule: ApostropheRule = options.apostrophes ?? rows.apostrophes ?? 'straighten';
  const seenLexIds = new Set<number>();
  if (rows.lexicon.length > 0) apply.listRows();
  rows.lexicon.forEach((row, i) => {
    const where = rows.where(i);
    if (typeof row === 'string') return apply.reject('lexicon', where, row);
    if (Number.isNaN(row.id)) return apply.reject('lexicon', where, 'id must be a positive whole number');
    // A row is the entry of its id, else of its guid (an entry whole a LIFT import or an export
    // gave it), else it is placed by headword and senses (ADR 073).
    const known = row.id ?? (row.guid === undefined ? undefined : repo.idOfGuid(row.guid));
    if (known !== undefined) {
      if (seenLexIds.has(known))
        return apply.reject('lexicon', where, `id ${known} appears twice in the file`);
      seenLexIds.add(known);
    }
    const written = apply.entry({
      draft: draftOfRow(row, where, rule),
      known,
      whole: false,
      // A deleted entry a row brings back takes the row's content alone.
      target: (before) => rowTarget(row, before?.deleted ? undefined : before, rule, apply.addedLevel),
    });
    // A row the file adds takes an id a later row may not name again.
    if (written?.outcome === 'added') seenLexIds.add(written.id);
  });

  const seenSentIds = new Set<string>();
  const sentenceSchema = options.format === 'csv' ? sentenceCsvRow : sentenceRow;
  rows.sentences.forEach((raw, i) => {
    const where = rows.where(i);
    const r = sentenceSchema.safeParse(raw);
    if (!r.success) return apply.reject('sentences', where, describeIssues(r.error));
    if (seenSentIds.has(r.data.id))
      return apply.reject('sentences', where, `id ${r.data.id} appears twice in the file`);
    seenSentIds.add(r.data.id);
    let annoValue: unknown = r.data.anno ?? [];
    if (typeof annoValue === 'string') {
      try {
        annoValue = annoValue.trim() === '' ? [] : JSON.parse(annoValue);
      } catch {
        return apply.reject('sentences', where, 'anno is not valid JSON');
      }
    }
    const anno = sentenceAnnoSchema.safeParse(annoValue);
    if (!anno.success) return apply.reject('sentences', where, `anno: ${describeIssues(anno.error)}`);
    const words: AnnotatedWord[] = anno.data.map((w) => ({
      text: w.text.normalize('NFC'),
      gloss: w.gloss.normalize('NFC'),
      morphs: w.morphs.map((m) => ({
        ...m,
        text: rule === 'keep' ? m.text.normalize('NFC') : straightenApostrophes(m.text),
      })),
    }));
    const missing = linkedLexIds(words).filter((id) => !repo.candidate(id));
    if (missing.length > 0)
      return apply.reject(
        'sentences',
        where,
        `anno links lexical ids that do not exist: ${missing.join(', ')}`,
      );
    apply.sentence({
      id: r.data.id,
      text: r.data.text.normalize('NFC'),
      trans: r.data.trans.normalize('NFC'),
      anno: words,
      timestamp: r.data.timestamp ?? '',
      visibility: r.data.visibility,
    });
  });
}
