import type * as z from 'zod/mini';
import {
  sotwNotesResponseSchema,
  submittedSentsResponseSchema,
  successResponseSchema,
} from '@langapp/shared';
import type { addNoteRequestSchema } from '@langapp/shared';
import { apiRequest, getJson } from '../../lib/api-client';

export const fetchSubmittedSentences = () =>
  getJson('/api/sotw-submitted-sents', submittedSentsResponseSchema);

export const fetchNotes = () => getJson('/api/sotw-notes', sotwNotesResponseSchema);

export const addNote = (request: z.input<typeof addNoteRequestSchema>) =>
  apiRequest('/api/sotw-add-note', successResponseSchema, { method: 'POST', json: request });
