import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../test/axe';
import { signedIn, mockFetch, visitor } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';
import { VISIBILITY_COUNTS } from '../test/sample-data';

describe('accessibility of every page', () => {
  it.each([
    ['login', '/', visitor],
    ['forgot', '/forgot', visitor],
    ['restore', '/restore?code=abc', visitor],
    ['restore without a code', '/restore', visitor],
    [
      'join',
      '/join?code=abc',
      { ...visitor, 'GET /api/invitation': { body: { status: 'open', email: 'new@example.org' } } },
    ],
    ['home of a user', '/', signedIn('learner', false)],
    ['home of an admin', '/', signedIn('teacher', true)],
    ['change password', '/change-password', signedIn()],
    [
      'console overview',
      '/admin',
      { ...signedIn('teacher', true), 'GET /api/admin/visibility-counts': { body: VISIBILITY_COUNTS } },
    ],
    ['console placeholder of a learner', '/admin', signedIn('learner', false)],
    ['not found', '/no-such-page', visitor],
  ])(
    'when the %s page shows, then it has one h1, a main landmark and no serious axe violation',
    async (_page, path, replies) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      mockFetch(replies);
      renderApp(path);

      await screen.findByRole('heading', { level: 1 });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(await seriousAxeViolations()).toEqual([]);
    },
  );
});
