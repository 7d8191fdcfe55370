import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Signs the sample learner in on a server the benchmark started; the session cookie to send. */
export async function signInSampleLearner(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'learner', password: 'learner-sample' }),
  });
  const cookie = res.headers.get('set-cookie');
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(';')[0]!;
}
