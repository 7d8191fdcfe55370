import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { joinRequestSchema, textDataSchema } from '@langapp/shared';
import { describeIssues } from './validate';

// This file loads no classic zod (which would set English messages as a side effect): the shared
// schemas are zod/mini, so the English sentences must come from validate.ts itself.
describe('describeIssues', () => {
  it.each([
    [
      'a generic issue of a shared schema',
      textDataSchema,
      { title: 'x', sents: [{ text: 'a' }] },
      'sents.0.trans: Invalid input: expected string, received undefined. ' +
        'sents.0.words: Invalid input: expected array, received undefined.',
    ],
    [
      'the schema’s own messages',
      joinRequestSchema,
      {},
      'Username is required. Password is required. Code is required.',
    ],
  ])('when %s is described, then the sentence is zod’s English one', (_case, schema, input, sentence) => {
    const result = z.safeParse(schema, input);

    expect(result.success).toBe(false);
    expect(result.error && describeIssues(result.error)).toBe(sentence);
  });
});
