import {
  addLexRequestSchema,
  deleteLexRequestSchema,
  lexIdParamsSchema,
  publicDictionaryRequestSchema,
  updateLexEntryRequestSchema,
  updateLexRequestSchema,
} from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { cachedJsonByViewer } from '../../lib/cached-json';
import { formFields } from '../../lib/form-body';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { readerOf } from '../../lib/visibility';
import { consoleActor } from '../history/content-history';

export function lexiconCalls({ lexicon, settings, clock }: CallDeps): Call[] {
  return [
    {
      method: 'get',
      path: '/api/random-vocab',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ result: lexicon.randomVocab(readerOf(req, clock), currentUser(req).id) });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/lexs',
      role: 'dictionary',
      handlers: [cachedJsonByViewer(lexicon.version, (viewer) => ({ data: lexicon.list(viewer) }))],
    },
    // An entry whole (issue 25): senses, notes, forms and recordings.
    {
      method: 'get',
      path: '/api/lex-entry/:id',
      role: 'dictionary',
      handlers: [
        validate({ params: lexIdParamsSchema }, ({ params }, req, res) => {
          res.json({ data: lexicon.entry(params.id, readerOf(req, clock)) });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/add-lex',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: addLexRequestSchema }, ({ body }, req, res) => {
          const id = lexicon.add(
            body,
            { warnDuplicates: body.warnDuplicates, visibility: body.visibility },
            consoleActor(currentUser(req)),
          );
          res.json({ success: true, id });
        }),
      ],
    },
    // The parts of speech the console's filter and editor offer (ADR 071).
    {
      method: 'get',
      path: '/api/admin/parts-of-speech',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json({ partsOfSpeech: lexicon.partsOfSpeech() });
        },
      ],
    },
    // Whether visitors may browse the public entries (issue 27, ADR 058).
    {
      method: 'get',
      path: '/api/admin/public-dictionary',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json({ publicDictionary: settings.publicDictionary() });
        },
      ],
    },
    {
      method: 'post',
      path: '/api/admin/public-dictionary',
      role: 'admin',
      handlers: [
        validate({ body: publicDictionaryRequestSchema }, ({ body }, _req, res) => {
          settings.setPublicDictionary(body.publicDictionary);
          res.json({ publicDictionary: settings.publicDictionary() });
        }),
      ],
    },
    // Dictionary upkeep (admin, ADR 034): edit, where an entry is used, delete.
    {
      method: 'post',
      path: '/api/update-lex',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: updateLexRequestSchema }, ({ body }, req, res) => {
          const { entry, recordingsMoved } = lexicon.update(
            body.id,
            body,
            { confirm: body.confirm },
            consoleActor(currentUser(req)),
          );
          res.json({ success: true, entry, recordingsMoved });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/update-lex-entry',
      role: 'admin',
      handlers: [
        validate({ body: updateLexEntryRequestSchema }, ({ body }, req, res) => {
          res.json({ success: true, data: lexicon.updateEntry(body, consoleActor(currentUser(req))) });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/lex-uses/:id',
      role: 'admin',
      handlers: [
        validate({ params: lexIdParamsSchema }, ({ params }, _req, res) => {
          res.json({ success: true, data: lexicon.uses(params.id) });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/delete-lex',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: deleteLexRequestSchema }, ({ body }, req, res) => {
          lexicon.remove(body.id, consoleActor(currentUser(req)));
          res.json({ success: true });
        }),
      ],
    },
  ];
}
