import { lessonStepsSchema } from '@langapp/shared';
import type { LessonStep } from '@langapp/shared';

/** The steps of a stored lesson, or null when its data is not a valid list of steps. */
export function readStoredSteps(data: string): LessonStep[] | null {
  try {
    const steps = lessonStepsSchema.safeParse(JSON.parse(data));
    return steps.success ? steps.data : null;
  } catch {
    return null;
  }
}
