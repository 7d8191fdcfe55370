import { numbersResponseSchema } from '@langapp/shared';
import { getJson } from '../../lib/api-client';

export const fetchNumbers = () => getJson('/api/numbers', numbersResponseSchema);
