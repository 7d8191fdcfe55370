import { defineConfig } from 'vitest/config';

// One vitest run covers every package: `pnpm test:unit` at the root.
// Each project runs as its own group (`sequence.groupOrder`), one after another: with isolate: false a
// worker is kept for the next file only when that file is of the same project, so projects whose files
// interleaved would start a worker per file again (ADR 044).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'scripts'],
  },
});
