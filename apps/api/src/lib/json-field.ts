import * as z from 'zod/mini';
import { InvalidError } from './domain-errors';
import { describeIssues } from './validate';

/** Parses a form field that carries JSON and checks it with a shared schema; 400 names the problem. */
export function parseJsonField<S extends z.core.$ZodType>(
  raw: string,
  schema: S,
  field: string,
): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new InvalidError(`${field} is not valid JSON.`);
  }
  const result = z.safeParse(schema, value);
  if (!result.success) throw new InvalidError(`${field}: ${describeIssues(result.error)}`);
  return result.data;
}
