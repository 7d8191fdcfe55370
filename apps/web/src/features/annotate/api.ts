import { addTextResponseSchema } from '@langapp/shared';
import type { TextData } from '@langapp/shared';
import { postForm } from '../../lib/api-client';

/** POST /api/add-text (admin): form fields title and data (the JSON of {title, sents}). */
export async function addText(text: TextData): Promise<void> {
  await postForm('/api/add-text', { title: text.title, data: JSON.stringify(text) }, addTextResponseSchema);
}
