import type * as z from 'zod/mini';
import { ApiError, NetworkError } from './api-client';

/**
 * Posts `form` (multipart, with its files) like apiRequest does, and calls `onProgress` with the
 * share of the body sent so far (0 to 1). XMLHttpRequest, because fetch reports no upload progress;
 * the answer is read and checked as apiRequest reads it, and fails with the same errors.
 */
export function uploadWithProgress<S extends z.ZodMiniType>(
  path: string,
  form: FormData,
  schema: S,
  onProgress: (share: number) => void,
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new NetworkError(`The request to ${path} could not be sent.`));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch (cause) {
        reject(
          xhr.status >= 400
            ? new ApiError(path, xhr.status, null)
            : new NetworkError(`The answer to ${path} was not JSON.`, { cause }),
        );
        return;
      }
      if (xhr.status >= 400) {
        reject(new ApiError(path, xhr.status, data));
        return;
      }
      const parsed = schema.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else
        reject(
          new NetworkError(`The answer to ${path} did not have the expected shape.`, { cause: parsed.error }),
        );
    };
    xhr.send(form);
  });
}
