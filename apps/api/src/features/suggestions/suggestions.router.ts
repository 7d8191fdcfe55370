import {
  acceptSuggestionRequestSchema,
  adminSuggestionsQuerySchema,
  declineSuggestionRequestSchema,
  submitSuggestionRequestSchema,
  suggestionIdParamsSchema,
} from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { viewerOfRequest } from '../../lib/visibility';

/** Corrections from learners (ADR 060): the learner's calls, then the console's. */
export function suggestionsCalls({ suggestions }: CallDeps): Call[] {
  return [
    {
      method: 'post',
      path: '/api/suggestions',
      role: 'signed-in',
      handlers: [
        validate({ body: submitSuggestionRequestSchema }, ({ body }, req, res) => {
          res.json({ success: true, data: suggestions.submit(currentUser(req), viewerOfRequest(req), body) });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/suggestions',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ success: true, data: suggestions.mine(currentUser(req), viewerOfRequest(req)) });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/admin/suggestions',
      role: 'admin',
      handlers: [
        validate({ query: adminSuggestionsQuerySchema }, ({ query }, _req, res) => {
          res.json({ success: true, ...suggestions.list(query.status) });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/admin/suggestions/count',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json({ success: true, open: suggestions.openCount() });
        },
      ],
    },
    {
      method: 'post',
      path: '/api/admin/suggestions/:id/accept',
      role: 'admin',
      handlers: [
        validate(
          { params: suggestionIdParamsSchema, body: acceptSuggestionRequestSchema },
          async ({ params, body }, req, res) => {
            const { suggestion, emailed } = await suggestions.accept(currentUser(req), params.id, body.text);
            res.json({ success: true, data: suggestion, emailed });
          },
        ),
      ],
    },
    {
      method: 'post',
      path: '/api/admin/suggestions/:id/decline',
      role: 'admin',
      handlers: [
        validate(
          { params: suggestionIdParamsSchema, body: declineSuggestionRequestSchema },
          async ({ params, body }, req, res) => {
            const { suggestion, emailed } = await suggestions.decline(
              currentUser(req),
              params.id,
              body.reason,
            );
            res.json({ success: true, data: suggestion, emailed });
          },
        ),
      ],
    },
  ];
}
