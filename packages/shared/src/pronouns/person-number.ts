import * as z from 'zod/mini';

/** Person-number codes: first, second and third person, singular and plural. */
export const PERSON_NUMBERS = ['1SG', '2SG', '3SG', '1PL', '2PL', '3PL'] as const;
export const personNumberSchema = z.enum(PERSON_NUMBERS);
export type PersonNumber = z.infer<typeof personNumberSchema>;

/** A subject-object combination key, '{subject}>{object}' (e.g. '2SG>1SG': you (sg.) ... me). */
export type CombinationKey = `${PersonNumber}>${PersonNumber}`;
