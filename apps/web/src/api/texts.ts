import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  addTextResponseSchema,
  saveAlignmentResponseSchema,
  successResponseSchema,
  textIndexResponseSchema,
  textDataSchema,
  textResponseSchema,
} from '@langapp/shared';
import type {
  SaveAlignmentRequest,
  TextData,
  TextIndexItem,
  TextRecording,
  Visibility,
} from '@langapp/shared';
import { apiRequest, getJson, postForm } from '../lib/api-client';

/** A text as the pages show it: the stored JSON read into its sentences. */
export interface LoadedText {
  id: number;
  title: string;
  published: boolean;
  /** Who may see it (ADR 058, 062); absent from an older server: the default. */
  visibility?: Visibility;
  data: TextData;
  /** The text's whole recording when the reader may hear it (ADR 087). */
  recording?: TextRecording;
}

// Read leniently: a text saved before the title rule still shows (the row's title is the one shown).
// Read whole: what FLEx gave the text (guid, source, comment, writing systems) goes back with an edit (ADR 095).
const storedTextSchema = z.extend(textDataSchema, { title: z.catch(z.string(), '') });

/** The text data of a text's data field ({title, sents} and FLEx's fields), or null if it cannot be read. */
function parseTextData(raw: string): TextData | null {
  try {
    const parsed = storedTextSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** GET /api/text-index: the titles (an admin also gets the unpublished ones). */
export const textIndexQuery = queryOptions({
  queryKey: ['texts', 'index'],
  queryFn: async (): Promise<TextIndexItem[]> =>
    (await getJson('/api/text-index', textIndexResponseSchema)).data,
  meta: { what: 'text index' },
});

/** How long a text's answer serves without asking again: the time from a page's loader to the page. */
const TEXT_FRESH_MS = 5_000;

/** GET /api/text/{id}; fails for an unknown or unpublished text (404) and for unreadable data. */
export const textQuery = (id: number) =>
  queryOptions({
    queryKey: ['texts', id],
    queryFn: async (): Promise<LoadedText> => {
      const { data: row } = await getJson(`/api/text/${id}`, textResponseSchema);
      const data = parseTextData(row.data);
      if (!data) throw new Error(`The data of text ${id} could not be read.`);
      return {
        id: row.id,
        title: row.title,
        published: row.published === 1,
        visibility: row.visibility,
        data,
        ...(row.recording ? { recording: row.recording } : {}),
      };
    },
    // Asked again at each visit to the text (the page's loader, then the page within a few seconds
    // reads that answer): the read-along follows times a teacher has just aligned (ADR 093).
    staleTime: TEXT_FRESH_MS,
    meta: { what: 'text' },
  });

async function postTextForm(path: string, fields: Record<string, string>): Promise<void> {
  const { success } = await postForm(path, fields, successResponseSchema);
  if (!success) throw new Error(`The server answered ${path} with success false.`);
}

const textFields = (text: TextData) => ({ title: text.title, data: JSON.stringify(text) });

/**
 * POST /api/publish-text or /api/unpublish-text. On success the index shows the new state at once
 * (spec: the local list updates on success) and the text itself is asked for again when next shown.
 */
export function useSetTextPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      postTextForm(published ? '/api/publish-text' : '/api/unpublish-text', { id: String(id) }),
    meta: { failure: 'A text could not be published or unpublished.' },
    onSuccess: (_answer, { id, published }) => {
      queryClient.setQueryData<TextIndexItem[]>(textIndexQuery.queryKey, (items) =>
        items?.map((item) => (item.id === id ? { ...item, published: published ? 1 : 0 } : item)),
      );
      void queryClient.invalidateQueries({ queryKey: textQuery(id).queryKey });
    },
  });
}

/**
 * POST /api/add-text (admin): form fields title, data (the JSON of {title, sents}) and visibility
 * (who may see the new text, ADR 062); the index then shows it.
 */
export function useAddText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, visibility }: { text: TextData; visibility: Visibility }) => {
      await postForm('/api/add-text', { ...textFields(text), visibility }, addTextResponseSchema);
    },
    meta: { failure: 'The annotated text could not be submitted.' },
    // Not awaited: the editor's success notice does not wait for the index to arrive again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: textIndexQuery.queryKey }),
  });
}

/** POST /api/update-text (admin): the text (its title and sentences) and the index are asked for again. */
export function useUpdateText(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: TextData) => postTextForm('/api/update-text', { id: String(id), ...textFields(text) }),
    meta: { failure: 'The annotated text could not be submitted.' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: textQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: textIndexQuery.queryKey });
    },
  });
}

/**
 * POST /api/delete-text (admin). The index is asked for again; the deleted text is only marked
 * stale (not refetched while its page is still leaving), so a later visit finds it gone.
 */
export function useDeleteText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postTextForm('/api/delete-text', { id: String(id) }),
    meta: { failure: 'A text could not be deleted.' },
    onSuccess: (_answer, id) => {
      void queryClient.invalidateQueries({ queryKey: textIndexQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: textQuery(id).queryKey, refetchType: 'none' });
    },
  });
}

const uploadedTextRecordingSchema = z.object({ success: z.literal(true), filename: z.string() });

/** POST /api/upload-text-recording (ADR 087): a text's whole recording, replacing the one it had. */
export function useUploadTextRecording(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest('/api/upload-text-recording', uploadedTextRecordingSchema, {
        method: 'POST',
        form: { id: String(id), audio: { blob: file, fileName: file.name } },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['texts', id] }),
  });
}

/** POST /api/delete-text-recording: the text's recording to the trash. */
export function useRemoveTextRecording(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postForm('/api/delete-text-recording', { id: String(id) }, successResponseSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: ['texts', id] }),
  });
}

/**
 * POST /api/admin/texts/{id}/alignment (ADR 094): the sentences as aligned by hand, saved at once;
 * the text is then asked for again (its sentences' ids and times are the server's).
 */
export function useSaveAlignment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAlignmentRequest) =>
      apiRequest(`/api/admin/texts/${id}/alignment`, saveAlignmentResponseSchema, {
        method: 'POST',
        json: body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['texts', id] }),
  });
}
