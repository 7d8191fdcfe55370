import * as z from 'zod/mini';

// GET /api/numbers (an addition: the number words 0 to 10 and their recordings)
const numberWordSchema = z.object({
  value: z.number().check(z.int()),
  name: z.string(),
  url: z.string(),
});
export type NumberWord = z.infer<typeof numberWordSchema>;
export const numbersResponseSchema = z.object({ data: z.array(numberWordSchema) });
