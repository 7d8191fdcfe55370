import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    // The tests of the repository's own tooling: the lint's house rules, the build's budgets.
    include: ['*.test.ts', 'budgets/**/*.test.ts'],
    environment: 'node',
    sequence: { groupOrder: 3 },
    // ESLint loads the whole configuration (and its plugins) once per file.
    testTimeout: 30_000,
  },
});
