import fs from 'node:fs';
import { maySee } from '@langapp/shared';
import type { Viewer } from '@langapp/shared';
import { NotFoundError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';
import type { LessonRecordingRow } from './lesson-recordings.repo';
import { recordingFolders } from './recordings.service';

/**
 * The lesson (class) recordings: files in media/lesson-recordings, each with a visibility level
 * (ADR 072). The folder is the truth of which exist; the table keeps their levels and is made to
 * match the folder on every read, so a file copied in is listed at once, at the default level.
 */
export function createLessonRecordings({ repos, config }: ServiceDeps) {
  const repo = repos.lessonRecordings;
  const folder = recordingFolders(config.mediaDir).lessons;
  const files = (): string[] =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder, { withFileTypes: true })
          .filter((e) => e.isFile() && !e.name.startsWith('.'))
          .map((e) => e.name)
          .sort()
      : [];
  const rows = (): LessonRecordingRow[] => repo.mirror(files());

  return {
    /** Matches the levels' rows to the folder (before the console counts or sets levels). */
    refresh: (): void => void rows(),
    /** Each recording with its level, in order: the console's list. */
    withLevels: rows,
    /** The file names `viewer` may download, in order. */
    names: (viewer: Viewer): string[] =>
      rows()
        .filter((r) => maySee(viewer, r.visibility))
        .map((r) => r.id),
    /** The file name, when it exists and `viewer` may download it; otherwise not found, alike. */
    file(name: string, viewer: Viewer): string {
      const row = rows().find((r) => r.id === name);
      if (!row || !maySee(viewer, row.visibility))
        throw new NotFoundError('There is no such lesson recording.');
      return row.id;
    },
  };
}
