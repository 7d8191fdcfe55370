import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { z } from 'zod';
import {
  emptyImportReport,
  headwordForm,
  linkedLexIds,
  sentenceAnnoSchema,
  stoppedImport,
  straightenApostrophes,
} from '@langapp/shared';
import type { AnnotatedWord, ImportReport, Lex } from '@langapp/shared';
import type { Db } from '../../db/database';
import { InvalidError } from '../../lib/domain-errors';
import { describeIssues } from '../../lib/validate';
import { createSentencesRepo } from '../sentences/sentences.repo';
import { createLexiconIoRepo } from './lexicon-io.repo';

export type ApostropheRule = 'straighten' | 'keep';
export type DataKind = 'lexicon' | 'sentences';

const LEXICON_COLUMNS = ['id', 'lex', 'pos', 'gloss', 'notes'] as const;
const SENTENCE_COLUMNS = ['id', 'text', 'trans', 'anno', 'timestamp'] as const;

const text = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);
const lexRow = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  lex: text('lex'),
  pos: text('pos'),
  gloss: text('gloss'),
  notes: z.string().optional().default(''),
});
const sentenceRow = z.object({
  id: text('id').pipe(
    z.string().regex(/^[\w.-]+$/, 'id may use letters, digits, dot, dash and underscore only'),
  ),
  text: text('text'),
  trans: text('trans'),
  anno: z.union([z.string(), z.array(z.unknown())]).optional(),
  timestamp: z.string().optional(),
});
const jsonFile = z.object({
  apostrophes: z.enum(['straighten', 'keep']).optional(),
  lexicon: z.array(z.unknown()).optional().default([]),
  sentences: z.array(z.unknown()).optional().default([]),
});

/** A headword as stored: NFC, its case kept, and (unless the data says keep) the straight apostrophe. */
export function wordForm(raw: string, rule: ApostropheRule): string {
  return headwordForm(raw, { keepCurly: rule === 'keep' });
}

/**
 * Loads and writes a community's lexicon and sentences (docs/decisions/009). Import is one
 * transaction: with any rejected row nothing is written, unless `skipInvalid` is set.
 */
export function createLexiconIo(db: Db, now: () => Date) {
  const sentences = createSentencesRepo(db);
  const s = createLexiconIoRepo(db);

  function readRows(content: string, format: 'csv' | 'json', kindHint?: DataKind) {
    if (format === 'json') {
      let data: unknown;
      try {
        data = JSON.parse(content);
      } catch {
        throw new InvalidError('The file is not valid JSON.');
      }
      const file = jsonFile.safeParse(data);
      if (!file.success)
        throw new InvalidError(
          `The JSON file does not have the expected shape: ${describeIssues(file.error)}`,
        );
      return {
        lexicon: file.data.lexicon,
        sentences: file.data.sentences,
        apostrophes: file.data.apostrophes,
        // The 1-based position in a JSON list.
        where: (index: number) => `item ${index + 1}`,
      };
    }
    let records: Record<string, string>[];
    try {
      records = parseCsv(content, {
        columns: true,
        skip_empty_lines: true,
        bom: true,
        trim: false,
      }) as Record<string, string>[];
    } catch (err) {
      // csv-parse names the line and the fault ("Invalid Closing Quote: ... at line 3").
      throw new InvalidError(`The CSV file could not be read: ${(err as Error).message}`);
    }
    const header = Object.keys(records[0] ?? {});
    const kind: DataKind | undefined =
      kindHint ?? (header.includes('lex') ? 'lexicon' : header.includes('text') ? 'sentences' : undefined);
    if (!kind)
      throw new InvalidError(
        `The CSV header must have the columns ${LEXICON_COLUMNS.join(',')} or ${SENTENCE_COLUMNS.join(',')}.`,
      );
    // Data rows start on line 2 of a CSV file.
    return {
      lexicon: kind === 'lexicon' ? records : [],
      sentences: kind === 'sentences' ? records : [],
      apostrophes: undefined,
      where: (index: number) => `line ${index + 2}`,
    };
  }

  function importData(
    content: string,
    options: {
      format: 'csv' | 'json';
      kind?: DataKind;
      apostrophes?: ApostropheRule;
      skipInvalid?: boolean;
      /** Counts what the import would do, then rolls it back. */
      dryRun?: boolean;
    },
  ): ImportReport {
    const rows = readRows(content, options.format, options.kind);
    const rule: ApostropheRule = options.apostrophes ?? rows.apostrophes ?? 'straighten';
    const dryRun = options.dryRun ?? false;
    const report = emptyImportReport(['lexicon', 'sentences'], dryRun);
    const reject = (kind: DataKind, index: number, reason: string) =>
      report.rejected.push({ kind, where: rows.where(index), reason });

    const run = () =>
      s.transaction(() => {
        let nextId = s.maxLexId() + 1;
        const seenLexIds = new Set<number>();
        rows.lexicon.forEach((raw, i) => {
          const r = lexRow.safeParse(raw);
          if (!r.success) return reject('lexicon', i, describeIssues(r.error));
          const rawId = r.data.id === undefined || r.data.id === '' ? undefined : Number(r.data.id);
          if (rawId !== undefined && (!Number.isInteger(rawId) || rawId <= 0))
            return reject('lexicon', i, 'id must be a positive whole number');
          const id = rawId ?? nextId++;
          if (seenLexIds.has(id)) return reject('lexicon', i, `id ${id} appears twice in the file`);
          seenLexIds.add(id);
          nextId = Math.max(nextId, id + 1);
          const entry: Lex = {
            id,
            lex: wordForm(r.data.lex, rule),
            pos: r.data.pos.normalize('NFC'),
            gloss: r.data.gloss.normalize('NFC'),
            notes: r.data.notes.normalize('NFC'),
          };
          const before = s.lexById(id);
          if (before && JSON.stringify(before) === JSON.stringify(entry)) {
            report.unchanged.lexicon += 1;
            return;
          }
          s.upsertLex(entry);
          report[before ? 'updated' : 'added'].lexicon += 1;
        });

        const seenSentIds = new Set<string>();
        rows.sentences.forEach((raw, i) => {
          const r = sentenceRow.safeParse(raw);
          if (!r.success) return reject('sentences', i, describeIssues(r.error));
          if (seenSentIds.has(r.data.id))
            return reject('sentences', i, `id ${r.data.id} appears twice in the file`);
          seenSentIds.add(r.data.id);
          let annoValue: unknown = r.data.anno ?? [];
          if (typeof annoValue === 'string') {
            try {
              annoValue = annoValue.trim() === '' ? [] : JSON.parse(annoValue);
            } catch {
              return reject('sentences', i, 'anno is not valid JSON');
            }
          }
          const anno = sentenceAnnoSchema.safeParse(annoValue);
          if (!anno.success) return reject('sentences', i, `anno: ${describeIssues(anno.error)}`);
          const words: AnnotatedWord[] = anno.data.map((w) => ({
            text: w.text.normalize('NFC'),
            gloss: w.gloss.normalize('NFC'),
            morphs: w.morphs.map((m) => ({
              ...m,
              text: rule === 'keep' ? m.text.normalize('NFC') : straightenApostrophes(m.text),
            })),
          }));
          const missing = linkedLexIds(words).filter((id) => !s.lexById(id));
          if (missing.length > 0)
            return reject('sentences', i, `anno links lexical ids that do not exist: ${missing.join(', ')}`);
          const before = s.sentById(r.data.id);
          const sentence = {
            id: r.data.id,
            text: r.data.text.normalize('NFC'),
            trans: r.data.trans.normalize('NFC'),
            anno: words,
            timestamp: r.data.timestamp || before?.timestamp || now().toISOString(),
          };
          if (
            before &&
            before.text === sentence.text &&
            before.trans === sentence.trans &&
            before.anno === JSON.stringify(words) &&
            before.timestamp === sentence.timestamp
          ) {
            report.unchanged.sentences += 1;
            return;
          }
          sentences.save(sentence);
          report[before ? 'updated' : 'added'].sentences += 1;
        });

        if (report.rejected.length > 0 && !options.skipInvalid) {
          // Rolls the whole import back.
          throw new RejectedImport();
        }
        // A dry run keeps its counts and rolls back what it did to count them.
        if (dryRun) throw new DryRunDone();
        report.written = true;
      });

    try {
      run();
    } catch (err) {
      if (err instanceof DryRunDone) return report;
      if (!(err instanceof RejectedImport)) throw err;
      return stoppedImport(report);
    }
    return report;
  }

  function exportData(format: 'csv' | 'json', kind: DataKind = 'lexicon'): string {
    const lexicon = s.allLexs();
    const sents = s.allSents();
    if (format === 'json') {
      return `${JSON.stringify(
        {
          apostrophes: 'keep',
          lexicon,
          sentences: sents.map((x) => ({ ...x, anno: JSON.parse(x.anno) as unknown })),
        },
        null,
        2,
      )}\n`;
    }
    return kind === 'lexicon'
      ? stringifyCsv(lexicon, { header: true, columns: [...LEXICON_COLUMNS] })
      : stringifyCsv(sents, { header: true, columns: [...SENTENCE_COLUMNS] });
  }

  return { importData, exportData };
}

class RejectedImport extends Error {}
class DryRunDone extends Error {}
