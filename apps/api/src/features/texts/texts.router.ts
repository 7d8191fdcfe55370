import {
  saveTextRequestSchema,
  settleSentenceIds,
  textDataSchema,
  textIdSchema,
  updateTextRequestSchema,
} from '@langapp/shared';
import type { TextData } from '@langapp/shared';
import { formFields } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import { parseJsonField } from '../../lib/json-field';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { createLexiconRepo } from '../lexicon/lexicon.repo';
import { createTextsRepo } from './texts.repo';

const notFound = () => new HttpError(404, 'No text found.');

export function textsCalls({ db, clock }: CallDeps): Call[] {
  const repo = createTextsRepo(db);
  const lexicon = createLexiconRepo(db);
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

  const publishing = (path: string, published: boolean): Call => ({
    method: 'post',
    path,
    role: 'admin',
    handlers: [
      formFields,
      validate({ body: textIdSchema }, ({ body }, _req, res) => {
        if (!repo.setPublished(body.id, published, now())) throw notFound();
        res.json({ success: true });
      }),
    ],
  });

  return [
    {
      method: 'get',
      path: '/api/text-index',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ success: true, data: repo.index(Boolean(req.user?.isAdmin)) });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/text/:id',
      role: 'signed-in',
      handlers: [
        validate({ params: textIdSchema }, ({ params }, req, res) => {
          const text = repo.byId(params.id);
          // An unpublished text does not exist for learners.
          if (!text || (!text.published && !req.user?.isAdmin)) throw notFound();
          res.json({ success: true, data: text });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/add-text',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: saveTextRequestSchema }, ({ body }, _req, res) => {
          const data = checkedText(body.data, body.title);
          // A new text numbers its sentences from 1, whatever ids the client sent.
          const text = { ...data, sents: settleSentenceIds(data.sents, { kept: [] }) };
          const id = repo.insert(text.title, JSON.stringify(text), now());
          res.json({ success: true, id });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/update-text',
      role: 'admin',
      handlers: [
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
      ],
    },
    publishing('/api/publish-text', true),
    publishing('/api/unpublish-text', false),
    {
      method: 'post',
      path: '/api/delete-text',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: textIdSchema }, ({ body }, _req, res) => {
          if (!repo.softDelete(body.id, now())) throw notFound();
          res.json({ success: true });
        }),
      ],
    },
  ];
}
