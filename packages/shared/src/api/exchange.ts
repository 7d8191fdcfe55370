import * as z from 'zod/mini';

// Moving a community's data in and out (ADRs 037-040): the import report every importer gives,
// from the CLI and from the console's Import page alike.

/** What an import can carry. CSV and JSON carry the first two; LIFT the lexicon and recordings; a bundle all. */
export const IMPORT_KINDS = ['lexicon', 'sentences', 'texts', 'lessons', 'recordings'] as const;
const importKindSchema = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof importKindSchema>;

const count = z.number().check(z.int(), z.nonnegative());
const importCountsSchema = z.object({
  lexicon: count,
  sentences: count,
  texts: count,
  lessons: count,
  recordings: count,
});
type ImportCounts = z.infer<typeof importCountsSchema>;

const importRejectionSchema = z.object({
  kind: importKindSchema,
  /** Where in the file: "line 4" of a CSV file, "item 2" of a JSON list, "entry bird_5c1e…" of a LIFT file. */
  where: z.string(),
  reason: z.string(),
});

const importWarningSchema = z.object({
  kind: importKindSchema,
  /** What the matter is: "senses without a part of speech (grammatical-info)". */
  reason: z.string(),
  count,
  /** Where the first few are, as a rejection says it. */
  where: z.array(z.string()),
});

const importReportSchema = z.object({
  added: importCountsSchema,
  updated: importCountsSchema,
  unchanged: importCountsSchema,
  rejected: z.array(importRejectionSchema),
  /** The kinds this file's format can carry, in IMPORT_KINDS order: what a report lists. */
  kinds: z.array(importKindSchema),
  /** What arrived but may want a look (LIFT: senses without a part of speech or gloss): nothing was refused for it. */
  warnings: z.optional(z.array(importWarningSchema)),
  /** LIFT: the writing system read for headwords, the one for glosses and definitions, and the file's others. */
  writingSystems: z.optional(
    z.object({ headwords: z.string(), glosses: z.string(), others: z.array(z.string()) }),
  ),
  /** LIFT: entries deleted in FieldWorks (dateDeleted) that the import deleted here too. */
  removed: z.optional(importCountsSchema),
  /** True when the import was written; false for a dry run or when rejections stopped it. */
  written: z.boolean(),
  dryRun: z.boolean(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** Counts of zero for every kind. */
export function emptyImportCounts(): ImportCounts {
  return { lexicon: 0, sentences: 0, texts: 0, lessons: 0, recordings: 0 };
}

/** A report with nothing counted yet. */
export function emptyImportReport(kinds: readonly ImportKind[], dryRun: boolean): ImportReport {
  return {
    added: emptyImportCounts(),
    updated: emptyImportCounts(),
    unchanged: emptyImportCounts(),
    rejected: [],
    kinds: IMPORT_KINDS.filter((k) => kinds.includes(k)),
    written: false,
    dryRun,
  };
}

/**
 * A report after rejections stopped the import: nothing was written, so nothing was added, updated
 * or left unchanged. A dry run keeps its counts: they show what the good rows would do.
 */
export function stoppedImport(report: ImportReport): ImportReport {
  if (report.dryRun) return report;
  return {
    ...report,
    added: emptyImportCounts(),
    updated: emptyImportCounts(),
    unchanged: emptyImportCounts(),
    ...(report.removed ? { removed: emptyImportCounts() } : {}),
  };
}

/** The largest file the console's Import page takes (a LIFT zip with its audio can be large). */
export const MAX_IMPORT_UPLOAD_BYTES = 1024 ** 3;
/** The files the Import page takes, by how their names end. */
export const IMPORT_FILE_EXTENSIONS = ['.csv', '.json', '.lift', '.zip'] as const;
/** How long an uploaded file waits for the teacher's confirmation before it is thrown away. */
export const IMPORT_UPLOAD_TTL_MS = 60 * 60 * 1000;

const flag = z.optional(z.enum(['true', 'false', 'on']));

/** A writing system code as LIFT and FLEx write them (BCP 47 style): "qaa", "en", "qaa-x-ipa". */
export const WRITING_SYSTEM_CODE = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;
/** An optional form field holding a writing system code; empty means the default. */
const writingSystemField = (name: string, example: string) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(50),
      z.refine(
        (code) => code === '' || WRITING_SYSTEM_CODE.test(code),
        `${name} is a writing system code such as ${example}`,
      ),
    ),
  );
// POST /api/admin/imports (multipart: the field "file" and these): a dry run of the file.
export const importUploadFieldsSchema = z.object({
  /** For a CSV file: which kind its rows are; else its header tells. */
  kind: z.optional(z.enum(['lexicon', 'sentences'])),
  skipInvalid: flag,
  keepCurlyApostrophes: flag,
  /** LIFT: the vernacular writing system (e.g. "qaa"); empty for the file's first one. */
  ws: writingSystemField('ws', 'qaa or en-x-ipa'),
  /** LIFT: the writing system of glosses; empty for en. */
  glossWs: writingSystemField('glossWs', 'en'),
});
export type ImportUploadFields = z.infer<typeof importUploadFieldsSchema>;

export const importPreviewSchema = z.object({
  /** Names the uploaded file on the server until it is confirmed, cancelled or expires. */
  token: z.string(),
  fileName: z.string(),
  /** When the upload is thrown away unless confirmed (UTC, ISO 8601). */
  expiresAt: z.string(),
  report: importReportSchema,
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

// POST /api/admin/imports/:token loads it; DELETE /api/admin/imports/:token throws it away.
export const importTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'token is not an import token')),
});
export const importResultSchema = z.object({ report: importReportSchema });
export type ImportResult = z.infer<typeof importResultSchema>;
export const importConfirmFieldsSchema = z.object({
  /** Load the good rows and leave out the rejected ones. */
  skipInvalid: flag,
});

/**
 * What the console offers to take out (ADR 040): the file names of GET /api/admin/exports/{file},
 * each with what it holds. The same files as `pnpm cli export`.
 */
export const EXPORT_FILES = [
  {
    file: 'community-bundle.zip',
    label: 'Everything, to move to another installation',
    holds: 'lexicon, sentences, texts, lessons and every recording with its speaker',
  },
  {
    file: 'lexicon-lift.zip',
    label: 'The lexicon for FieldWorks (LIFT)',
    holds: 'a LIFT 0.13 file with its audio folder',
  },
  {
    file: 'lexicon-and-sentences.json',
    label: 'The lexicon and sentences (JSON)',
    holds: 'the format the import reads back',
  },
  { file: 'lexicon.csv', label: 'The lexicon (CSV)', holds: 'for a spreadsheet' },
  { file: 'sentences.csv', label: 'The sentences (CSV)', holds: 'for a spreadsheet' },
] as const;
export type ExportFileName = (typeof EXPORT_FILES)[number]['file'];
export const exportParamsSchema = z.object({
  file: z.enum(EXPORT_FILES.map((e) => e.file) as [ExportFileName, ...ExportFileName[]], {
    error: `file is one of ${EXPORT_FILES.map((e) => e.file).join(', ')}`,
  }),
});
