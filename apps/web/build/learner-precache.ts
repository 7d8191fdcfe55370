import fs from 'node:fs';

/**
 * What the service worker precaches (issue 28, ADR 065): the app shell and the code of the pages a
 * learner can open offline, not the teacher's. The console and the teacher's pages need the server
 * (offline they show "This page needs a connection" and never load their code), so their chunks are
 * left to the network: a learner's phone does not download them at install, and the precache keeps
 * its room for the learner's pages.
 */

/**
 * The teacher's and the recorders' pages and controls, by their chunks' names: the console route,
 * the pages of the admin area and the recorders' (routes.tsx), and the teacher's controls that
 * learner pages load only in admin mode (adding an entry, managing audio, a text's recording).
 */
const TEACHER_PAGES: readonly string[] = [
  'admin-console-route',
  'sotw-admin-page',
  'annotate-page',
  'modify-lessons-page',
  'edit-lesson-page',
  'create-new-sent-page',
  'record-page',
  'session-page',
  'add-lex-form',
  'manage-audio-modals',
  'text-recording-panel',
  'align-page',
];

/** Whether a built file (`assets/<name>-<hash>.js`) is the chunk of one of the teacher's pages. */
export function isTeacherPageFile(fileName: string, teacherPages: readonly string[] = TEACHER_PAGES): boolean {
  const name = /(?:^|\/)([^/]+)-[\w-]{8}\.js$/.exec(fileName)?.[1];
  return name !== undefined && teacherPages.includes(name);
}

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The files (relative to the build's folder) only the teacher's pages load: every chunk and style
 * reached from the entry without going through a teacher's page is kept. Throws when a teacher's page
 * is not in the build (renamed or gone: the list above must follow routes.tsx).
 */
export function teacherOnlyFiles(
  manifest: Record<string, ManifestChunk>,
  teacherPages: readonly string[] = TEACHER_PAGES,
): Set<string> {
  const pages = new Set(teacherPages);
  const named = new Set(Object.values(manifest).flatMap((chunk) => (chunk.name ? [chunk.name] : [])));
  const missing = teacherPages.filter((page) => !named.has(page));
  if (missing.length > 0)
    throw new Error(`The build has no chunk for the teacher's page(s) ${missing.join(', ')}: update TEACHER_PAGES.`);

  const learners = new Set<string>();
  const stack = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
    if (learners.has(key)) continue;
    learners.add(key);
    const chunk = manifest[key]!;
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
      if (!pages.has(manifest[next]?.name ?? '')) stack.push(next);
  }

  const filesOf = (chunk: ManifestChunk) => [chunk.file, ...(chunk.css ?? [])];
  const kept = new Set([...learners].flatMap((key) => filesOf(manifest[key]!)));
  return new Set(
    Object.values(manifest)
      .flatMap(filesOf)
      .filter((file) => !kept.has(file)),
  );
}

/**
 * A Workbox manifest transform: leaves the teacher-only files of the build in `manifestFile` out of
 * the precache.
 */
export function learnerPrecache(manifestFile: string) {
  return async <T extends { url: string }>(entries: T[]) => {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    const teacherOnly = teacherOnlyFiles(manifest);
    return { manifest: entries.filter((entry) => !teacherOnly.has(entry.url)), warnings: [] };
  };
}
