import { settleSentenceIds, textDataSchema } from '@langapp/shared';
import type { TextData, Viewer, Visibility } from '@langapp/shared';
import { InvalidError, NotFoundError } from '../../lib/domain-errors';
import { parseJsonField } from '../../lib/json-field';
import type { ServiceDeps } from '../../service-deps';
import type { Actor, ContentHistory } from '../history/content-history';

const notFound = () => new NotFoundError('No text found.');

/**
 * The texts' rules: an unpublished text does not exist for learners; a saved text links only
 * existing entries, and its sentences keep the ids the stored text gave them.
 */
export function createTextsService({ repos, clock, history }: ServiceDeps & { history: ContentHistory }) {
  const { texts: repo, lexicon } = repos;
  const now = () => clock.now().toISOString();

  /** The `data` field as a valid text whose morphs link only existing entries; the title field wins. */
  function checkedText(raw: string, title: string | undefined): TextData {
    // Every string of the text in Unicode NFC (the JSON's own characters are ASCII, so this is safe).
    const data = parseJsonField(raw.normalize('NFC'), textDataSchema, 'data');
    const text = { ...data, title: (title?.trim() || data.title).normalize('NFC') };
    const ids = text.sents.flatMap((s) =>
      s.words.flatMap((w) => w.morphs.flatMap((m) => (m.lexId === undefined ? [] : [m.lexId]))),
    );
    const missing = lexicon.missingIds(ids);
    if (missing.length > 0) throw new InvalidError(`No lexical entry has the id ${missing.join(', ')}.`);
    return text;
  }

  return {
    index: (viewer: Viewer) => repo.index(viewer),

    /** Text `id` for `viewer`: missing when they may not see it (an unpublished text is for teachers). */
    visible(id: number, viewer: Viewer) {
      const text = repo.seenById(id, viewer);
      if (!text) throw notFound();
      return text;
    },

    /** A new text from the form's fields; its id. Its sentences are numbered from 1, whatever ids came. */
    add(form: { data: string; title?: string; visibility: Visibility }, actor: Actor): number {
      const data = checkedText(form.data, form.title);
      const text = { ...data, sents: settleSentenceIds(data.sents, { kept: [] }) };
      return history.added('text', actor, () =>
        repo.insert(text.title, JSON.stringify(text), now(), form.visibility),
      );
    },

    /** Replaces a text: sentences keep their stored ids; new ones get ids no recording has used. */
    update(id: number, form: { data: string; title?: string }, actor: Actor): void {
      const data = checkedText(form.data, form.title);
      if (!repo.byId(id)) throw notFound();
      const sents = settleSentenceIds(data.sents, {
        kept: repo.sentences(id),
        used: repo.recordedSentenceIds(id),
      });
      const text = { ...data, sents };
      const saved = history.change('text', id, actor, () =>
        repo.update(id, text.title, JSON.stringify(text), now()),
      );
      if (!saved) throw notFound();
    },

    setPublished(id: number, published: boolean, actor: Actor): void {
      if (!history.change('text', id, actor, () => repo.setPublished(id, published, now()))) throw notFound();
    },

    /** Marks a text deleted (the CLI's text:restore brings it back). */
    remove(id: number, actor: Actor): void {
      if (!history.change('text', id, actor, () => repo.softDelete(id, now()))) throw notFound();
    },

    restore(id: number, actor: Actor): void {
      if (!history.change('text', id, actor, () => repo.restore(id)))
        throw new NotFoundError(`There is no deleted text with the id ${id}.`);
    },
  };
}

export type TextsService = ReturnType<typeof createTextsService>;
