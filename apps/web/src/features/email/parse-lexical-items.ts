import { lexicalItemsSchema } from '@langapp/shared';
import type { LexicalItems } from '@langapp/shared';

/** A submission's lexical_items column (a JSON string of {verb, noun, other}), or null if it cannot be read. */
export function parseLexicalItems(json: string): LexicalItems | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = lexicalItemsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
