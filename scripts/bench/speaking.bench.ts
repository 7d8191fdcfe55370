// Record and compare (issue 38, ADR 079): the time from the end of a learner's recording (the press
// of Stop) to the comparison drawn (both waveforms, the pitch lines, the learner's aligned by DTW),
// for a 2 s word and a 10 s sentence, on the entry page in Chromium with the fake microphone humming
// a melody (SAMPLE, not language material) and the speaker's recording as long as the take.
// Measured with Lighthouse's mobile CPU throttling (4x slower, CDP Emulation.setCPUThrottlingRate)
// and without it; and, runs alternating with this build's at 4x, the web app of the commit before
// the pitch moved into a worker (ADR 092; SPEAKING_REFERENCE to choose another), so that the host's
// load weighs on both alike. Targets (4x): < 300 ms (2 s), < 1 s (10 s).
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { fakeMicrophoneArgs } from '../chromium-args';
import { hummedMelodyWav } from '../hummed-melody-wav';
import { sampleInstallation, serveProduct } from './bench-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { BEFORE_PITCH_WORKER, referenceWebDist } from './reference-build';

const RUNS = 3;
const CASES = [
  { name: '2 s word', seconds: 2, target: 300 },
  { name: '10 s sentence', seconds: 10, target: 1000 },
] as const;

const referenceRef = process.env.SPEAKING_REFERENCE || BEFORE_PITCH_WORKER;
const referenceDist = referenceWebDist(referenceRef);
const { db, mediaDir } = sampleInstallation('speaking-bench');
const { server, base } = await serveProduct(db, { mediaDir });
const reference = await serveProduct(db, { mediaDir, webDistDir: referenceDist });

/** Stop's press to the comparison drawn (the frame after data-compared turns true), in the page's ms. */
/** Milliseconds from Stop's press: drawn; and the take handed over, decoded, analysed (User Timing). */
type Split = [drawn: number, recorded: number, decoded: number, analysed: number];

async function oneRun(seconds: number, throttle: number, base: string): Promise<Split> {
  const wav = hummedMelodyWav(seconds - 0.3, seconds);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs(wav)],
  });
  try {
    const context = await browser.newContext();
    const login = await context.request.post(`${base}/api/login`, {
      form: { username: 'learner', password: 'learner-sample' },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const takes = (await (await context.request.get(`${base}/api/audio-recordings-info`)).json()) as {
      data: { lex_id?: number | null; word: string }[];
    };
    const word = takes.data.find((take) => take.lex_id);
    if (!word) throw new Error('the sample has no recorded word');
    const page = await context.newPage();
    // The speaker's recording: the same hum, as long as the learner's take.
    const speakerWav = fs.readFileSync(wav);
    await page.route('**/api/audio/**', (route) =>
      route.fulfill({ body: speakerWav, contentType: 'audio/wav' }),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(`${base}/words/${word.lex_id}`);
    await page
      .getByRole('button', { name: /^Say .* and compare$/ })
      .first()
      .click();
    const panel = page.getByRole('region', { name: /and compare$/ });
    await panel.getByRole('img', { name: 'The speaker’s pitch' }).waitFor({ timeout: 60_000 });
    await panel.getByRole('button', { name: 'Record' }).click();
    const stop = panel.getByRole('button', { name: 'Stop' });
    await stop.waitFor();
    await page.waitForTimeout(seconds * 1000);
    // A string, not a function: tsx's helpers (__name) do not exist in the page.
    const measured = page.evaluate<Split>(`new Promise((resolve) => {
      let pressed = 0;
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Stop');
      button.addEventListener('click', () => { pressed = performance.now(); }, { capture: true });
      new MutationObserver((_, observer) => {
        if (pressed && document.querySelector('[data-compared="true"]')) {
          observer.disconnect();
          requestAnimationFrame(() => {
            const at = (name) => Math.max(0, ...performance.getEntriesByName(name).map((m) => m.startTime)) - pressed;
            resolve([performance.now() - pressed, at('speaking:recorded'), at('speaking:decoded'), at('speaking:analysed')]);
          });
        }
      }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-compared'] });
    })`);
    await page.waitForTimeout(50);
    await stop.click();
    return await measured;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One line of figures: the median of the runs, each run, and the medians of the split. */
function report(label: string, runs: Split[], verdict: string) {
  const times = runs.map(([drawn]) => drawn);
  const split = (k: number) => median(runs.map((r) => r[k]!)).toFixed(0);
  console.log(
    `${label}: median ${median(times).toFixed(0)} ms of ${runs.length} ` +
      `[${times.map((t) => t.toFixed(0)).join(', ')}]${verdict}; medians from Stop: take handed ` +
      `over ${split(1)} ms, decoded and drawn ${split(2)} ms, its pitch read ${split(3)} ms`,
  );
}

try {
  for (const { name, seconds, target } of CASES) {
    const unthrottled: Split[] = [];
    for (let run = 0; run < RUNS; run++) unthrottled.push(await oneRun(seconds, 1, base));
    report(`${name}, CPU 1x`, unthrottled, ' (reference: no throttling)');
    const throttled: Split[] = [];
    const before: Split[] = [];
    for (let run = 0; run < RUNS; run++) {
      throttled.push(await oneRun(seconds, 4, base));
      before.push(await oneRun(seconds, 4, reference.base));
    }
    const met = median(throttled.map(([drawn]) => drawn)) < target;
    report(`${name}, CPU 4x`, throttled, ` (target < ${target} ms: ${met ? 'met' : 'NOT met'})`);
    report(`${name}, CPU 4x, ${referenceRef} (reference)`, before, '');
  }
} finally {
  server.close();
  reference.server.close();
  db.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
}
