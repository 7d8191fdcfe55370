import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './env';

declare global {
  interface Window {
    /** The sources of the media elements that reached the 'playing' state, in order. */
    __playing: string[];
  }
}

/** Records every media element that actually starts playing (the fake audio output still plays). */
export async function watchPlayback(page: Page) {
  await page.addInitScript(() => {
    window.__playing = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      this.addEventListener('playing', () => window.__playing.push(this.currentSrc), { once: true });
      return play.call(this);
    };
  });
}

/** The sources that started playing so far, in order. */
export const playing = (page: Page) => page.evaluate(() => window.__playing);

/** A sample recording of the seed (synthetic speech of an invented word): real MP3 bytes to upload. */
export const SAMPLE_MP3 = path.join(REPO_ROOT, 'db', 'seed', 'media', 'audio', 'sample-2-ben.mp3');
