import { defineProject } from 'vitest/config';

// The repository's own checks: the lint rules' fixture tests (ADR 074).
export default defineProject({
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    environment: 'node',
    sequence: { groupOrder: 3 },
    // ESLint resolves and parses the real tree's files the rules follow.
    testTimeout: 60_000,
  },
});
