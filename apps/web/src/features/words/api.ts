import { addLexResponseSchema } from '@langapp/shared';
import { postForm } from '../../lib/api-client';

export interface NewLex {
  lex: string;
  pos: string;
  gloss: string;
  notes: string;
}

/** POST /api/add-lex (admin): the server chooses the id (the highest plus one) and answers it. */
export const addLex = (entry: NewLex) => postForm('/api/add-lex', { ...entry }, addLexResponseSchema);
