/** The dates of the written exercises, one page each: the route table needs only these, not the exercises. */
export const WRITTEN_EXERCISE_DATES = [
  '2023-03-17',
  '2023-04-01',
  '2023-04-14',
  '2023-11-09',
  '2024-01-04',
  '2024-03-01',
  '2024-04-10',
] as const;
export type WrittenExerciseDate = (typeof WRITTEN_EXERCISE_DATES)[number];
