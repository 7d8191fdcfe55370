import { setVisibilityRequestSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { createContentHistory } from '../history/content-history';
import { createLessonRecordings } from '../recordings/lesson-recordings';
import { recordingFolders } from '../recordings/recordings.service';
import { createVisibilityRepo } from './visibility.repo';
import { createVisibilityService } from './visibility.service';

/** The teacher sets who may see what and sees how many items are at each level (ADR 062). Admin only. */
export function visibilityCalls({ db, clock, config }: CallDeps): Call[] {
  // Lesson recordings are files: their rows are matched to the folder before they are counted or set.
  const lessonRecordings = createLessonRecordings(db, recordingFolders(config.mediaDir).lessons);
  const visibility = createVisibilityService(
    createVisibilityRepo(db),
    createContentHistory(db, clock),
    lessonRecordings.refresh,
  );
  return [
    {
      method: 'post',
      path: '/api/admin/visibility',
      role: 'admin',
      handlers: [
        validate({ body: setVisibilityRequestSchema }, ({ body }, req, res) => {
          const actor = { accountId: currentUser(req).id, source: 'visibility' } as const;
          res.json({ success: true, ...visibility.setLevel(body, actor) });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/admin/visibility-counts',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json(visibility.counts());
        },
      ],
    },
  ];
}
