import { defineConfig } from 'vitest/config';

// One vitest run covers every package: `pnpm test:unit` at the root.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
