/** Debian's Chromium (see the README); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Headless, with nothing of its own going to the network: the e2e tests and the benchmarks use these. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's fake microphone, its permission granted, and sound that plays without a gesture: by
 * default silent but for a beep now and then, or `wav` played in a loop (a fixture's hum).
 */
export function fakeMicrophoneArgs(wav?: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    ...(wav === undefined ? [] : [`--use-file-for-fake-audio-capture=${wav}`]),
    '--autoplay-policy=no-user-gesture-required',
  ];
}
