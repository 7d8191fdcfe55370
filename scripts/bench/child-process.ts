import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { servicesOf } from '../../apps/api/src/cli/commands/command';
import { openContext } from '../../apps/api/src/context';
import type { ImportReport } from '../../packages/shared/src/api/exchange';

// Benchmarks that measure what a job costs the server (import.bench.ts, texts.bench.ts) run it in a
// child process of their own file (`node <bench> child <job> <dataDir> ...`), so that its peak RSS
// is the job's and not the benchmark's.

/** What a child reports: its RSS with the code loaded, its peak RSS, the job's time and its result line. */
export interface ChildFigures {
  baseMb: number;
  peakMb: number;
  ms: number;
  /**
   * The CPU time the job took, its own and that of the processes it ran and waited for (ffmpeg):
   * on a loaded host the wall time is the host's more than the job's, this is the job's.
   */
  cpuMs?: number;
  result: string;
}

/** A job a child runs over the data folder of an installation; answers its result line. */
export type ChildJobs = Record<string, (dataDir: string, args: string[]) => Promise<string>>;

/**
 * The 'import-file' job of the benchmarks that measure an import: opens the data folder as the CLI
 * does, imports the job's one argument through the import service (the path of the Import page and
 * `pnpm cli import`), fails when nothing was written, and answers `resultLine` of the report.
 */
export function importFileJob(resultLine: (report: ImportReport) => string): ChildJobs[string] {
  return async (dataDir, [file]) => {
    const ctx = openContext({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' }, { fd: 2 });
    const report = await servicesOf(ctx).imports.importFile(file!);
    ctx.db.close();
    if (!report.written) throw new Error(`not written: ${JSON.stringify(report.rejected.slice(0, 3))}`);
    return resultLine(report);
  };
}

/**
 * The heap limit production gives node (docs/operations.md): the console's Import page runs an import
 * in the server's process, and the built CLI is run with it too, so the child is measured under it.
 */
const PRODUCTION_HEAP = '--max-old-space-size=128';

/**
 * This process's peak RSS in MB: the kernel's high-water mark of its memory (VmHWM), which starts
 * afresh at exec. Not getrusage's maxRSS, which on Linux also holds the parent's RSS at the fork.
 */
function peakRssMb(): number {
  const status = fs.existsSync('/proc/self/status') ? fs.readFileSync('/proc/self/status', 'utf8') : '';
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  return (kb ? Number(kb) : process.resourceUsage().maxRSS) / 1024;
}

/**
 * This process's CPU time in ms, user and system, with that of its children it has waited for
 * (/proc/self/stat's utime, stime, cutime and cstime, in clock ticks of 10 ms); undefined off Linux.
 */
function cpuMs(): number | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  // The fields after the command's closing parenthesis: the 14th to 17th of the line are the 12th to 15th.
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks) * 10, 0);
}

/** Runs `job` in a child process of `benchFile` (run with `child`) and reads its figures. */
export function inChild(benchFile: string, job: string, dataDir: string, args: string[]): ChildFigures {
  const out = execFileSync(
    process.execPath,
    [PRODUCTION_HEAP, '--import', 'tsx', benchFile, 'child', job, dataDir, ...args],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as ChildFigures;
}

/** In the child: runs the job `argv` names and prints its figures as the last line. */
export async function runChild(jobs: ChildJobs, [job, dataDir, ...args]: string[]): Promise<void> {
  const run = jobs[job!];
  if (!run) throw new Error(`No such job: ${job}`);
  const baseMb = peakRssMb();
  const started = performance.now();
  const cpuBefore = cpuMs();
  const result = await run(dataDir!, args);
  const cpuAfter = cpuMs();
  const figures: ChildFigures = {
    baseMb,
    peakMb: peakRssMb(),
    ms: performance.now() - started,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && { cpuMs: cpuAfter - cpuBefore }),
    result,
  };
  console.log(JSON.stringify(figures));
}
