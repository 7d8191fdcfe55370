import { lessonRecordingsResponseSchema } from '@langapp/shared';
import { getJson } from '../../lib/api-client';

export const fetchLessonRecordings = () => getJson('/api/lesson-recordings', lessonRecordingsResponseSchema);

/** Where a lesson recording downloads from (served by the API, signed-in users only). */
export const lessonRecordingUrl = (file: string) => `/lesson-recordings/${encodeURIComponent(file)}`;
