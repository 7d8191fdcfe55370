import { ffmpegPath } from '../../lib/audio-transcode';
import type { ServiceDeps } from '../../service-deps';
import type { ContentHistory } from '../history/content-history';
import { buildFlexTextExport } from './flextext-export';
import type { ExchangeDeps } from './import/exchange-deps';
import { exportFile, importFile } from './import-file.service';
import type { ExportFileOptions, ImportFileOptions } from './import-file.service';

/**
 * The import pipeline's one door (ADR 073, 075): reads a file of any format into the lexicon,
 * sentences, texts, lessons and recordings, and writes them out. Built once by `createServices`
 * over the app's repos and its one content history; the console's Import page and the CLI's
 * `import` and `export` call this same instance's methods.
 */
export function createImportService(deps: ServiceDeps & { history: ContentHistory }) {
  const exchange: ExchangeDeps = {
    repos: deps.repos,
    history: deps.history,
    clock: deps.clock,
    mediaDir: deps.config.mediaDir,
    ffmpeg: ffmpegPath(deps.config.ffmpegPath),
    zipLimits: deps.config.zipLimits,
    scratchDir: deps.config.scratchDir,
  };
  return {
    /** Reads `file` (CSV, JSON, LIFT, a .zip or a folder): see `importFile`. */
    importFile: (file: string, options: ImportFileOptions = {}) => importFile(exchange, file, options),
    /** Writes the community's data to `file` by its name: see `exportFile`. */
    exportFile: (file: string, options: ExportFileOptions = {}) => exportFile(exchange, file, options),
    /** Text `id` as a .flextext document (ADR 086); NotFoundError when there is no such live text. */
    textAsFlexText: (id: number) => buildFlexTextExport(exchange, id).xml,
  };
}
