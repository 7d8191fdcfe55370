import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // The files share one worker, its jsdom and its loaded modules (ADR 044): nothing mocks a module,
    // the setup file undoes stubs and fake timers after each test and gives each file a blank page.
    isolate: false,
    sequence: { groupOrder: 2 },
  },
});
