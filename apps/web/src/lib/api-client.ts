import type * as z from 'zod/mini';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The server answered with a 4xx or 5xx status; `body` is its parsed JSON body, or null if it had none. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(path: string, status: number, body: unknown) {
    super(`The server answered ${path} with status ${status}.`);
    this.status = status;
    this.body = body;
  }

  /** A 4xx answer whose body says success: false — the server read the request and refused it. */
  get isRefusal(): boolean {
    return this.status >= 400 && this.status < 500 && isRecord(this.body) && this.body.success === false;
  }

  /** The server's sentence saying what was wrong (the `error` field of a failure body), if any. */
  get serverError(): string | undefined {
    return isRecord(this.body) && typeof this.body.error === 'string' ? this.body.error : undefined;
  }
}

/** The request never got an answer, or the answer could not be read as the expected JSON. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export type FormFields = Record<string, string>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /**
   * Sent as multipart/form-data, as every form call of the spec is; a Blob is sent as a file part.
   * A FormData is sent as it is (several file parts of one name: a recording session's takes).
   */
  form?: Record<string, string | { blob: Blob; fileName: string }> | FormData;
  /** Sent as application/json, for the calls the spec says take JSON. */
  json?: unknown;
  /** Extra headers, e.g. the Authorization: Bearer code of the e-mail-linked calls. */
  headers?: Record<string, string>;
}

function requestBody({ form, json }: RequestOptions): { body?: BodyInit; headers: HeadersInit } {
  if (form instanceof FormData) return { body: form, headers: { Accept: 'application/json' } };
  if (form) {
    const data = new FormData();
    for (const [name, value] of Object.entries(form)) {
      if (typeof value === 'string') data.append(name, value);
      else data.append(name, value.blob, value.fileName);
    }
    return { body: data, headers: { Accept: 'application/json' } };
  }
  if (json !== undefined) {
    return {
      body: JSON.stringify(json),
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    };
  }
  return { headers: { Accept: 'application/json' } };
}

function withHeaders(
  request: { body?: BodyInit; headers: HeadersInit },
  extra: Record<string, string> | undefined,
): { body?: BodyInit; headers: HeadersInit } {
  return extra
    ? { ...request, headers: { ...(request.headers as Record<string, string>), ...extra } }
    : request;
}

/**
 * The one way the web app calls the server: sends the session cookie, parses the JSON answer and
 * checks it against the shared schema. Throws ApiError for a 4xx/5xx answer, NetworkError otherwise.
 */
export async function apiRequest<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      ...withHeaders(requestBody(options), options.headers),
    });
  } catch (cause) {
    throw new NetworkError(`The request to ${path} could not be sent.`, { cause });
  }

  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new NetworkError(`The answer to ${path} could not be read.`, { cause });
  }
  return readAnswer(path, response.status, text, schema);
}

/**
 * Reads an answer's body as every call does: its JSON, checked against the shared schema. Throws
 * ApiError for a 4xx/5xx status, NetworkError when the body is not the expected JSON.
 */
export function readAnswer<S extends z.ZodMiniType>(
  path: string,
  status: number,
  text: string,
  schema: S,
): z.output<S> {
  const failed = status < 200 || status >= 300;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    if (failed) throw new ApiError(path, status, null);
    throw new NetworkError(`The answer to ${path} was not JSON.`, { cause });
  }
  if (failed) throw new ApiError(path, status, data);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new NetworkError(`The answer to ${path} did not have the expected shape.`, { cause: parsed.error });
  }
  return parsed.data;
}

export function getJson<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.output<S>> {
  return apiRequest(path, schema);
}

export function postForm<S extends z.ZodMiniType>(
  path: string,
  fields: FormFields,
  schema: S,
): Promise<z.output<S>> {
  return apiRequest(path, schema, { method: 'POST', form: fields });
}
