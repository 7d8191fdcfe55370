import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file builds its own app over its own in-memory database, and nothing mocks a module or a
    // global: the files share one worker and its loaded modules (ADR 044).
    isolate: false,
    sequence: { groupOrder: 1 },
    // bcrypt at a low cost still takes a few ms; integration files run in parallel workers.
    testTimeout: 20_000,
  },
});
