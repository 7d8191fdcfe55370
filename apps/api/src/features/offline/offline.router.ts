import type { Request } from 'express';
import {
  offlineEntriesPartParamsSchema,
  offlinePackageParamsSchema,
  timeZoneQuerySchema,
} from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { sendTaggedJson } from '../../lib/cached-json';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { readerOf } from '../../lib/visibility';
import { createContentHistory } from '../history/content-history';
import { createLessonsRepo } from '../lessons/lessons.repo';
import { createLessonsService } from '../lessons/lessons.service';
import { createEntriesRepo } from '../lexicon/entries.repo';
import { createLexiconRepo } from '../lexicon/lexicon.repo';
import { createLexiconService } from '../lexicon/lexicon.service';
import { createRecordingsRepo } from '../recordings/recordings.repo';
import { recordingFolders } from '../recordings/recordings.service';
import { createWordRecordingsRepo } from '../recordings/word-recordings.repo';
import { createSentencesRepo } from '../sentences/sentences.repo';
import { createSpeakersRepo } from '../speakers/speakers.repo';
import { createSpeakersService } from '../speakers/speakers.service';
import { createTextsRepo } from '../texts/texts.repo';
import { createTextsService } from '../texts/texts.service';
import { createOfflineService } from './offline.service';

/**
 * Downloads for learning without a connection (issue 28, ADR 064): the catalog of what the
 * signed-in account may keep on its device, and each package, as that account may see and hear it.
 */
export function offlineCalls({ db, clock, config, review }: CallDeps): Call[] {
  const history = createContentHistory(db, clock);
  const lexiconRepo = createLexiconRepo(db);
  const entries = createEntriesRepo(db);
  const offline = createOfflineService({
    lessons: createLessonsService(createLessonsRepo(db), clock, review),
    review,
    lexicon: createLexiconService(lexiconRepo, entries, clock, history),
    entries,
    sentences: createSentencesRepo(db),
    texts: createTextsService(createTextsRepo(db), lexiconRepo, clock, history),
    sentenceTakes: createRecordingsRepo(db),
    wordTakes: createWordRecordingsRepo(db),
    speakers: createSpeakersService({ repo: createSpeakersRepo(db), clock }),
    folders: recordingFolders(config.mediaDir),
    clock,
  });
  const asker = (req: Request, tz: string) => ({
    userId: currentUser(req).id,
    reader: readerOf(req, clock),
    tz,
  });

  return [
    {
      method: 'get',
      path: '/api/offline/catalog',
      role: 'signed-in',
      handlers: [
        validate({ query: timeZoneQuerySchema }, ({ query }, req, res) => {
          res.set('Cache-Control', 'private, no-cache');
          res.json({ data: offline.catalog(asker(req, query.tz)) });
        }),
      ],
    },
    // The package under its version as a strong ETag: a device that has this version gets 304.
    {
      method: 'get',
      path: '/api/offline/package/:key',
      role: 'signed-in',
      handlers: [
        validate(
          { params: offlinePackageParamsSchema, query: timeZoneQuerySchema },
          ({ params, query }, req, res) => {
            const pkg = offline.package(params.key, asker(req, query.tz));
            sendTaggedJson(req, res, `"${pkg.version}"`, Buffer.from(JSON.stringify(pkg)));
          },
        ),
      ],
    },
    // One part of the lexicon's entries' details (ADR 067), under its version as a strong ETag; the
    // same for both lexicon packages, which list it. No time zone: nothing in it depends on one.
    {
      method: 'get',
      path: '/api/offline/entries/:part',
      role: 'signed-in',
      handlers: [
        validate({ params: offlineEntriesPartParamsSchema }, ({ params }, req, res) => {
          const part = offline.entriesPart(params.part, asker(req, 'UTC'));
          sendTaggedJson(req, res, `"${part.version}"`, Buffer.from(JSON.stringify(part)));
        }),
      ],
    },
  ];
}
