import type { z } from 'zod';
import { HttpError } from './http-error';
import { describeIssues } from './validate';

/** Parses a form field that carries JSON and checks it with a shared schema; 400 names the problem. */
export function parseJsonField<S extends z.ZodType>(raw: string, schema: S, field: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, `${field} is not valid JSON.`);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, `${field}: ${describeIssues(result.error)}`);
  return result.data;
}
