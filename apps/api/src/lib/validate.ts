import type { Request, RequestHandler, Response } from 'express';
import * as z from 'zod/mini';
import { badRequest } from './http-error';

// The shared schemas are zod/mini, which carries no messages of its own: without a locale every
// generic issue reads 'Invalid input'. The sentences the server sends are built from zod's English
// messages, and every path that describes issues (validate, parseJsonField, the CLI, the importer)
// imports this module, so it is set before any parse whose messages are read: server, CLI and tests.
z.config(z.locales.en());

interface Schemas {
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  params?: z.core.$ZodType;
}

type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

export interface Input<S extends Schemas> {
  body: Out<S['body']>;
  query: Out<S['query']>;
  params: Out<S['params']>;
}

/** A sentence naming what was wrong with the input, from zod's issues. */
export function describeIssues(error: z.core.$ZodError): string {
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

function parsePart(schema: z.core.$ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = z.safeParse(schema, value);
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
