import fs from 'node:fs';
import type { Plugin } from 'vite';
import { UNSTYLED_CLASSES } from './unstyled-classes';

/** Every class name a stylesheet's selectors name (`.btn`, `.col-md-6`), comments and values aside. */
export function classesWithRules(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

const STRING_LITERAL = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;
const CLASS_NAME = /^-?[_a-zA-Z][\w-]*$/;

/**
 * The words of a built script's string literals that could be class names: `className:"btn
 * btn-primary"`, `p&&"rounded-pill"`. The parts a template literal composes (`bg-${bg}`) are not
 * whole names and are left out: the browser tests check what such code renders.
 */
function wordsOfStrings(code: string): Set<string> {
  const words = new Set<string>();
  for (const m of code.matchAll(STRING_LITERAL)) {
    const text = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
    for (const word of text.split(/\s+/)) if (CLASS_NAME.test(word)) words.add(word);
  }
  return words;
}

/**
 * The Bootstrap class names (`bootstrapClasses`) that the built scripts or pages name but that no
 * rule of the built stylesheets styles, less the reviewed exceptions: each such name is a rule the
 * purge removed although the app can render it.
 */
export function unstyledClasses(build: {
  scripts: string[];
  pages: string[];
  stylesheets: string[];
  bootstrapClasses: Set<string>;
  exceptions: Readonly<Record<string, string>>;
}): string[] {
  const styled = new Set(build.stylesheets.flatMap((css) => [...classesWithRules(css)]));
  const named = new Set(build.scripts.flatMap((code) => [...wordsOfStrings(code)]));
  for (const page of build.pages)
    for (const m of page.matchAll(/\bclass="([^"]*)"/g)) m[1]!.split(/\s+/).forEach((c) => named.add(c));
  return [...named]
    .filter((c) => build.bootstrapClasses.has(c) && !styled.has(c) && !Object.hasOwn(build.exceptions, c))
    .sort();
}

/**
 * A build step that fails the build when a Bootstrap class name in the built JavaScript or HTML has
 * no rule in the built CSS (ADR 053): the purge of Bootstrap's stylesheet keeps the rules of the
 * names it finds in the app's sources and its safelist, and this catches every other one the
 * shipped code (react-bootstrap's included) can put on the page.
 */
export function checkShippedClasses(bootstrapCssFile: string): Plugin {
  return {
    name: 'check-shipped-classes',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const assetText = (name: string) =>
        files
          .filter((f) => f.type === 'asset' && f.fileName.endsWith(name))
          .map((f) => (f.type === 'asset' ? Buffer.from(f.source).toString('utf8') : ''));
      const missing = unstyledClasses({
        scripts: files.map((f) => (f.type === 'chunk' ? f.code : '')),
        pages: assetText('.html'),
        stylesheets: assetText('.css'),
        bootstrapClasses: classesWithRules(fs.readFileSync(bootstrapCssFile, 'utf8')),
        exceptions: UNSTYLED_CLASSES,
      });
      if (missing.length > 0)
        this.error(
          `Bootstrap classes named in the built code have no rule in the built CSS (purged): ${missing.join(', ')}.\n` +
            'Keep their rules (the purge safelist in vite.config.ts), or, if the app never renders them, ' +
            'list them with the reason in build/unstyled-classes.ts.',
        );
    },
  };
}
