import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { badRequest } from './http-error';

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Input<S extends Schemas> {
  body: Out<S['body']>;
  query: Out<S['query']>;
  params: Out<S['params']>;
}

/** A sentence naming what was wrong with the input, from zod's issues. */
export function describeIssues(error: z.ZodError): string {
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const where = issue.path.length > 0 ? issue.path.join('.') : '';
    // Our own messages name their field ('Password is required.'); zod's generic ones get the path.
    const last = String(issue.path.at(-1) ?? '');
    const generic =
      (/^(Invalid|Too (big|small)|Unrecognized|Expected)/.test(issue.message) ||
        /^[a-z]/.test(issue.message)) &&
      !issue.message.startsWith(last);
    const text = generic && where ? `${where}: ${issue.message}` : issue.message;
    seen.add(text.endsWith('.') ? text : `${text}.`);
  }
  return [...seen].join(' ');
}

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data;
}

/**
 * The one place input is checked: body, query and params are parsed with the shared schemas and
 * the handler receives typed values. Anything that does not parse answers 400 naming the problem.
 */
export function validate<S extends Schemas>(
  schemas: S,
  handler: (input: Input<S>, req: Request, res: Response) => unknown,
): RequestHandler {
  return async (req, res) => {
    const input = {
      body: parsePart(schemas.body, req.body ?? {}),
      query: parsePart(schemas.query, req.query ?? {}),
      params: parsePart(schemas.params, req.params ?? {}),
    } as Input<S>;
    await handler(input, req, res);
  };
}
