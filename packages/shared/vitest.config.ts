import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions of their arguments: the files share one worker and its loaded modules (ADR 044).
    isolate: false,
    sequence: { groupOrder: 0 },
  },
});
