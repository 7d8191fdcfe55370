// The API's request path against two references measured in the same run, on loopback:
//   product   the built server (node apps/api/dist/server.js, with the production command's flags),
//             NODE_ENV=production, JSON request
//             logs written to a file, rate limits off, sample data loaded;
//   express   an Express app with no middleware answering the product's own bytes on the same
//             paths (the framework's ceiling);
//   raw       node:http + better-sqlite3 answering the same queries over the same rows (the
//             platform's ceiling).
// Each figure is the median of interleaved rounds, so a noisy neighbour hurts all three alike.
// Targets (issues 10 and 24): game calls >= 0.7 x express, with a p99 within 5 ms of express's own
// p99 in the same rounds; /api/lexs with 5,000 entries >= 0.8 x raw uncompressed; RSS < 100 MB
// after start, < 150 MB at the peak of the lexicon load.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../apps/api/src/db/database';
import { signInSampleLearner } from './chromium';

const REPO = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(REPO, 'apps/api/dist/server.js');
/** The node flags of the production command in the README (and of `pnpm start`). */
const PRODUCTION_NODE_FLAGS = ['--max-old-space-size=128', '--enable-source-maps'];
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS || 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 11);
const LEXICON_ENTRIES = 5000;
/** The kernel's clock ticks per second (USER_HZ), the unit of CPU times in /proc; 100 on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

if (!fs.existsSync(SERVER)) {
  console.error('Build first: pnpm build');
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-api-bench-'));
const dataDir = path.join(work, 'data');
const children: ChildProcess[] = [];

/** A port that is free now (the OS picks it), for a server whose output goes straight to a file. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/**
 * Starts a server on `port` with its output written straight to a file (never through this
 * process, which is busy making load), and waits until `readyPath` answers.
 */
async function start(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
  logFile: string,
) {
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...args], { env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null)
      throw new Error(`${args.join(' ')} exited with ${child.exitCode}; see ${logFile}`);
    const ok = await fetch(`${base}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    if (waited > 60_000) throw new Error(`${args.join(' ')} did not answer ${readyPath}; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process in MB: now (VmRSS) and its peak so far (VmHWM). */
function memoryOf(child: ChildProcess) {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const productEnv = (port: number): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-bench-secret',
  PUBLIC_URL: 'http://127.0.0.1',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  SEED: 'sample',
  LOG_LEVEL: 'info',
  RATE_LIMIT_API_PER_MINUTE: '0',
  RATE_LIMIT_FAILED_LOGINS: '0',
  RATE_LIMIT_ACCOUNT_CALLS: '0',
});

async function startProduct(name: string) {
  const port = await freePort();
  return start(
    [...PRODUCTION_NODE_FLAGS, SERVER],
    productEnv(port),
    port,
    '/readyz',
    path.join(work, `${name}.log`),
  );
}

async function startReference(script: string, arg: string) {
  const port = await freePort();
  const file = path.join(import.meta.dirname, 'references', script);
  return start(
    [file, arg],
    { PATH: process.env.PATH, PORT: String(port) },
    port,
    '/api/who',
    path.join(work, `${script}.log`),
  );
}

interface Run {
  rps: number;
  p99: number;
  /** The server's CPU time (user and system, all its threads) per answer, in µs. */
  cpuUs: number;
}

interface Target {
  name: string;
  base: string;
  /** The server's process, whose CPU time is read around each load. */
  child: ChildProcess;
  headers?: Record<string, string>;
  expectStatus?: number;
}

/** CPU time used so far by a process (user and system, all threads), in µs. */
function cpuTimeOf(child: ChildProcess): number {
  const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime and stime, in clock ticks
  return (ticks * 1e6) / CLOCK_TICKS_PER_SECOND;
}

async function load(t: Target, pathname: string, seconds: number): Promise<Run> {
  const url = `${t.base}${pathname}`;
  const expectStatus = t.expectStatus ?? 200;
  const cpuBefore = cpuTimeOf(t.child);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: t.headers ?? {},
  });
  const cpu = cpuTimeOf(t.child) - cpuBefore;
  const codes = result.statusCodeStats;
  const wrong = Object.entries(codes).filter(([code]) => Number(code) !== expectStatus);
  if (result.errors > 0 || wrong.length > 0) {
    throw new Error(`${url}: ${result.errors} errors, statuses ${JSON.stringify(codes)}`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs: cpu / result.requests.total };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Interleaved rounds over every target on one path: the median figures of each, and every round's.
 * Each round starts with the next target in turn, so none is always measured first or last.
 */
async function compare(pathname: string, targets: Target[]): Promise<Map<string, Run & { rounds: Run[] }>> {
  for (const t of targets) await load(t, pathname, 1); // warm-up
  const runs = new Map<string, Run[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < targets.length; k++) {
      const t = targets[(round + k) % targets.length]!;
      runs.get(t.name)!.push(await load(t, pathname, SECONDS));
    }
  }
  return new Map(
    [...runs].map(([name, rs]) => [
      name,
      {
        rps: median(rs.map((r) => r.rps)),
        p99: median(rs.map((r) => r.p99)),
        cpuUs: median(rs.map((r) => r.cpuUs)),
        rounds: rs,
      },
    ]),
  );
}

/**
 * One server's requests per second over another's: the median of the rounds' ratios. Each round
 * measures both back to back, so a ratio compares them under the same load from the machine's
 * other work, which a ratio of two medians taken at different moments does not.
 */
function pairedRatio(a: Run[], b: Run[]): number {
  return median(a.map((run, i) => run.rps / b[i]!.rps));
}

/**
 * How far one server's p99 is above another's, in ms: the median of the rounds' differences, so
 * each difference compares the two under the same load, as the ratio does.
 */
function pairedP99Gap(a: Run[], b: Run[]): number {
  return median(a.map((run, i) => run.p99 - b[i]!.p99));
}

/** The game calls' p99 may be this much above bare Express's own p99 in the same run. */
const P99_GAP_MS = 5;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
/** The servers' median CPU time per answer: steadier than req/s on a shared host, so printed beside it. */
const cpuCell = (a: Run, b: Run) => `${fmt(a.cpuUs)} µs, ${fmt(b.cpuUs)} µs`;
const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');
const HEADER = [
  'call',
  'product req/s',
  'product p99',
  'bare Express req/s',
  'bare Express p99',
  'raw node req/s',
  'CPU per answer: product, reference',
  'product / reference (p99: product - reference)',
  'target',
];
const rows: string[] = [];
/** A table row; a short one is padded with empty cells before its last (the target's verdict). */
function row(cells: string[]) {
  const full = [
    ...cells.slice(0, -1),
    ...Array<string>(HEADER.length - cells.length).fill(''),
    cells.at(-1)!,
  ];
  rows.push(`| ${full.join(' | ')} |`);
  console.log(full.join('   '));
}

try {
  const cpu = os.cpus();
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${cpu.length} cores (${cpu[0]?.model.trim()}), Node ${process.version}; ` +
      `${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s, medians (ratios: median of the rounds' ratios)`,
  );

  // 1. The game calls, with the sample data.
  let product = await startProduct('product');
  await new Promise((r) => setTimeout(r, 1500));
  const afterStart = memoryOf(product.child);
  const gamePaths = ['/api/wordle-answer', '/api/wordle-valid', '/api/who'];
  const answers: Record<string, { type: string; base64: string }> = {};
  for (const p of gamePaths) {
    const res = await fetch(`${product.base}${p}`);
    answers[p] = {
      type: res.headers.get('content-type')!,
      base64: Buffer.from(await res.arrayBuffer()).toString('base64'),
    };
  }
  const answersFile = path.join(work, 'answers.json');
  fs.writeFileSync(answersFile, JSON.stringify(answers));
  const express = await startReference('bare-express.mjs', answersFile);
  const raw = await startReference('raw-node.mjs', path.join(dataDir, 'app.sqlite'));

  row(HEADER);
  rows.push(`|${HEADER.map(() => '---').join('|')}|`);
  for (const p of gamePaths) {
    const r = await compare(p, [
      { name: 'product', ...product },
      { name: 'express', ...express },
      { name: 'raw', ...raw },
    ]);
    const ratio = pairedRatio(r.get('product')!.rounds, r.get('express')!.rounds);
    const gap = pairedP99Gap(r.get('product')!.rounds, r.get('express')!.rounds);
    const p99 = r.get('product')!.p99;
    row([
      `GET ${p}`,
      fmt(r.get('product')!.rps),
      `${p99} ms`,
      fmt(r.get('express')!.rps),
      `${r.get('express')!.p99} ms`,
      fmt(r.get('raw')!.rps),
      cpuCell(r.get('product')!, r.get('express')!),
      `${ratio.toFixed(2)}, p99 ${gap >= 0 ? '+' : ''}${gap} ms`,
      `>= 0.70 and p99 within ${P99_GAP_MS} ms of bare Express: ${verdict(ratio >= 0.7 && gap <= P99_GAP_MS)}`,
    ]);
  }
  await stop(product.child);
  await stop(express.child);

  // 2. The lexicon with 5,000 entries (invented for the benchmark, not language material).
  const db = openDatabase(path.join(dataDir, 'app.sqlite'));
  db.transaction(() => {
    const insert = db.prepare(
      "INSERT INTO lexs (lex, pos, gloss, notes) VALUES (?, 'n', ?, 'benchmark entry, not language material')",
    );
    const have = db.prepare('SELECT COUNT(*) FROM lexs').pluck().get() as number;
    for (let i = have; i < LEXICON_ENTRIES; i++) insert.run(`bench${i.toString(36)}`, `benchmark gloss ${i}`);
  })();
  db.close();
  product = await startProduct('product-lexicon');
  const cookie = await signInSampleLearner(product.base);
  const first = await fetch(`${product.base}/api/lexs`, { headers: { Cookie: cookie } });
  const body = Buffer.from(await first.arrayBuffer());
  const etag = first.headers.get('etag')!;
  const compressed = await fetch(`${product.base}/api/lexs`, {
    headers: { Cookie: cookie, 'Accept-Encoding': BROWSER_ACCEPT_ENCODING },
  });
  await compressed.arrayBuffer();
  const lex = await compare('/api/lexs', [
    { name: 'product', ...product, headers: { Cookie: cookie } },
    { name: 'raw', ...raw },
  ]);
  const ratio = pairedRatio(lex.get('product')!.rounds, lex.get('raw')!.rounds);
  const browser = await compare('/api/lexs', [
    {
      name: 'compressed',
      ...product,
      headers: { Cookie: cookie, 'Accept-Encoding': BROWSER_ACCEPT_ENCODING },
    },
    {
      name: 'revalidated',
      ...product,
      headers: { Cookie: cookie, 'Accept-Encoding': BROWSER_ACCEPT_ENCODING, 'If-None-Match': etag },
      expectStatus: 304,
    },
  ]);
  const peak = memoryOf(product.child).peak;
  row([
    `GET /api/lexs, ${fmt(LEXICON_ENTRIES)} entries (${(body.length / 1024).toFixed(0)} KB), signed in, uncompressed`,
    fmt(lex.get('product')!.rps),
    `${lex.get('product')!.p99} ms`,
    '',
    '',
    fmt(lex.get('raw')!.rps),
    cpuCell(lex.get('product')!, lex.get('raw')!),
    `${ratio.toFixed(2)} of raw`,
    `>= 0.80 of raw: ${verdict(ratio >= 0.8)}`,
  ]);
  row([
    `… as a browser asks (Accept-Encoding: ${compressed.headers.get('content-encoding')}, ${fmt(Number(compressed.headers.get('content-length')) / 1024)} KB)`,
    fmt(browser.get('compressed')!.rps),
    `${browser.get('compressed')!.p99} ms`,
    'reported',
  ]);
  row([
    '… revalidated with If-None-Match (304, no body)',
    fmt(browser.get('revalidated')!.rps),
    `${browser.get('revalidated')!.p99} ms`,
    'reported',
  ]);
  row([
    'memory (RSS) after start, sample data',
    `${afterStart.rss.toFixed(0)} MB`,
    `< 100 MB: ${verdict(afterStart.rss < 100)}`,
  ]);
  row([
    'memory (RSS) peak, through the 5,000-entry load',
    `${peak.toFixed(0)} MB`,
    `< 150 MB: ${verdict(peak < 150)}`,
  ]);
  await stop(product.child);
  await stop(raw.child);

  console.log('\nMarkdown for the README:\n');
  console.log(rows.join('\n'));
} finally {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
