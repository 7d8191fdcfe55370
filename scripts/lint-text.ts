// One ESLint, on the repository's own eslint.config.js, for the tests that show a lint rule failing on a
// fixture (scripts/lint-rules.test.ts, scripts/layers-lint.test.ts). Fixtures under scripts/lint-fixtures
// are ignored by the repository's lint, so ignores are off here: every path given is linted.
import path from 'node:path';
import { ESLint } from 'eslint';

export const repoRoot = path.resolve(import.meta.dirname, '..');

let eslint: ESLint | undefined;
/** The ESLint instance the rule tests share (built on first use: it reads the whole configuration). */
function repoEslint(): ESLint {
  eslint ??= new ESLint({ cwd: repoRoot, ignore: false });
  return eslint;
}

export interface LintMessage {
  rule: string | null;
  line: number;
  message: string;
}

const messagesOf = (result: ESLint.LintResult): LintMessage[] =>
  result.messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));

/** What ESLint reports for `code` as if it lived at `filePath` (absolute, or relative to the repository). */
export async function lintText(code: string, filePath: string): Promise<LintMessage[]> {
  const [result] = await repoEslint().lintText(code, { filePath: path.resolve(repoRoot, filePath) });
  return messagesOf(result!);
}

/** What ESLint reports for each of `files` (absolute paths), by file name. */
export async function lintFiles(files: string[]): Promise<{ file: string; messages: LintMessage[] }[]> {
  const results = await repoEslint().lintFiles(files);
  return results.map((result) => ({ file: path.basename(result.filePath), messages: messagesOf(result) }));
}
