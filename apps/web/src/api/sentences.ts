import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSentResponseSchema, parseSentenceAnno, sentsResponseSchema } from '@langapp/shared';
import type { AnnotatedWord, Sentence, Visibility } from '@langapp/shared';
import { getJson, postForm } from '../lib/api-client';
import { remoteStatus } from './remote-status';

/** A sentence with its annotation read: what the lists and the interlinear display use. */
export interface ReadableSentence {
  id: string;
  text: string;
  trans: string;
  words: AnnotatedWord[];
  /** Who may see it (ADR 062), where the list carries it. */
  visibility?: Visibility;
}

/** A sentence of GET /api/sents as it arrived, with its annotation read once, on arrival. */
export type LoadedSentence = Sentence & ReadableSentence;

/** GET /api/sents, fetched once and shared by every page that shows sentences, each anno parsed once. */
export const sentencesQuery = queryOptions({
  queryKey: ['sentences'],
  queryFn: async (): Promise<LoadedSentence[]> => {
    const { data } = await getJson('/api/sents', sentsResponseSchema);
    return data.map((sentence) => ({ ...sentence, words: parseSentenceAnno(sentence.anno) }));
  },
  staleTime: 5 * 60_000,
  meta: { what: 'sentences' },
});

/** The sentences, asked for once `enabled` is true. */
export function useSentences(enabled = true) {
  const query = useQuery({ ...sentencesQuery, enabled });
  return { status: remoteStatus(query), data: query.data };
}

/** POST /api/create-sent (form: data = JSON of {text, trans, anno}); the server chooses the id. */
const createSentence = async ({
  text,
  trans,
  visibility,
}: {
  text: string;
  trans: string;
  visibility?: Visibility;
}) =>
  (
    await postForm(
      '/api/create-sent',
      { data: JSON.stringify({ text, trans, anno: [] }), ...(visibility ? { visibility } : {}) },
      createSentResponseSchema,
    )
  ).id;

/** Creates a sentence (not yet annotated); every view of the sentences then lists it. */
export function useCreateSentence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSentence,
    meta: { failure: 'The sentence could not be created.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentencesQuery.queryKey }),
  });
}
