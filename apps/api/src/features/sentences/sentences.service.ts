import { randomUUID } from 'node:crypto';
import { linkedLexIds, newSentenceDataSchema } from '@langapp/shared';
import type { Visibility } from '@langapp/shared';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import { parseJsonField } from '../../lib/json-field';
import type { ServiceDeps } from '../../service-deps';
import type { Actor, ContentHistory } from '../history/content-history';

/** The sentences' rules: a new sentence links only existing entries and takes an id no other has. */
export function createSentencesService({ repos, clock, history }: ServiceDeps & { history: ContentHistory }) {
  const { sentences: repo, lexicon } = repos;
  return {
    /** The version of the sentences the lists are cached by (cachedJsonByViewer). */
    version: () => repo.version(),
    /** The sentences `viewer` may see: GET /api/sents. */
    seenBy: (viewer: Parameters<typeof repo.seenBy>[0]) => repo.seenBy(viewer),
    /**
     * Stores a new sentence from the form's `data` (JSON: text, translation, annotation, in Unicode
     * NFC) under `id`, or a new id when none is given; its id.
     */
    create(input: { id?: string; data: string; visibility: Visibility }, actor: Actor): string {
      const data = parseJsonField(input.data.normalize('NFC'), newSentenceDataSchema, 'data');
      const missing = lexicon.missingIds(linkedLexIds(data.anno));
      if (missing.length > 0) throw new InvalidError(`No lexical entry has the id ${missing.join(', ')}.`);
      const id = input.id || `s-${randomUUID()}`;
      if (repo.exists(id)) throw new ConflictError(`A sentence with the id ${id} exists already.`);
      return history.added('sentence', actor, () => {
        repo.save({
          id,
          text: data.text,
          trans: data.trans,
          anno: data.anno,
          timestamp: clock.now().toISOString(),
          visibility: input.visibility,
        });
        return id;
      });
    },

    /**
     * Corrects a sentence's text or translation (in Unicode NFC, trimmed); its annotation and
     * links stay as they are; the change is kept in the sentence's history with `actor`. A
     * learner's accepted suggestion comes through here (features/suggestions).
     */
    update(id: string, fields: { text?: string; trans?: string }, actor: Actor): void {
      const sentence = repo.byId(id);
      if (!sentence) throw new NotFoundError(`There is no sentence with the id ${id}.`);
      const text = (fields.text ?? sentence.text).trim().normalize('NFC');
      const trans = (fields.trans ?? sentence.trans).trim().normalize('NFC');
      if (!text) throw new InvalidError('Sentence is required.');
      history.change('sentence', id, actor, () => repo.updateTexts(id, text, trans));
    },
  };
}

export type SentencesService = ReturnType<typeof createSentencesService>;
