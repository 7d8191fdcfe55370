/** Where the server reads the time: injected so tests choose the date. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system clock running `offsetMs` ahead (tests only: TEST_CLOCK_OFFSET_DAYS, TEST_CLOCK_START). */
export const shiftedClock = (offsetMs: number): Clock =>
  offsetMs === 0 ? systemClock : { now: () => new Date(Date.now() + offsetMs) };

/** A clock that stands still until a test moves it. */
export class FixedClock implements Clock {
  private current: Date;
  constructor(start: Date | string) {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(to: Date | string): void {
    this.current = new Date(to);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
