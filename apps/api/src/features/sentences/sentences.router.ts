import { randomUUID } from 'node:crypto';
import { createSentRequestSchema, linkedLexIds, newSentenceDataSchema } from '@langapp/shared';
import { cachedJson } from '../../lib/cached-json';
import { formFields } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import { parseJsonField } from '../../lib/json-field';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { createLexiconRepo } from '../lexicon/lexicon.repo';
import { createSentencesRepo } from './sentences.repo';

export function sentencesCalls({ db, clock }: CallDeps): Call[] {
  const repo = createSentencesRepo(db);
  const lexicon = createLexiconRepo(db);
  return [
    {
      method: 'get',
      path: '/api/sents',
      role: 'signed-in',
      handlers: [cachedJson(repo.version, () => ({ data: repo.all() }))],
    },
    {
      method: 'post',
      path: '/api/create-sent',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: createSentRequestSchema }, ({ body }, _req, res) => {
          const data = parseJsonField(body.data.normalize('NFC'), newSentenceDataSchema, 'data');
          const missing = lexicon.missingIds(linkedLexIds(data.anno));
          if (missing.length > 0)
            throw new HttpError(400, `No lexical entry has the id ${missing.join(', ')}.`);
          const id = body.id || `s-${randomUUID()}`;
          if (repo.exists(id)) throw new HttpError(409, `A sentence with the id ${id} exists already.`);
          repo.save({
            id,
            text: data.text,
            trans: data.trans,
            anno: data.anno,
            timestamp: clock.now().toISOString(),
          });
          res.json({ success: true, id });
        }),
      ],
    },
  ];
}
