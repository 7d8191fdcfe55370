import { missingRecordingsQuerySchema, setTakeSpeakerSchema, takeRefSchema } from '@langapp/shared';
import type { MissingRecordings, RecorderTakesResponse } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import type { CurrentUser } from '../../lib/auth';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import type { Recordist } from './recordings.service';

/** Who records, from the signed-in account (ADR 080). */
export function recordistOf(req: { user?: CurrentUser }): Recordist {
  const user = currentUser(req);
  return {
    userId: user.id,
    username: user.username,
    teacher: user.isAdmin,
    trusted: user.recorderTrusted ?? false,
  };
}

/**
 * The recorder's calls (their takes, the speaker of a take, what is still to record at a
 * learner's level) and the teacher's queue of takes waiting for approval (ADR 080).
 */
export function recorderTakesCalls({ recorderTakes, recordingCoverage }: CallDeps): Call[] {
  return [
    {
      method: 'get',
      path: '/api/my-recordings',
      role: 'recorder',
      handlers: [
        (req, res) => {
          const data = recorderTakes.mine(currentUser(req).id);
          res.json({ data, waiting: data.filter((t) => t.waiting).length } satisfies RecorderTakesResponse);
        },
      ],
    },
    {
      method: 'post',
      path: '/api/my-recordings/remove',
      role: 'recorder',
      handlers: [
        validate({ body: takeRefSchema }, ({ body }, req, res) => {
          recorderTakes.remove(body.kind, body.filename, recordistOf(req));
          res.json({ success: true });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/recording-speaker',
      role: 'recorder',
      handlers: [
        validate({ body: setTakeSpeakerSchema }, ({ body }, req, res) => {
          recorderTakes.setSpeaker(body.kind, body.filename, body.speaker, recordistOf(req));
          res.json({ success: true });
        }),
      ],
    },
    // What is still to record, as a learner may see it: a recorder never meets a teachers-only item.
    {
      method: 'get',
      path: '/api/recording-coverage/missing',
      role: 'recorder',
      handlers: [
        validate({ query: missingRecordingsQuerySchema }, ({ query }, _req, res) => {
          res.json(recordingCoverage.missing(query, 'learner') satisfies MissingRecordings);
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/admin/waiting-recordings',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json({
            data: recorderTakes.waiting(),
            waiting: recorderTakes.waitingCount(),
          } satisfies RecorderTakesResponse);
        },
      ],
    },
    {
      method: 'post',
      path: '/api/admin/waiting-recordings/approve',
      role: 'admin',
      handlers: [
        validate({ body: takeRefSchema }, ({ body }, _req, res) => {
          recorderTakes.approve(body.kind, body.filename);
          res.json({ success: true });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/admin/waiting-recordings/reject',
      role: 'admin',
      handlers: [
        validate({ body: takeRefSchema }, ({ body }, _req, res) => {
          recorderTakes.reject(body.kind, body.filename);
          res.json({ success: true });
        }),
      ],
    },
  ];
}
