import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Plugin } from 'vite';

/** The prerender's module (ADR 099): renderFirstScreens() from the page's real components. */
const ENTRY = 'src/app/first-screen/prerender-words.tsx';

/**
 * After the app's build, prerenders /words's first screen (ADR 099): builds ENTRY for Node with Vite
 * (the app's own modules, its CSS imports left out), runs it, and writes each kind of account's
 * HTML to the file it names (FIRST_SCREEN.file of @langapp/shared) in the output, which the server reads. The Node build goes to a folder
 * under node_modules, where its imports of React and the rest resolve, and is removed afterwards.
 */
export function prerenderFirstScreens(): Plugin {
  let root = '';
  let outDir = '';
  let skip = false;
  return {
    name: 'prerender-first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      const work = path.join(root, 'node_modules', '.first-screens');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        esbuild: { jsx: 'automatic' },
        build: {
          ssr: ENTRY,
          outDir: work,
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      try {
        const prerender = (await import(pathToFileURL(path.join(work, 'prerender.mjs')).href)) as {
          renderFirstScreens: () => { file: string; screens: Record<string, string> };
        };
        const { file, screens } = prerender.renderFirstScreens();
        fs.writeFileSync(path.join(outDir, file), JSON.stringify(screens));
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    },
  };
}
