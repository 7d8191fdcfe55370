import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMPORT_UPLOAD_TTL_MS } from '@langapp/shared';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/domain-errors';
import type { ImportFileOptions } from './import-file.service';

/** A file the teacher uploaded and saw the dry run of, waiting for "Import". */
export interface PendingImport {
  token: string;
  /** The uploaded file on the server (named by the server, never by the client). */
  file: string;
  fileName: string;
  options: ImportFileOptions;
  userId: number;
  expiresAt: Date;
}

/**
 * The uploads waiting for confirmation (ADR 040), each in a folder of its own under `dir`. They
 * live in this process: a restart forgets them and the next upload's sweep removes their folders.
 * Expired ones are removed whenever a new upload comes.
 */
export function createImportUploads(dir: string, clock: Clock) {
  const pending = new Map<string, PendingImport>();

  function remove(token: string): void {
    pending.delete(token);
    fs.rmSync(path.join(dir, token), { recursive: true, force: true });
  }

  /** The pending upload `token` names, if it has not expired. */
  function get(token: string): PendingImport | undefined {
    const p = pending.get(token);
    if (p && p.expiresAt.getTime() <= clock.now().getTime()) {
      remove(token);
      return undefined;
    }
    return p;
  }

  /** Removes expired uploads and folders no pending upload owns (left by a restart). */
  function sweep(): void {
    const now = clock.now().getTime();
    for (const p of pending.values()) if (p.expiresAt.getTime() <= now) remove(p.token);
    if (!fs.existsSync(dir)) return;
    for (const name of fs.readdirSync(dir)) {
      if (pending.has(name)) continue;
      const stat = fs.statSync(path.join(dir, name));
      // A folder being filled by an upload right now is young: leave it.
      if (now - stat.mtimeMs > IMPORT_UPLOAD_TTL_MS)
        fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    }
  }

  return {
    /** A fresh folder for one upload, and the token that names it. */
    newFolder(): { token: string; folder: string } {
      sweep();
      const token = randomBytes(16).toString('hex');
      const folder = path.join(dir, token);
      fs.mkdirSync(folder, { recursive: true });
      return { token, folder };
    },
    keep(upload: Omit<PendingImport, 'expiresAt'>): PendingImport {
      const p = { ...upload, expiresAt: new Date(clock.now().getTime() + IMPORT_UPLOAD_TTL_MS) };
      pending.set(p.token, p);
      return p;
    },
    get,
    /** The upload `token` names, waiting for this user; refused when it is not (any longer). */
    pendingFor(token: string, userId: number): PendingImport {
      const p = get(token);
      if (!p || p.userId !== userId)
        throw new NotFoundError(
          'That upload is no longer waiting: it was imported, cancelled or expired. Upload the file again.',
        );
      return p;
    },
    remove,
  };
}
