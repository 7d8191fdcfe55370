import { defineProject } from 'vitest/config';

// The tests of the repository's own tooling: the lint's rules on fixtures (ADR 074, 076), the build's budgets.
export default defineProject({
  test: {
    name: 'scripts',
    include: ['*.test.ts', 'budgets/**/*.test.ts'],
    environment: 'node',
    sequence: { groupOrder: 3 },
    // ESLint resolves and parses the real tree's files the rules follow.
    testTimeout: 60_000,
  },
});
