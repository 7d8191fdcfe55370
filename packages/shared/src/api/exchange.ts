import * as z from 'zod/mini';
import { visibilitySchema } from './visibility';

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

// How the rows of a spreadsheet (CSV or JSON) met the lexicon (ADR 050): a row without an id is
// matched to the live entries written alike (folded) by its part of speech and gloss.

/** A sense as a report shows it. */
const reportedSenseSchema = z.object({ pos: z.string(), gloss: z.string() });

/** A row of the file as a report lists it: the entry it is or becomes, with its senses. */
const reportedRowSchema = z.object({
  /** Where in the file: "line 4", "item 2". */
  where: z.string(),
  /** The entry the row is, becomes or (in a dry run) would become. */
  id: z.number(),
  lex: z.string(),
  senses: z.array(reportedSenseSchema),
});
export type ReportedRow = z.infer<typeof reportedRowSchema>;

/** The rows of one group: the first MAX_LISTED_ROWS of them, and how many there are. */
const rowGroupSchema = z.object({ total: count, rows: z.array(reportedRowSchema) });

/** What the teacher does with a row that may duplicate an entry. */
export const DUPLICATE_ACTIONS = ['new-entry', 'new-sense', 'skip'] as const;
export type DuplicateAction = (typeof DUPLICATE_ACTIONS)[number];
const DUPLICATE_DECISION = /^(new-entry|skip|new-sense(:[1-9][0-9]{0,14})?)$/;
/**
 * A decision about a possible duplicate: 'new-entry', 'skip', 'new-sense' (a new sense of the first
 * entry written alike) or 'new-sense:<id>' (of that entry).
 */
const duplicateDecisionSchema = z
  .string()
  .check(z.regex(DUPLICATE_DECISION, 'A decision is new-entry, new-sense, new-sense:<entry id> or skip.'));

/** The decision's action and, for a new sense, the entry it names (if it names one). */
export function readDuplicateDecision(decision: string): { action: DuplicateAction; entryId?: number } {
  const [action, id] = decision.split(':') as [DuplicateAction, string | undefined];
  return id === undefined ? { action } : { action, entryId: Number(id) };
}

/** The decisions about possible duplicates, by the rows' `where` ("line 4": "new-sense"). */
export const importDecisionsSchema = z.record(z.string(), duplicateDecisionSchema);
export type ImportDecisions = z.infer<typeof importDecisionsSchema>;

/** A row whose headword is an entry's but whose senses are not all that entry's. */
const possibleDuplicateSchema = z.object({
  where: z.string(),
  lex: z.string(),
  senses: z.array(reportedSenseSchema),
  /** The live entries written alike, the first of them the one 'new-sense' goes to. */
  entries: z.array(
    z.object({
      id: z.number(),
      lex: z.string(),
      homograph: z.nullable(z.number()),
      senses: z.array(reportedSenseSchema),
    }),
  ),
  /** What was (or would be) done: a decision with its entry ('new-sense:12'); null while undecided. */
  decision: z.nullable(z.string()),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

/** How many rows a group of a report lists (its total counts them all). */
export const MAX_LISTED_ROWS = 500;

const writingSystemDetailSchema = z.object({
  code: z.string(),
  name: z.optional(z.string()),
  headwords: count,
  glosses: count,
});
export type WritingSystemDetail = z.infer<typeof writingSystemDetailSchema>;

/** A writing system as a teacher reads it: its name with its code ("Biatah (bth)"), else the code. */
export const writingSystemLabel = (code: string, details: readonly WritingSystemDetail[] | undefined) => {
  const name = details?.find((d) => d.code === code)?.name;
  return name ? `${name} (${code})` : code;
};

/** An ELAN tier as the dry run lists it (ADR 087). */
const elanTierSummarySchema = z.object({
  id: z.string(),
  linguisticType: z.string(),
  timeAlignable: z.boolean(),
  /** Its linguistic type's constraint: Time_Subdivision, Symbolic_Subdivision, Symbolic_Association, Included_In. */
  stereotype: z.nullable(z.string()),
  parent: z.nullable(z.string()),
  participant: z.nullable(z.string()),
  annotations: z.number().check(z.int(), z.nonnegative()),
});
export type ElanTierSummary = z.infer<typeof elanTierSummarySchema>;
/** The tiers an ELAN import reads: the transcription (a sentence each annotation), translation and words. */
const elanTierChoiceSchema = z.object({
  transcription: z.string(),
  translation: z.optional(z.string()),
  words: z.optional(z.string()),
});
export type ElanTierChoice = z.infer<typeof elanTierChoiceSchema>;
/** What an ELAN import reports besides the counts (ADR 087). */
const elanReportSchema = z.object({
  tiers: z.array(elanTierSummarySchema),
  /** The tiers read: the teacher's choice, else the first top-level tier and its children; null when none fits. */
  chosen: z.nullable(elanTierChoiceSchema),
  /** The text the file gives or times, by title. */
  title: z.string(),
  sentences: z.number().check(z.int(), z.nonnegative()),
  /** Sentences without a time, and transcription annotations left out for being empty. */
  untimed: z.number().check(z.int(), z.nonnegative()),
  empty: z.number().check(z.int(), z.nonnegative()),
  /** The media file that becomes the text's recording, by name; null when none came with the file. */
  media: z.nullable(z.string()),
  /** Timing an existing text: its sentences matched (by text, in order) and what did not match. */
  timing: z.optional(
    z.object({
      textId: z.number().check(z.int()),
      matched: z.number().check(z.int(), z.nonnegative()),
      mismatches: z.array(z.string()),
    }),
  ),
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
    z.object({
      headwords: z.string(),
      glosses: z.string(),
      others: z.array(z.string()),
      /**
       * Every writing system of the file (ADR 068), by code: its name (the file's own definitions',
       * else the IANA subtag registry's; none when neither names it), how many entries have a
       * headword in it and how many senses a gloss or definition: what the teacher chooses from.
       */
      details: z.optional(z.array(writingSystemDetailSchema)),
    }),
  ),
  /**
   * FLEx interlinear texts (ADR 086): how many morphemes were linked to a dictionary entry and how
   * many were not (those are listed among the warnings).
   */
  morphemeLinks: z.optional(z.object({ made: count, missing: count })),
  /** LIFT: entries deleted in FieldWorks (dateDeleted) that the import deleted here too. */
  removed: z.optional(importCountsSchema),
  /**
   * Possible duplicates the teacher chose to skip (`skipped`) and those waiting for a decision
   * (`waiting`; the import is not written while any do), counted by the one apply step (ADR 073).
   */
  skipped: z.optional(importCountsSchema),
  waiting: z.optional(importCountsSchema),
  /** True when the import was written; false for a dry run or when rejections stopped it. */
  written: z.boolean(),
  dryRun: z.boolean(),
  /**
   * CSV and JSON: the lexicon's rows in groups (ADR 050). New: a word the lexicon does not have (or
   * a new id); changed: an entry the row's id names, changed; unchanged: the row is an entry as it
   * is; possible duplicates: each with the entries written alike and its decision. An import with
   * an undecided possible duplicate is not written.
   */
  lexiconRows: z.optional(
    z.object({
      new: rowGroupSchema,
      changed: rowGroupSchema,
      unchanged: rowGroupSchema,
      possibleDuplicates: z.array(possibleDuplicateSchema),
    }),
  ),
  /** Added (ADR 087): an ELAN file's tiers, the ones read, and what became of its sentences and media. */
  elan: z.optional(elanReportSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** How many possible duplicates of the report wait for a decision (the import is not written while any do). */
export const undecidedDuplicates = (report: ImportReport): number =>
  report.lexiconRows?.possibleDuplicates.filter((d) => d.decision === null).length ?? 0;

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
    // A skip decided is not done either; what waits for a decision still waits (why it stopped).
    ...(report.skipped ? { skipped: emptyImportCounts() } : {}),
  };
}

/** The largest file the console's Import page takes (a LIFT zip with its audio can be large). */
export const MAX_IMPORT_UPLOAD_BYTES = 1024 ** 3;
/** The files the Import page takes, by how their names end. */
export const IMPORT_FILE_EXTENSIONS = ['.csv', '.json', '.lift', '.flextext', '.zip', '.eaf'] as const;
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
  /** Added (ADR 062): the level of what the import adds when the file gives none; default learners. */
  visibility: z.optional(visibilitySchema),
  /** Added (ELAN, ADR 087): the tiers to read as the transcription, translation and words; empty: the default. */
  tier: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  translationTier: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  wordsTier: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /** Added (ELAN): the id of a text to take its times from the file rather than importing a new one. */
  timeText: z.optional(
    z.union([
      z.literal(''),
      z.coerce
        .number({ error: 'timeText must be a text id.' })
        .check(z.int('timeText must be a text id.'), z.positive('timeText must be a text id.')),
    ]),
  ),
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
  /** The teacher's decisions about possible duplicates: ImportDecisions as a JSON string. */
  decisions: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((text, ctx) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            ctx.issues.push({ code: 'custom', message: 'decisions is not JSON.', input: text });
            return z.NEVER;
          }
        }),
      ),
      importDecisionsSchema,
    ),
  ),
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
    file: 'texts.flextext',
    label: 'The texts for FieldWorks (FLEx interlinear)',
    holds: 'every text with its translations, words and morphemes, for FLEx to import',
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
