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

/**
 * Downloads for learning without a connection (issue 28, ADR 064): the catalog of what the
 * signed-in account may keep on its device, and each package, as that account may see and hear it.
 */
export function offlineCalls({ offline, clock }: CallDeps): Call[] {
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
