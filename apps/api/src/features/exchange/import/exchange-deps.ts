import type { ZipLimits } from '../../../config';
import type { Clock } from '../../../lib/clock';
import type { Repos } from '../../../repos';
import type { ContentHistory } from '../../history/content-history';

// What every importer and exporter stands on, in a module of its own so that the bundle's and the
// file's services (which call each other's parts) never import each other for it.

/**
 * What the importers and exporters stand on: the repos `createRepos` built (ADR 075), the app's one
 * content history, and the folders and limits of the configuration. `createImportService` builds it
 * once; the tests' installations build the same over a database of their own.
 */
export interface ExchangeDeps {
  repos: Pick<
    Repos,
    'bundle' | 'entries' | 'lexiconIo' | 'lift' | 'sentences' | 'texts' | 'textRecording' | 'recordings'
  >;
  history: ContentHistory;
  mediaDir: string;
  ffmpeg: string;
  clock: Clock;
  /** What a .zip may unpack to, and the folder it is unpacked in (ADR 047). */
  zipLimits: ZipLimits;
  scratchDir: string;
}
