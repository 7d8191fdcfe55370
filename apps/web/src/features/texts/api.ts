import * as z from 'zod/mini';
import {
  successResponseSchema,
  textIndexResponseSchema,
  textResponseSchema,
  textSentenceSchema,
} from '@langapp/shared';
import type { TextData, TextIndexItem } from '@langapp/shared';
import { getJson, postForm } from '../../lib/api-client';

/** A text as the pages show it: the stored JSON read into its sentences. */
export interface LoadedText {
  id: number;
  title: string;
  published: boolean;
  data: TextData;
}

// Read leniently: a text saved before the title rule still shows (the row's title is the one shown).
const storedTextSchema = z.object({ title: z.catch(z.string(), ''), sents: z.array(textSentenceSchema) });

/** The {title, sents} of a text's data field, or null if it cannot be read. */
export function parseTextData(raw: string): TextData | null {
  try {
    const parsed = storedTextSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function fetchTextIndex(): Promise<TextIndexItem[]> {
  return (await getJson('/api/text-index', textIndexResponseSchema)).data;
}

/** GET /api/text/{id}; throws for an unknown or unpublished text (404) and for unreadable data. */
export async function fetchText(id: number): Promise<LoadedText> {
  const { data: row } = await getJson(`/api/text/${id}`, textResponseSchema);
  const data = parseTextData(row.data);
  if (!data) throw new Error(`The data of text ${id} could not be read.`);
  return { id: row.id, title: row.title, published: row.published === 1, data };
}

async function postTextForm(path: string, fields: Record<string, string>): Promise<void> {
  const { success } = await postForm(path, fields, successResponseSchema);
  if (!success) throw new Error(`The server answered ${path} with success false.`);
}

export const setTextPublished = (id: number, published: boolean) =>
  postTextForm(published ? '/api/publish-text' : '/api/unpublish-text', { id: String(id) });

export const deleteText = (id: number) => postTextForm('/api/delete-text', { id: String(id) });

export const updateText = (id: number, text: TextData) =>
  postTextForm('/api/update-text', { id: String(id), title: text.title, data: JSON.stringify(text) });
