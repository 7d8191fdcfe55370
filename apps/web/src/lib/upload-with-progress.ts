import type * as z from 'zod/mini';
import { NetworkError, readAnswer } from './api-client';

/**
 * Posts `form` (multipart, with its files) like apiRequest does, and calls `onProgress` with the
 * share of the body sent so far (0 to 1). XMLHttpRequest, because fetch reports no upload progress;
 * the answer is read by apiRequest's own readAnswer, so it fails with the same errors.
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
      try {
        resolve(readAnswer(path, xhr.status, xhr.responseText, schema));
      } catch (err) {
        reject(err as Error);
      }
    };
    xhr.send(form);
  });
}
