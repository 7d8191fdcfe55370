// The house rules the lint enforces (issue 37, ADR 076), each shown failing on a fixture and passing
// on its allowed shape: SQL only in repos, no Express or HTTP error in a service, no file over 400
// lines. ESLint's Node API with the repository's own eslint.config.js; each fixture (scripts/lint-
// fixtures/, left out of the normal lint) is linted under the path the rule is about.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintText as lint, type LintMessage } from './lint-text';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'lint-fixtures', name), 'utf8');

const houseRules = (messages: LintMessage[]) =>
  messages.filter((m) => ['no-restricted-syntax', 'no-restricted-imports', 'max-lines'].includes(m.rule ?? ''));

describe('SQL runs only in repos and apps/api/src/db', () => {
  it('when a module outside a repo prepares or executes SQL, then each call fails the lint', async () => {
    const messages = houseRules(await lint(fixture('sql-outside-repo.ts'), 'apps/api/src/lib/demo-settings.ts'));
    expect(messages.map((m) => [m.rule, m.line])).toEqual([
      ['no-restricted-syntax', 8],
      ['no-restricted-syntax', 11],
    ]);
    expect(messages[0]!.message).toMatch(/SQL belongs in a \*\.repo\.ts/);
  });

  it('when a class runs SQL on this.db outside a repo, then it fails the lint', async () => {
    const messages = houseRules(await lint(fixture('sql-through-this-db.ts'), 'apps/api/src/lib/demo-counter.ts'));
    expect(messages.map((m) => [m.rule, m.line])).toEqual([['no-restricted-syntax', 8]]);
  });

  it('when the same code is a repo, or in db/, then it passes (a regular expression exec never counts)', async () => {
    expect(houseRules(await lint(fixture('sql-outside-repo.ts'), 'apps/api/src/lib/demo-settings.repo.ts'))).toEqual(
      [],
    );
    expect(houseRules(await lint(fixture('sql-outside-repo.ts'), 'apps/api/src/db/demo-settings.ts'))).toEqual([]);
  });

  it('when a service prepares SQL, then it fails the lint too', async () => {
    const messages = houseRules(
      await lint(fixture('sql-outside-repo.ts'), 'apps/api/src/features/demo/demo.service.ts'),
    );
    expect(messages.map((m) => m.rule)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });
});

describe('a service knows nothing of HTTP', () => {
  it('when a service imports from express, then it fails the lint', async () => {
    const messages = houseRules(
      await lint(fixture('express-in-service.ts'), 'apps/api/src/features/demo/demo.service.ts'),
    );
    expect(messages.map((m) => [m.rule, m.line])).toEqual([['no-restricted-imports', 3]]);
    expect(messages[0]!.message).toMatch(/never sees req or res/);
  });

  it('when a service imports and throws an HttpError, then both fail the lint', async () => {
    const messages = houseRules(
      await lint(fixture('http-error-in-service.ts'), 'apps/api/src/features/demo/demo.service.ts'),
    );
    expect(messages.map((m) => [m.rule, m.line])).toEqual([
      ['no-restricted-imports', 3],
      ['no-restricted-syntax', 8],
    ]);
    expect(messages[1]!.message).toMatch(/domain error, never an HttpError/);
  });

  it('when a router (not a service) uses express, then the service rule does not apply', async () => {
    expect(
      houseRules(await lint(fixture('express-in-service.ts'), 'apps/api/src/features/demo/demo.router.ts')),
    ).toEqual([]);
  });

  it('when a service throws a domain error, then it passes', async () => {
    expect(
      houseRules(await lint(fixture('domain-error-in-service.ts'), 'apps/api/src/features/demo/demo.service.ts')),
    ).toEqual([]);
  });
});

describe('no source file over 400 lines', () => {
  // Blank lines and comments count like code (ADR 076): the padding is both.
  const fileOf = (lines: number) =>
    ['export const first = 1;', ...Array.from({ length: lines - 1 }, (_, i) => (i % 2 ? '' : `// line ${i + 2}`))]
      .join('\n')
      .concat('\n');

  it('when a source file has 401 lines, then it fails the lint', async () => {
    for (const file of ['apps/api/src/lib/long-module.ts', 'apps/web/src/lib/long-module.ts', 'scripts/long.ts']) {
      const messages = houseRules(await lint(fileOf(401), file));
      expect(messages.map((m) => m.rule), file).toEqual(['max-lines']);
      expect(messages[0]!.message).toMatch(/\(401\)\. Maximum allowed is 400/);
    }
  });

  it('when a source file has 400 lines, or a test file more, then it passes', async () => {
    expect(houseRules(await lint(fileOf(400), 'apps/api/src/lib/long-module.ts'))).toEqual([]);
    expect(houseRules(await lint(fileOf(700), 'apps/api/src/lib/long-module.test.ts'))).toEqual([]);
  });
});
