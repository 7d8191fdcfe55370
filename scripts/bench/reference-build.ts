// The web app as an earlier commit built it, for benchmarks that compare this build with it in the
// same run (the host's noise then weighs on both). Built once per commit into
// node_modules/langapp-bench-references/ and kept there (a folder without a dot: the server sends no file
// from a path with a dot-folder in it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../apps/api/src/config';

/** The last commit before issue 24 (React as the runtime again): the build the issue compares with. */
export const BEFORE_ISSUE_24 = '4e4c94f';

/** The last commit before issue 36 (search that folds diacritics): the search benchmark's reference. */
export const BEFORE_ISSUE_36 = 'd9df406';

/** The last commit before the comparison's pitch moved into a worker (ADR 092): the speaking benchmark's reference. */
export const BEFORE_PITCH_WORKER = '74c312d';

/** The last commit before the read-along drew only the sentences in sight: the highlight-lag benchmark's reference. */
export const BEFORE_READ_ALONG_CONTAINMENT = '4242648';

/** What a reference build needs of the tree: the web app, the shared package and the workspace files. */
const PATHS = [
  'apps/web',
  'packages/shared',
  'package.json',
  'pnpm-workspace.yaml',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];

/** The `dist` folder of the web app built at `ref`, building it first when it is not there yet. */
export function referenceWebDist(ref: string): string {
  const sha = git('rev-parse', '--short=12', `${ref}^{commit}`);
  const dir = path.join(REPO_ROOT, 'node_modules', 'langapp-bench-references', `web-${sha}`);
  const dist = path.join(dir, 'apps', 'web', 'dist');
  if (fs.existsSync(path.join(dist, 'index.html'))) return dist;

  console.log(
    `Building the web app of ${sha} for comparison (once; kept in ${path.relative(REPO_ROOT, dir)})…`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = path.join(dir, 'tree.tar');
  execFileSync('git', ['archive', '--format=tar', '-o', archive, sha, ...PATHS], { cwd: REPO_ROOT });
  execFileSync('tar', ['-xf', archive, '-C', dir]);
  fs.rmSync(archive);
  // Quiet unless a step fails: then its output says why.
  const run = (args: string[]) => {
    try {
      execFileSync('pnpm', args, { cwd: dir, stdio: 'pipe' });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      console.error(`${stdout ?? ''}${stderr ?? ''}`);
      throw error;
    }
  };
  // Only the web app's own dependencies: no native server packages to compile.
  run([
    'install',
    '--frozen-lockfile',
    '--prefer-offline',
    '--filter',
    '@langapp/web...',
    '--config.confirmModulesPurge=false',
  ]);
  run(['--filter', '@langapp/web', 'build']);
  return dist;
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
}
