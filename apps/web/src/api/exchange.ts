import { importPreviewSchema, importResultSchema, successResponseSchema } from '@langapp/shared';
import type { ImportDecisions, ImportPreview, ImportResult, ImportUploadFields } from '@langapp/shared';
import { apiRequest, postForm } from '../lib/api-client';
import { uploadWithProgress } from '../lib/upload-with-progress';

// The console's Import page (admin only, ADR 040). A module of its own, loaded with that page.

/** POST /api/admin/imports: uploads the file and answers its dry run; the file waits for confirmImport. */
export function uploadImport(
  file: File,
  fields: ImportUploadFields,
  onProgress: (share: number) => void,
): Promise<ImportPreview> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, String(value));
  form.append('file', file, file.name);
  return uploadWithProgress('/api/admin/imports', form, importPreviewSchema, onProgress);
}

/**
 * POST /api/admin/imports/:token: loads the uploaded file (skipping rejected rows when asked), with
 * the teacher's decisions about its possible duplicates.
 */
export const confirmImport = (
  token: string,
  skipInvalid: boolean,
  decisions: ImportDecisions = {},
): Promise<ImportResult> =>
  postForm(
    `/api/admin/imports/${token}`,
    {
      ...(skipInvalid ? { skipInvalid: 'true' } : {}),
      ...(Object.keys(decisions).length > 0 ? { decisions: JSON.stringify(decisions) } : {}),
    },
    importResultSchema,
  );

/** DELETE /api/admin/imports/:token: throws the uploaded file away. */
export const cancelImport = (token: string) =>
  apiRequest(`/api/admin/imports/${token}`, successResponseSchema, { method: 'DELETE' });
