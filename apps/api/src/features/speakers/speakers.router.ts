import {
  adminSpeakerParamsSchema,
  adminSpeakerRequestSchema,
  newSpeakerRequestSchema,
  noticeAcceptanceRequestSchema,
  renameSpeakerRequestSchema,
  speakerPreferencesSchema,
} from '@langapp/shared';
import type {
  AdminSpeakerResponse,
  AdminSpeakersResponse,
  NoticeAcceptancesResponse,
  SpeakerNoticesResponse,
  SpeakerPreferences,
  SpeakersResponse,
} from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';

/**
 * Speakers (ADR 061): the signed-in learner's order of speakers and the notices they accepted, the
 * notices anyone may read before playing, and the console's panel of notices and holds (admin).
 */
export function speakersCalls({ speakers }: CallDeps): Call[] {
  return [
    {
      method: 'get',
      path: '/api/speaker-preferences',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ speakers: speakers.preferences(currentUser(req).id) } satisfies SpeakerPreferences);
        },
      ],
    },
    {
      method: 'post',
      path: '/api/speaker-preferences',
      role: 'signed-in',
      handlers: [
        validate({ body: speakerPreferencesSchema }, ({ body }, req, res) => {
          const saved = speakers.setPreferences(currentUser(req).id, body.speakers);
          res.json({ speakers: saved } satisfies SpeakerPreferences);
        }),
      ],
    },
    // Anyone: visitors hear public recordings and e-mail recipients hear their links' audio, and
    // each must read a speaker's notice first. It reveals the names of the speakers with a notice
    // and the notices, nothing else.
    {
      method: 'get',
      path: '/api/speaker-notices',
      role: 'public',
      handlers: [
        (_req, res) => {
          res.json({ data: speakers.notices() } satisfies SpeakerNoticesResponse);
        },
      ],
    },
    {
      method: 'get',
      path: '/api/speaker-notices/accepted',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ data: speakers.accepted(currentUser(req).id) } satisfies NoticeAcceptancesResponse);
        },
      ],
    },
    {
      method: 'post',
      path: '/api/speaker-notices/accepted',
      role: 'signed-in',
      handlers: [
        validate({ body: noticeAcceptanceRequestSchema }, ({ body }, req, res) => {
          speakers.accept(currentUser(req).id, body);
          res.json({ success: true });
        }),
      ],
    },
    // Whose voice a take is (ADR 080): the list a recorder or teacher picks from, and adds to.
    {
      method: 'get',
      path: '/api/speakers',
      role: 'recorder',
      handlers: [
        (_req, res) => {
          res.json({ data: speakers.list() } satisfies SpeakersResponse);
        },
      ],
    },
    {
      method: 'post',
      path: '/api/speakers',
      role: 'recorder',
      handlers: [
        validate({ body: newSpeakerRequestSchema }, ({ body }, _req, res) => {
          res.status(201).json({ speaker: speakers.add(body) });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/admin/speakers',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json({ data: speakers.speakers() } satisfies AdminSpeakersResponse);
        },
      ],
    },
    {
      method: 'post',
      path: '/api/admin/speakers/:name',
      role: 'admin',
      handlers: [
        validate(
          { params: adminSpeakerParamsSchema, body: adminSpeakerRequestSchema },
          ({ params, body }, _req, res) => {
            res.json({ speaker: speakers.save(params.name, body) } satisfies AdminSpeakerResponse);
          },
        ),
      ],
    },
    {
      method: 'post',
      path: '/api/admin/speakers/:name/rename',
      role: 'admin',
      handlers: [
        validate(
          { params: adminSpeakerParamsSchema, body: renameSpeakerRequestSchema },
          ({ params, body }, _req, res) => {
            res.json({ speaker: speakers.rename(params.name, body.name) } satisfies AdminSpeakerResponse);
          },
        ),
      ],
    },
  ];
}
