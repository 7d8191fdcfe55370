import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // bcrypt at a low cost still takes a few ms; integration files run in parallel workers.
    testTimeout: 20_000,
  },
});
