import { createSentRequestSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { cachedJsonByViewer } from '../../lib/cached-json';
import { formFields } from '../../lib/form-body';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { consoleActor, createContentHistory } from '../history/content-history';
import { createLexiconRepo } from '../lexicon/lexicon.repo';
import { createSentencesRepo } from './sentences.repo';
import { createSentencesService } from './sentences.service';

export function sentencesCalls({ db, clock }: CallDeps): Call[] {
  const repo = createSentencesRepo(db);
  const sentences = createSentencesService(
    repo,
    createLexiconRepo(db),
    clock,
    createContentHistory(db, clock),
  );
  return [
    {
      method: 'get',
      path: '/api/sents',
      role: 'signed-in',
      handlers: [cachedJsonByViewer(repo.version, (viewer) => ({ data: repo.seenBy(viewer) }))],
    },
    {
      method: 'post',
      path: '/api/create-sent',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: createSentRequestSchema }, ({ body }, req, res) => {
          res.json({ success: true, id: sentences.create(body, consoleActor(currentUser(req))) });
        }),
      ],
    },
  ];
}
