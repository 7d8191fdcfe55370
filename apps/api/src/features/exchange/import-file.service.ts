import fs from 'node:fs';
import path from 'node:path';
import type {
  DuplicateAction,
  ElanTierChoice,
  ImportDecisions,
  ImportReport,
  Visibility,
} from '@langapp/shared';
import { InvalidError } from '../../lib/domain-errors';
import type { Actor } from '../history/content-history';
import { createLexiconIo } from '../lexicon/lexicon-io.service';
import { buildEafExport } from './eaf-export.service';
import { importEaf } from './eaf-import.service';
import type { EafImportOptions } from './eaf-import.service';
import { buildFlexTextExport } from './flextext-export';
import { importFlexText } from './flextext-import.service';
import type { ExchangeDeps } from './import/exchange-deps';
import { BUNDLE_MANIFEST } from './import/read-bundle';
import type { ApostropheRule, DataKind } from './import/read-table';
import { buildLiftExport } from './lift-export.service';
import { importLift } from './lift-import.service';
import { buildBundle, importBundle } from './media-bundle.service';
import { unpackZip, writeFolder, writeZip } from './zip-archive';

export interface ImportFileOptions {
  /** For a CSV file: which kind its rows are (else told by its header). */
  kind?: DataKind;
  apostrophes?: ApostropheRule;
  skipInvalid?: boolean;
  dryRun?: boolean;
  /** LIFT: the vernacular writing system to read words in, and the one to read glosses in. */
  ws?: string;
  glossWs?: string;
  /** What to do with each possible duplicate, by its row or entry (ADR 050, 068). */
  decisions?: ImportDecisions;
  /** ... and with those `decisions` does not name; without either they wait and nothing is written. */
  duplicates?: DuplicateAction;
  /** Who imports, for the history of the entries, sentences and texts it changes (ADR 059). */
  actor?: Actor;
  /**
   * The level of what the import adds when the file gives none (ADR 062; default learners). What
   * it updates keeps its level unless the file gives one.
   */
  visibility?: Visibility;
  /** ELAN (ADR 087): the tiers to read, the text to time instead of adding one, the text's title (else the file's name). */
  elan?: { tiers?: Partial<ElanTierChoice>; timeText?: number; title?: string };
}

/** The format of the file at `file` (by its name; a folder is read as an unpacked zip). */
function importFormatOf(file: string): 'csv' | 'json' | 'lift' | 'flextext' | 'zip' | 'eaf' | 'folder' {
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) return 'folder';
  const ext = path.extname(file).toLowerCase();
  if (['.csv', '.json', '.lift', '.flextext', '.zip', '.eaf'].includes(ext)) return ext.slice(1) as never;
  throw new InvalidError(
    'The file must end in .csv, .json, .lift, .flextext, .eaf or .zip (or be a folder holding a .lift or .eaf file).',
  );
}

/**
 * Reads a community's data from `file` (CSV, JSON, LIFT, a .zip, or a folder), the one path of the
 * CLI's `import` and the console's Import page (ADR 040). A zip or folder holds either a bundle
 * (BUNDLE_MANIFEST at its root) or one .lift file with its audio folder.
 */
export async function importFile(
  deps: ExchangeDeps,
  file: string,
  options: ImportFileOptions = {},
): Promise<ImportReport> {
  const format = importFormatOf(file);
  if (!fs.existsSync(file)) throw new InvalidError(`There is no file ${file}.`);
  const { dryRun = false, skipInvalid = false } = options;
  switch (format) {
    case 'csv':
    case 'json':
      return createLexiconIo(deps).importData(fs.readFileSync(file, 'utf8'), {
        format,
        kind: options.kind,
        apostrophes: options.apostrophes,
        skipInvalid,
        dryRun,
        decisions: options.decisions,
        duplicates: options.duplicates,
        actor: options.actor,
        visibility: options.visibility,
      });
    case 'lift':
      return importLift(deps, file, {
        ws: options.ws,
        glossWs: options.glossWs,
        apostrophes: options.apostrophes,
        dryRun,
        skipInvalid,
        decisions: options.decisions,
        duplicates: options.duplicates,
        actor: options.actor,
        visibility: options.visibility,
      });
    case 'flextext':
      return importFlexText(deps, file, {
        dryRun,
        skipInvalid,
        actor: options.actor,
        visibility: options.visibility,
      });
    case 'eaf':
      return importEaf(deps, file, eafOptions(options));
    case 'folder':
      return importFolder(deps, file, options);
    case 'zip': {
      // Unpacked beside the data rather than in /tmp, which may be memory (tmpfs); removed after.
      fs.mkdirSync(deps.scratchDir, { recursive: true });
      const dir = fs.mkdtempSync(path.join(deps.scratchDir, 'unzip-'));
      try {
        await unpackZip(file, dir, deps.zipLimits);
        return await importFolder(deps, dir, options);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
}

/** An unpacked bundle, or a folder with one .lift file (at its root or in one folder below it). */
async function importFolder(
  deps: ExchangeDeps,
  dir: string,
  options: ImportFileOptions,
): Promise<ImportReport> {
  const { dryRun = false, skipInvalid = false } = options;
  const candidates = [dir, ...subfolders(dir)];
  const bundle = candidates.find((d) => fs.existsSync(path.join(d, BUNDLE_MANIFEST)));
  if (bundle)
    return importBundle(deps, bundle, {
      dryRun,
      skipInvalid,
      decisions: options.decisions,
      duplicates: options.duplicates,
      actor: options.actor,
      visibility: options.visibility,
    });
  const eafs = candidates.flatMap((d) =>
    fs
      .readdirSync(d)
      .filter((name) => name.toLowerCase().endsWith('.eaf'))
      .map((name) => path.join(d, name)),
  );
  if (eafs.length > 1)
    throw new InvalidError(
      `It holds ${eafs.length} .eaf files (${eafs.map((f) => path.basename(f)).join(', ')}); import one at a time.`,
    );
  // An .eaf in a zip: its own name is the text's title.
  if (eafs.length === 1) return importEaf(deps, eafs[0]!, { ...eafOptions(options), title: undefined });
  const lifts = candidates.flatMap((d) =>
    fs
      .readdirSync(d)
      .filter((name) => name.toLowerCase().endsWith('.lift'))
      .map((name) => path.join(d, name)),
  );
  if (lifts.length === 0)
    throw new InvalidError(`It holds neither a bundle (${BUNDLE_MANIFEST}) nor a .lift file.`);
  if (lifts.length > 1)
    throw new InvalidError(
      `It holds ${lifts.length} .lift files (${lifts.map((f) => path.basename(f)).join(', ')}); import one at a time.`,
    );
  const liftFile = lifts[0]!;
  return importLift(deps, liftFile, {
    ws: options.ws,
    glossWs: options.glossWs,
    apostrophes: options.apostrophes,
    dryRun,
    skipInvalid,
    decisions: options.decisions,
    duplicates: options.duplicates,
    actor: options.actor,
    visibility: options.visibility,
  });
}

/** The ELAN import's options from the file import's. */
const eafOptions = (options: ImportFileOptions): EafImportOptions => ({
  ...options.elan,
  dryRun: options.dryRun ?? false,
  skipInvalid: options.skipInvalid ?? false,
  actor: options.actor,
  visibility: options.visibility,
});

function subfolders(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== '__MACOSX')
    .map((e) => path.join(dir, e.name));
}

export interface ExportFileOptions {
  /** CSV: which kind to write (default lexicon). */
  kind?: DataKind;
  /** LIFT: the vernacular writing system to write words in. */
  ws?: string;
  /** A .zip holding LIFT and its audio folder instead of a bundle. */
  lift?: boolean;
  /** ELAN (ADR 087): the text to write as .eaf (a .eaf file, its recording beside it; or a .zip of both). */
  text?: number;
}

/**
 * Writes the community's data to `file` by its name: .csv or .json (ADR 009); .flextext, every
 * live text as FLEx interlinear texts (ADR 086); .lift with its
 * recordings in an audio/ folder beside it (ADR 037); .zip, a bundle of everything with every
 * recording (ADR 038), or with `lift` the LIFT file and its audio folder. Returns what it wrote.
 */
export async function exportFile(
  deps: ExchangeDeps,
  file: string,
  options: ExportFileOptions = {},
): Promise<string> {
  const ext = path.extname(file).toLowerCase();
  if (options.lift && ext !== '.zip') throw new InvalidError('--lift is for a .zip file.');
  if (options.kind && ext !== '.csv') throw new InvalidError('--kind is for a .csv file.');
  if (options.ws && ext !== '.lift' && !options.lift) throw new InvalidError('--ws is for LIFT.');
  if (ext === '.eaf' && options.text === undefined)
    throw new InvalidError('An .eaf file is one text: name it with --text <id>.');
  if (options.text !== undefined && ext !== '.eaf' && (ext !== '.zip' || options.lift))
    throw new InvalidError('--text is for an .eaf file or a .zip of it and its recording.');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (options.text !== undefined) {
    const eaf = buildEafExport(
      deps,
      options.text,
      ext === '.eaf' ? path.basename(file, path.extname(file)) : undefined,
    );
    if (ext === '.zip') writeZip(file, [{ archivePath: eaf.name, data: eaf.xml }, ...eaf.files]);
    else {
      fs.writeFileSync(file, eaf.xml);
      // The recording beside the .eaf, under the name the file gives it.
      writeFolder(path.dirname(file), eaf.files);
      return `Wrote ${file}${eaf.files.length ? ` and its recording ${eaf.files[0]!.archivePath}` : ' (the text has no recording)'}`;
    }
    return `Wrote ${file}: ${eaf.name}${eaf.files.length ? ` and its recording ${eaf.files[0]!.archivePath}` : ''}`;
  }
  switch (ext) {
    case '.csv':
    case '.json': {
      const format = ext === '.csv' ? 'csv' : 'json';
      fs.writeFileSync(file, createLexiconIo(deps).exportData(format, options.kind));
      return `Wrote ${file}`;
    }
    case '.flextext': {
      const flextext = buildFlexTextExport(deps);
      fs.writeFileSync(file, flextext.xml);
      return `Wrote ${file}: ${flextext.count} text${flextext.count === 1 ? '' : 's'}`;
    }
    case '.lift': {
      const lift = buildLiftExport(deps, { ws: options.ws });
      fs.writeFileSync(file, lift.xml);
      writeFolder(path.dirname(file), [...lift.files, ...lift.writingSystems]);
      return `Wrote ${file} and ${lift.files.length} recording${lift.files.length === 1 ? '' : 's'} in ${path.join(path.dirname(file), 'audio')}`;
    }
    case '.zip': {
      if (options.lift) {
        const lift = buildLiftExport(deps, { ws: options.ws });
        const name = `${path.basename(file, path.extname(file))}.lift`;
        writeZip(file, [{ archivePath: name, data: lift.xml }, ...lift.files, ...lift.writingSystems]);
        return `Wrote ${file}: ${name} and ${lift.files.length} recording${lift.files.length === 1 ? '' : 's'}`;
      }
      const bundle = buildBundle(deps);
      writeZip(file, [{ archivePath: BUNDLE_MANIFEST, data: bundle.json }, ...bundle.files]);
      return `Wrote ${file}: everything and ${bundle.files.length} recording file${bundle.files.length === 1 ? '' : 's'}`;
    }
    default:
      throw new InvalidError('The file must end in .csv, .json, .lift, .flextext, .eaf (with --text) or .zip.');
  }
}
