// The read-along's highlight lag (issue 39, ADR 093), part of `pnpm bench texts`: during playback of a
// long text (1,000 timed sentences of five timed words, about 25 minutes of times), the time from
// the audio position crossing a sentence's or a word's start to the frame with its mark rendered,
// with Chromium's CPU 4x slower (CDP Emulation.setCPUThrottlingRate, Lighthouse's mobile setting);
// beside it in the same run, alternating over rounds, this build not slowed and a reference build
// (READ_ALONG_REFERENCE, by default the one before the player drew only the sentences in sight)
// slowed alike. Target at 4x: the 95th percentile < 50 ms.
// How: a MutationObserver sees each mark (aria-current) put on an element and posts a task of the
// highest priority, which runs once that frame has been rendered: its time is the mark's. The moment
// the sound crossed the start is read off the media clock sampled at every frame: playing at 1x, the
// recording's position is the page's clock plus an offset, the freshest (largest) of the readings
// over the half second before the mark (the media clock only ever lags the sound, moving in steps).
// What the compositor and the screen add is not counted.
// SAMPLE: the text's words are invented and its recording a synthetic hum: not language material.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { hummedMelodyWav } from '../hummed-melody-wav';
import { sampleInstallation, serveProduct } from './bench-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { BEFORE_READ_ALONG_CONTAINMENT, referenceWebDist } from './reference-build';

const SENTENCES = Number(process.env.BENCH_READ_ALONG_SENTENCES ?? 1000);
const SENTENCE_MS = 1500;
const WORDS = 5;
const WORD_MS = 280;
/** How long each run plays (wall clock). */
const PLAY_MS = Number(process.env.BENCH_READ_ALONG_PLAY_MS ?? 12_000);
const TARGET_MS = 50;
const SLOWDOWN = 4;
/** Rounds, each of this build unthrottled, this build slowed and the reference slowed. */
const ROUNDS = Number(process.env.BENCH_READ_ALONG_ROUNDS ?? 2);

const { db, mediaDir } = sampleInstallation('read-along-bench');
const { server, base } = await serveProduct(db, { mediaDir });
const referenceRef = process.env.READ_ALONG_REFERENCE || BEFORE_READ_ALONG_CONTAINMENT;
const reference = await serveProduct(db, { mediaDir, webDistDir: referenceWebDist(referenceRef) });

/** A published text of SENTENCES timed sentences, each of WORDS timed words, with a 30 s recording: its id. */
async function timedText(): Promise<number> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'teacher', password: 'teacher-sample' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`teacher sign-in failed: ${login.status}`);
  const post = async (path: string, body: URLSearchParams | FormData) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { cookie }, body });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id?: number };
  };
  const title = 'Read-along benchmark text (generated sample, not language material)';
  const sents = Array.from({ length: SENTENCES }, (_, i) => {
    const start = i * SENTENCE_MS;
    const words = Array.from({ length: WORDS }, (_, j) => ({
      text: `bena${(i * WORDS + j).toString(36)}`,
      gloss: '',
      morphs: [],
      start: start + j * WORD_MS,
      end: start + (j + 1) * WORD_MS,
    }));
    return {
      text: `${words.map((w) => w.text).join(' ')}.`,
      trans: `Sample sentence ${i + 1}.`,
      start,
      end: start + WORDS * WORD_MS,
      words,
    };
  });
  const { id } = await post(
    '/api/add-text',
    new URLSearchParams({ title, data: JSON.stringify({ title, sents }), visibility: 'learners' }),
  );
  await post('/api/publish-text', new URLSearchParams({ id: String(id) }));
  const form = new FormData();
  form.set('id', String(id));
  form.set(
    'audio',
    new Blob([fs.readFileSync(hummedMelodyWav(29.5, 30))], { type: 'audio/wav' }),
    'story.wav',
  );
  await post('/api/upload-text-recording', form);
  return id!;
}

/**
 * Lags (ms) of the marks put while the text played for PLAY_MS, at CPU slowdown `throttle`, and the
 * intervals between the page's frames meanwhile.
 */
type Run = { lags: number[]; found: number[]; drawn: number[]; frames: number[] };

async function oneRun(base: string, textId: number, throttle: number): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const login = await context.request.post(`${base}/api/login`, {
      form: { username: 'learner', password: 'learner-sample' },
    });
    if (!login.ok()) throw new Error(`learner sign-in failed: ${login.status()}`);
    const page = await context.newPage();
    await page.goto(`${base}/text-view?id=${textId}`);
    const player = page.getByRole('group', { name: 'Read-along player' });
    await player.waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () => document.querySelector<HTMLAudioElement>('.read-along audio')!.readyState >= 1,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    // A string, not a function: tsx's helpers (__name) do not exist in the page.
    await page.evaluate(`(() => {
      window.__marks = [];
      window.__samples = [];
      window.__frames = [];
      const audio = document.querySelector('.read-along audio');
      const root = document.querySelector('.read-along-text');
      const startOf = (el) => {
        if (el.hasAttribute('data-word')) {
          const item = el.closest('[data-sentence]');
          return Number(item.dataset.sentence) * ${SENTENCE_MS} + Number(el.dataset.word) * ${WORD_MS};
        }
        return Number(el.dataset.sentence) * ${SENTENCE_MS};
      };
      const sample = (now) => {
        if (!audio.paused) window.__samples.push([now, audio.currentTime * 1000]);
      };
      new MutationObserver((records) => {
        const applied = performance.now();
        sample(applied);
        for (const record of records) {
          const el = record.target;
          if (el.getAttribute('aria-current') !== 'true' || audio.paused) continue;
          const mark = { start: startOf(el), applied, rendered: 0 };
          window.__marks.push(mark);
          const rendered = () => { mark.rendered = performance.now(); };
          // After the frame: a task of the highest priority where the browser has them (else a message).
          if (window.scheduler?.postTask) window.scheduler.postTask(rendered, { priority: 'user-blocking' });
          else {
            const channel = new MessageChannel();
            channel.port1.onmessage = rendered;
            channel.port2.postMessage(0);
          }
        }
      }).observe(root, { attributes: true, subtree: true, attributeFilter: ['aria-current'] });
      // The page's frames, and the media clock read at each of them.
      let last = 0;
      const frame = (now) => {
        if (!audio.paused && last) window.__frames.push(now - last);
        last = now;
        sample(performance.now());
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })()`);
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    // BENCH_READ_ALONG_TRACE=file: a Chromium trace of the throttled run, for DevTools' Performance panel.
    const trace = throttle > 1 && base !== reference.base ? process.env.BENCH_READ_ALONG_TRACE : undefined;
    if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
    await page.waitForTimeout(PLAY_MS);
    if (trace) await browser.stopTracing();
    const { marks, samples, frames } = await page.evaluate<{
      marks: { start: number; applied: number; rendered: number }[];
      samples: [number, number][];
      frames: number[];
    }>('({ marks: window.__marks, samples: window.__samples, frames: window.__frames })');
    // The recording plays at 1x on the page's clock: near a mark, its position is the page's clock
    // plus an offset, the freshest (largest) reading of the media clock over the half second before
    // it (the media clock only ever lags the sound, moving in steps; over longer a loaded host's
    // audio drifts), and the start was crossed at start - offset. The first marks come with the
    // start of playback itself, not with a crossing.
    const measured = marks.slice(2).flatMap((mark) => {
      const near = samples.filter(([at]) => at <= mark.applied && at >= mark.applied - 500);
      if (!mark.rendered || near.length === 0) return [];
      const offset = Math.max(...near.map(([at, ms]) => ms - at));
      const crossed = mark.start - offset;
      return [
        { lag: mark.rendered - crossed, found: mark.applied - crossed, drawn: mark.rendered - mark.applied },
      ];
    });
    return {
      lags: measured.map((m) => m.lag),
      found: measured.map((m) => m.found),
      drawn: measured.map((m) => m.drawn),
      frames,
    };
  } finally {
    await browser.close();
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const describe = (run: Run) =>
  `${run.lags.length} marks, median ${ms(quantile(run.lags, 0.5))}, p95 ${ms(quantile(run.lags, 0.95))}, ` +
  `max ${ms(Math.max(...run.lags))}; frames every ${ms(quantile(run.frames, 0.5))} (median), ` +
  `p95 ${ms(quantile(run.frames, 0.95))}\n` +
  `    of which: the crossing to the mark put, median ${ms(quantile(run.found, 0.5))}, ` +
  `p95 ${ms(quantile(run.found, 0.95))}; the mark put to its frame rendered, ` +
  `median ${ms(quantile(run.drawn, 0.5))}, p95 ${ms(quantile(run.drawn, 0.95))}`;
const joined = (runs: Run[]): Run => ({
  lags: runs.flatMap((r) => r.lags),
  found: runs.flatMap((r) => r.found),
  drawn: runs.flatMap((r) => r.drawn),
  frames: runs.flatMap((r) => r.frames),
});

try {
  const textId = await timedText();
  console.log(
    `${new Date().toISOString().slice(0, 10)}: highlight lag of the read-along, a text of ${SENTENCES} sentences × ${WORDS} words, ` +
      `${PLAY_MS / 1000} s of playback a run, ${ROUNDS} rounds alternating this build and the reference ${referenceRef}`,
  );
  const runs = { fast: [] as Run[], slow: [] as Run[], reference: [] as Run[] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.fast.push(await oneRun(base, textId, 1));
    runs.slow.push(await oneRun(base, textId, SLOWDOWN));
    runs.reference.push(await oneRun(reference.base, textId, SLOWDOWN));
  }
  const p95 = quantile(joined(runs.slow).lags, 0.95);
  console.log(`this build, CPU not slowed: ${describe(joined(runs.fast))}`);
  console.log(
    `this build, CPU ${SLOWDOWN}x slower: ${describe(joined(runs.slow))}\n` +
      `    target p95 < ${TARGET_MS} ms at ${SLOWDOWN}x: ${p95 < TARGET_MS ? 'meets' : 'MISSES'}`,
  );
  console.log(`reference ${referenceRef}, CPU ${SLOWDOWN}x slower: ${describe(joined(runs.reference))}`);
} finally {
  server.close();
  reference.server.close();
}
