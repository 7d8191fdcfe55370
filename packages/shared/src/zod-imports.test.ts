import { describe, expect, it } from 'vitest';

// Vite, which runs these tests, reads the sources as text (this package has no Node types by design).
declare global {
  interface ImportMeta {
    glob<T>(
      patterns: string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, T>;
  }
}

const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** An import of classic zod ('zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'); 'zod/mini' is fine. */
const CLASSIC_ZOD = /\b(?:from|import)\s*\(?\s*['"]zod(?:\/v[34](?:\/classic)?)?['"]/;

describe('zod in packages/shared', () => {
  it('when a module builds schemas, then it imports zod/mini, never classic zod (the browser ships them)', () => {
    const files = Object.keys(sources);
    const usingMini = files.filter((file) => sources[file]?.includes("from 'zod/mini'"));
    const usingClassic = files.filter((file) => CLASSIC_ZOD.test(sources[file] ?? ''));

    expect(usingMini).toContain('./api/accounts.ts');
    expect(usingClassic).toEqual([]);
  });
});
