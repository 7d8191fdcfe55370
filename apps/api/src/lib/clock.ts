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

/**
 * A clock that reads the instant something was done while it is applied, and `clock` otherwise: the
 * work a learner did offline goes through the same services as online work, at its own time
 * (ADR 063). Everything applied runs synchronously (better-sqlite3), so no other request can read
 * the instant set.
 */
export interface OperationClock extends Clock {
  /** Runs `fn` with the clock reading `instant` (UTC milliseconds). */
  during<T>(instant: number, fn: () => T): T;
}

export function operationClock(clock: Clock): OperationClock {
  let instant: number | null = null;
  return {
    now: () => (instant === null ? clock.now() : new Date(instant)),
    during(at, fn) {
      const outer = instant;
      instant = at;
      try {
        return fn();
      } finally {
        instant = outer;
      }
    },
  };
}
