import type { Response } from 'express';
import { mediaFilenameSchema } from '@langapp/shared';
import { HttpError } from './http-error';

/**
 * Sends one file from a media folder: Range requests (206/416), ETag, a year of caching (a file
 * name is never reused for other content) and the content type from the extension. Only plain
 * file names are accepted, and `root` keeps any path inside the folder.
 */
export function sendMediaFile(
  res: Response,
  dir: string,
  filename: unknown,
  options: {
    download?: boolean;
    /** The address may serve another file later (the newest take of a word): revalidated, never kept. */
    revalidate?: boolean;
  } = {},
): Promise<void> {
  const parsed = mediaFilenameSchema.safeParse(filename);
  if (!parsed.success) throw new HttpError(400, 'The file name is not valid.');
  if (options.download) res.attachment(parsed.data);
  if (options.revalidate) res.set('Cache-Control', 'private, no-cache');
  return new Promise((resolve, reject) => {
    res.sendFile(
      parsed.data,
      options.revalidate
        ? { root: dir, cacheControl: false, acceptRanges: true, dotfiles: 'deny' }
        : { root: dir, maxAge: '365d', immutable: true, acceptRanges: true, dotfiles: 'deny' },
      (err?: Error & { status?: number }) => {
        if (!err) return resolve();
        if (res.headersSent) return resolve();
        // The error answer is JSON, not the file's type or a download.
        res.removeHeader('Content-Type');
        res.removeHeader('Content-Disposition');
        reject(
          err.status === 404 || (err as NodeJS.ErrnoException).code === 'ENOENT'
            ? new HttpError(404, 'No such file.')
            : err,
        );
      },
    );
  });
}
