import { Router } from 'express';
import {
  saveTextRequestSchema,
  settleSentenceIds,
  textDataSchema,
  textIdSchema,
  updateTextRequestSchema,
} from '@langapp/shared';
import type { TextData } from '@langapp/shared';
import { requireAdmin, requireUser } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { formFields } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import { parseJsonField } from '../../lib/json-field';
import { validate } from '../../lib/validate';
import type { createLexiconRepo } from '../lexicon/lexicon.repo';
import type { TextsRepo } from './texts.repo';

const notFound = () => new HttpError(404, 'No text found.');

export function textsRouter(
  repo: TextsRepo,
  lexicon: ReturnType<typeof createLexiconRepo>,
  clock: Clock,
): Router {
  const r = Router();
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
    if (missing.length > 0) throw new HttpError(400, `No lexical entry has the id ${missing.join(', ')}.`);
    return text;
  }

  r.get('/text-index', requireUser, (req, res) => {
    res.json({ success: true, data: repo.index(Boolean(req.user?.isAdmin)) });
  });

  r.get(
    '/text/:id',
    requireUser,
    validate({ params: textIdSchema }, ({ params }, req, res) => {
      const text = repo.byId(params.id);
      // An unpublished text does not exist for learners.
      if (!text || (!text.published && !req.user?.isAdmin)) throw notFound();
      res.json({ success: true, data: text });
    }),
  );

  r.post(
    '/add-text',
    requireAdmin,
    formFields,
    validate({ body: saveTextRequestSchema }, ({ body }, _req, res) => {
      const data = checkedText(body.data, body.title);
      // A new text numbers its sentences from 1, whatever ids the client sent.
      const text = { ...data, sents: settleSentenceIds(data.sents, { kept: [] }) };
      const id = repo.insert(text.title, JSON.stringify(text), now());
      res.json({ success: true, id });
    }),
  );

  r.post(
    '/update-text',
    requireAdmin,
    formFields,
    validate({ body: updateTextRequestSchema }, ({ body }, _req, res) => {
      const data = checkedText(body.data, body.title);
      if (!repo.byId(body.id)) throw notFound();
      // Sentences keep the ids the stored text gave them; new ones get ids no recording has used.
      const sents = settleSentenceIds(data.sents, {
        kept: repo.sentences(body.id),
        used: repo.recordedSentenceIds(body.id),
      });
      const text = { ...data, sents };
      if (!repo.update(body.id, text.title, JSON.stringify(text), now())) throw notFound();
      res.json({ success: true });
    }),
  );

  for (const [path, published] of [
    ['/publish-text', true],
    ['/unpublish-text', false],
  ] as const) {
    r.post(
      path,
      requireAdmin,
      formFields,
      validate({ body: textIdSchema }, ({ body }, _req, res) => {
        if (!repo.setPublished(body.id, published, now())) throw notFound();
        res.json({ success: true });
      }),
    );
  }

  r.post(
    '/delete-text',
    requireAdmin,
    formFields,
    validate({ body: textIdSchema }, ({ body }, _req, res) => {
      if (!repo.softDelete(body.id, now())) throw notFound();
      res.json({ success: true });
    }),
  );

  return r;
}
