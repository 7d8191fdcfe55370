import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** An import of classic zod ('zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'); 'zod/mini' is fine. */
const CLASSIC_ZOD = /\b(?:from|import)\s*\(?\s*['"]zod(?:\/v[34](?:\/classic)?)?['"]/;

describe('zod in the web client', () => {
  it('when a module uses zod, then it is zod/mini, never classic zod (~26 KB gzip more in the browser)', () => {
    const files = Object.keys(sources);
    const usingMini = files.filter((file) => sources[file]?.includes("from 'zod/mini'"));
    const usingClassic = files.filter((file) => CLASSIC_ZOD.test(sources[file] ?? ''));

    expect(usingMini).toContain('./lib/api-client.ts');
    expect(usingClassic).toEqual([]);
  });
});
