import { describe, expect, it } from 'vitest';
import { isTeacherPageFile, teacherOnlyFiles } from './learner-precache';
import type { ManifestChunk } from './learner-precache';

/** A build: the entry, a learner's page, the console, a chunk both load, one only the console loads. */
const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    dynamicImports: ['src/words-page.tsx', '_admin-console-route.js'],
  },
  'src/words-page.tsx': { file: 'assets/words-page.js', name: 'words-page', imports: ['_shared.js'] },
  '_admin-console-route.js': {
    file: 'assets/admin-console-route.js',
    name: 'admin-console-route',
    imports: ['_shared.js'],
    dynamicImports: ['src/import-page.tsx'],
  },
  'src/import-page.tsx': {
    file: 'assets/import-page.js',
    name: 'import-page',
    css: ['assets/import-page.css'],
    imports: ['_publish.js'],
  },
  '_shared.js': { file: 'assets/shared.js', name: 'shared' },
  '_publish.js': { file: 'assets/publish.js', name: 'publish' },
};

describe('teacherOnlyFiles', () => {
  it("when chunks are loaded only through the teacher's pages, then they and their styles are left out; what a learner's page loads too is kept", () => {
    expect([...teacherOnlyFiles(manifest, ['admin-console-route'])].sort()).toEqual([
      'assets/admin-console-route.js',
      'assets/import-page.css',
      'assets/import-page.js',
      'assets/publish.js',
    ]);
  });

  it("when a learner's page also opens a chunk the console uses, then that chunk is kept", () => {
    const both = {
      ...manifest,
      'src/words-page.tsx': { ...manifest['src/words-page.tsx']!, dynamicImports: ['_publish.js'] },
    };
    expect(teacherOnlyFiles(both, ['admin-console-route'])).not.toContain('assets/publish.js');
  });

  it("when a teacher's page named is not in the build, then it throws naming it", () => {
    expect(() => teacherOnlyFiles(manifest, ['admin-console-route', 'annotate-page'])).toThrow(
      "The build has no chunk for the teacher's page(s) annotate-page: update TEACHER_PAGES.",
    );
  });
});

describe('isTeacherPageFile', () => {
  it("tells a teacher's page's chunk by its name, whatever its hash", () => {
    expect(isTeacherPageFile('assets/session-page-Cwd84Ejp.js')).toBe(true);
    expect(isTeacherPageFile('/work/dist/assets/admin-console-route-W2P4xv1I.js')).toBe(true);
    expect(isTeacherPageFile('assets/record-page-DbFeRC_R.js')).toBe(true);
  });

  it("leaves a learner's page, a name that only begins alike, and a stylesheet", () => {
    expect(isTeacherPageFile('assets/words-route-C2vizw8J.js')).toBe(false);
    expect(isTeacherPageFile('assets/my-record-page-DbFeRC_R.js')).toBe(false);
    expect(isTeacherPageFile('assets/session-page-Cwd84Ejp.css')).toBe(false);
  });
});
