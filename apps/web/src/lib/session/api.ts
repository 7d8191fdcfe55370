import { adminResponseSchema, logoutResponseSchema, whoResponseSchema } from '@langapp/shared';
import { getJson } from '../api-client';

export const fetchWho = () => getJson('/api/who', whoResponseSchema);
export const fetchAdmin = () => getJson('/api/admin', adminResponseSchema);
export const logout = () => getJson('/api/logout', logoutResponseSchema);
