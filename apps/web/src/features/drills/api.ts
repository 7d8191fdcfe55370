import { lexsResponseSchema } from '@langapp/shared';
import type { Lex } from '@langapp/shared';
import { getJson } from '../../lib/api-client';

export async function fetchLexicon(): Promise<Lex[]> {
  return (await getJson('/api/lexs', lexsResponseSchema)).data;
}
