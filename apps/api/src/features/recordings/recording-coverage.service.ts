import { readLessonSteps } from '@langapp/shared';
import type { MissingRecordings, MissingRecordingsQuery, RecordingCoverage, Viewer } from '@langapp/shared';
import { InvalidError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';

/**
 * The entries and sentences a lesson shows, read from its steps as the lesson player reads them.
 * A lesson whose data cannot be read shows none.
 */
function lessonSubjects(data: string): { lexIds: number[]; sentIds: string[] } {
  const lesson = readLessonSteps(data);
  const steps = lesson.ok ? lesson.steps : [];
  return {
    lexIds: steps.flatMap((step) => (step.kind === 'lex' ? [step.lexId] : [])),
    sentIds: steps.flatMap((step) => (step.kind === 'sent' ? [step.sentId] : [])),
  };
}

/** Recording coverage for the teacher's console (docs/decisions/033). */
export function createRecordingCoverage({ repos }: ServiceDeps) {
  const repo = repos.recordingCoverage;
  return {
    summary: (): RecordingCoverage => ({
      ...repo.counts(),
      speakers: repo.speakers(),
      partsOfSpeech: repo.partsOfSpeech(),
      lessons: repo.lessons(),
    }),

    /**
     * A page of what has no recording yet, of what `viewer` may see (a recorder reads at a learner's
     * level, ADR 080); 400 when the lesson asked for does not exist (or is not one they may see).
     */
    missing(
      { kind, pos, lesson, order, offset, limit }: MissingRecordingsQuery,
      viewer: Viewer = 'teacher',
    ): MissingRecordings {
      let subjects: ReturnType<typeof lessonSubjects> | undefined;
      if (lesson !== undefined) {
        const data = repo.lessonData(lesson, viewer);
        if (data === undefined) throw new InvalidError(`There is no lesson ${lesson}.`);
        subjects = lessonSubjects(data);
      }
      const page = { offset, limit };
      return kind === 'word'
        ? {
            kind,
            ...page,
            ...repo.missingWords({ pos, lexIds: subjects?.lexIds, viewer, byUse: order === 'use' }, page),
          }
        : { kind, ...page, ...repo.missingSentences({ sentIds: subjects?.sentIds, viewer }, page) };
    },
  };
}
