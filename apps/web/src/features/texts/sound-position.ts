/** The longest the page's clock carries the position on while the media clock does not move. */
export const MAX_CARRY_MS = 250;
/** How long a reading of the media clock counts towards the position. */
const WINDOW_MS = 500;

/**
 * Where the sound of a playing recording is, from readings of its media clock (issue 39, ADR 093).
 * A browser moves `currentTime` in steps, tens of ms apart, and a reading comes late by however long
 * the page's frame waited: the media clock only ever lags the sound. While it plays at a steady rate,
 * the sound's position is the page's clock times the rate plus an offset, and the freshest estimate
 * of that offset is the largest of the recent readings' (`reading - now * rate`). The position never
 * runs more than MAX_CARRY_MS ahead of the media clock (a stall: the sound stopped too), and starts
 * again from the media clock after a seek, a pause, a change of rate or a jump.
 */
export class SoundPosition {
  private readings: { at: number; offset: number }[] = [];
  private stepMs = -1;
  private stepAt = 0;
  private rate = 1;

  /** Forgets the readings: the recording was sought, paused, waited for data or changed its rate. */
  reset(): void {
    this.readings = [];
    this.stepMs = -1;
  }

  /** The position (ms) at page time `now` (ms), the media clock reading `ms` at `rate`. */
  read(ms: number, now: number, rate: number, paused: boolean): number {
    if (paused) {
      this.reset();
      return ms;
    }
    if (rate !== this.rate) {
      this.reset();
      this.rate = rate;
    }
    if (ms !== this.stepMs) {
      // A step backwards, or further forwards than the time passed: a jump, not playback.
      const expected = this.stepMs + (now - this.stepAt) * rate;
      if (this.stepMs >= 0 && (ms < this.stepMs || ms > expected + MAX_CARRY_MS)) this.readings = [];
      this.stepMs = ms;
      this.stepAt = now;
    }
    const ceiling = ms + MAX_CARRY_MS * rate;
    if (now - this.stepAt > MAX_CARRY_MS) {
      this.readings = [];
      return ceiling;
    }
    this.readings.push({ at: now, offset: ms - now * rate });
    while (this.readings[0]!.at < now - WINDOW_MS) this.readings.shift();
    let offset = -Infinity;
    for (const reading of this.readings) offset = Math.max(offset, reading.offset);
    return Math.min(Math.max(now * rate + offset, ms), ceiling);
  }
}
