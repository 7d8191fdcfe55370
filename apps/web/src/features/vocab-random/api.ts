import { randomVocabResponseSchema } from '@langapp/shared';
import { getJson } from '../../lib/api-client';

export const fetchRandomVocab = () => getJson('/api/random-vocab', randomVocabResponseSchema);
