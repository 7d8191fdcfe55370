import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles, lintText, repoRoot as root } from './lint-text';

/*
 * The web app's layers and the ban on import cycles are lint rules (eslint.config.js, ADR 074): the
 * lint fails on a layer imported backwards and on a cycle, a dynamic import() closing it too. Run
 * on the repository's own configuration and tree: the layer cases lint a file given as text at a
 * path inside a layer, importing a real module of a layer above; the cycle lints two fixtures
 * (scripts/lint-fixtures/layers, which the repository's lint ignores) that import each other.
 */

const web = (file: string) => path.join(root, 'apps/web/src', file);

async function messagesOf(code: string, filePath: string) {
  return (await lintText(code, filePath)).map(({ rule, message }) => ({ rule, message }));
}

const layerError = (layer: string) =>
  expect.objectContaining({
    rule: 'import-x/no-restricted-paths',
    message: expect.stringContaining(`The web layer ${layer} imports only the layers before it`),
  });

describe('web layers (lib, config -> api -> offline -> sw, components -> features -> app)', () => {
  // Each case: a module of a layer importing a real module of a layer after it.
  const backwards = [
    { file: 'lib/fixture.ts', layer: 'lib, config', imports: '../api/accounts', name: 'signedIn' },
    { file: 'config/fixture.ts', layer: 'lib, config', imports: '../offline/outbox', name: 'flushOutbox' },
    { file: 'api/fixture.ts', layer: 'api', imports: '../offline/outbox', name: 'flushOutbox' },
    { file: 'offline/fixture.ts', layer: 'offline', imports: '../components/loading', name: 'Loading' },
    {
      file: 'components/fixture.ts',
      layer: 'sw, components',
      imports: '../features/home/home-page',
      name: 'HomePage',
    },
    { file: 'features/home/fixture.ts', layer: 'features', imports: '../../app/app', name: 'App' },
    { file: 'app/fixture.ts', layer: 'app', imports: '../main', name: null },
  ];

  it.each(backwards)('fails $file importing $imports', async ({ file, layer, imports, name }) => {
    const code =
      name === null
        ? `import '${imports}';\n`
        : `import { ${name} } from '${imports}';\n\nexport const used = ${name};\n`;
    expect(await messagesOf(code, web(file))).toContainEqual(layerError(layer));
  });

  it.each([
    { file: 'api/fixture.ts', imports: '../lib/api-client', name: 'getJson' },
    { file: 'offline/fixture.ts', imports: '../api/offline-port', name: 'connectOffline' },
    { file: 'features/home/fixture.ts', imports: '../../components/loading', name: 'Loading' },
    { file: 'app/fixture.ts', imports: '../offline/outbox', name: 'flushOutbox' },
  ])('passes $file importing $imports (forwards)', async ({ file, imports, name }) => {
    const code = `import { ${name} } from '${imports}';\n\nexport const used = ${name};\n`;
    expect(await messagesOf(code, web(file))).toEqual([]);
  });

  it('fails a module outside the tests importing the tests’ helpers', async () => {
    const code = `import { mockFetch } from '../test/mock-fetch';\n\nexport const used = mockFetch;\n`;
    expect(await messagesOf(code, web('offline/fixture.ts'))).toContainEqual(
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Only tests import src/test'),
      }),
    );
    expect(await messagesOf(code, web('offline/fixture.test.ts'))).toEqual([]);
  });
});

describe('import cycles', () => {
  it('fails both modules of a cycle closed by a dynamic import()', async () => {
    const fixtures = path.join(root, 'scripts/lint-fixtures/layers');
    const results = await lintFiles([path.join(fixtures, 'cycle-start.ts'), path.join(fixtures, 'cycle-back.ts')]);
    const cycles = results.map(({ file, messages }) => ({ file, rules: messages.map((message) => message.rule) }));
    expect(cycles).toEqual([
      { file: 'cycle-start.ts', rules: ['import-x/no-cycle'] },
      { file: 'cycle-back.ts', rules: ['import-x/no-cycle'] },
    ]);
  });

  it('passes a module whose imports lead back to none of its importers', async () => {
    const code = `import { later } from './cycle-back';\n\nexport const start = () => later();\n`;
    const fixtures = path.join(root, 'scripts/lint-fixtures/layers');
    expect(await messagesOf(code, path.join(fixtures, 'not-in-the-cycle.ts'))).toEqual([]);
  });
});
