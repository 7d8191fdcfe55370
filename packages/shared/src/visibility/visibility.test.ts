import { describe, expect, it } from 'vitest';
import { holdLevel, maySee, strictest, viewerOf, VIEWERS, VISIBILITY_LEVELS } from './visibility';

describe('maySee', () => {
  it.each([
    ['visitor', 'public', true],
    ['visitor', 'learners', false],
    ['visitor', 'teachers', false],
    ['learner', 'public', true],
    ['learner', 'learners', true],
    ['learner', 'teachers', false],
    ['teacher', 'public', true],
    ['teacher', 'learners', true],
    ['teacher', 'teachers', true],
  ] as const)('when a %s looks at a %s item, then they see it: %s', (viewer, level, seen) => {
    expect(maySee(viewer, level)).toBe(seen);
  });

  it('when an item sits in others, then the strictest level on its way decides', () => {
    expect(maySee('learner', 'public', 'learners')).toBe(true);
    expect(maySee('learner', 'public', 'teachers')).toBe(false);
    expect(maySee('learner', 'teachers', 'public')).toBe(false);
    expect(maySee('visitor', 'public', null, undefined)).toBe(true);
  });

  it('when a level or a viewer is unknown, then nothing is revealed', () => {
    expect(maySee('learner', 'secret')).toBe(false);
    expect(maySee('teacher', '')).toBe(false);
    expect(maySee('someone' as never, 'public')).toBe(false);
  });

  it('when every pair is checked, then a viewer sees exactly the levels at or below their own', () => {
    for (const [v, viewer] of VIEWERS.entries())
      for (const [l, level] of VISIBILITY_LEVELS.entries()) expect(maySee(viewer, level)).toBe(l <= v);
  });
});

describe('strictest, viewerOf and holdLevel', () => {
  it('when levels are combined, then the strictest wins and none is public', () => {
    expect(strictest('public', 'teachers', 'learners')).toBe('teachers');
    expect(strictest(null, 'learners')).toBe('learners');
    expect(strictest()).toBe('public');
  });

  it('when an account is given, then an admin is a teacher, another account a learner, nobody a visitor', () => {
    expect(viewerOf({ isAdmin: true })).toBe('teacher');
    expect(viewerOf({ isAdmin: false })).toBe('learner');
    expect(viewerOf(undefined)).toBe('visitor');
  });

  it('when a speaker is held, then their recordings are for teachers until the hold ends', () => {
    expect(holdLevel('2026-12-01T00:00:00.000Z', '2026-11-26T10:00:00.000Z')).toBe('teachers');
    expect(holdLevel('2026-12-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).toBeNull();
    expect(holdLevel(null, '2026-11-26T10:00:00.000Z')).toBeNull();
  });
});
