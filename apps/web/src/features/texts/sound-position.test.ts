import { describe, expect, it } from 'vitest';
import { MAX_CARRY_MS, SoundPosition } from './sound-position';

describe('the sound position', () => {
  it('when the media clock moves in steps, then between them the page clock carries the position on', () => {
    const position = new SoundPosition();
    expect(position.read(1000, 5000, 1, false)).toBe(1000);
    expect(position.read(1000, 5016, 1, false)).toBe(1016);
    expect(position.read(1040, 5040, 1, false)).toBe(1040);
  });

  it('when a reading came late (its frame waited), then the freshest of the recent readings gives the position', () => {
    const position = new SoundPosition();
    position.read(1000, 5000, 1, false); // on time: offset -4000
    // The next step was read 30 ms after it happened: 1040 at 5070, where the sound was at 1070.
    expect(position.read(1040, 5070, 1, false)).toBe(1070);
    expect(position.read(1040, 5086, 1, false)).toBe(1086);
  });

  it('when the media clock stalls, then the position runs at most 250 ms ahead of it', () => {
    const position = new SoundPosition();
    position.read(1000, 5000, 1, false);
    expect(position.read(1000, 5200, 1, false)).toBe(1200);
    expect(position.read(1000, 9000, 1, false)).toBe(1000 + MAX_CARRY_MS);
    // Moving again: from the media clock, not from before the stall.
    expect(position.read(1010, 9010, 1, false)).toBe(1010);
  });

  it('when the recording jumps back (a loop, a seek), then readings from before it count no more', () => {
    const position = new SoundPosition();
    position.read(5000, 5000, 1, false);
    position.read(5016, 5016, 1, false);
    expect(position.read(2000, 5032, 1, false)).toBe(2000);
    expect(position.read(2000, 5048, 1, false)).toBe(2016);
  });

  it('when it plays slower, then the page clock carries it at that rate, and a change of rate starts afresh', () => {
    const position = new SoundPosition();
    position.read(1000, 5000, 1, false);
    expect(position.read(1000, 5100, 0.75, false)).toBe(1000);
    expect(position.read(1000, 5200, 0.75, false)).toBe(1075);
  });

  it('when paused, then the position is the media clock, and playing again starts afresh', () => {
    const position = new SoundPosition();
    position.read(1000, 5000, 1, false);
    expect(position.read(1100, 6000, 1, true)).toBe(1100);
    expect(position.read(1100, 9000, 1, false)).toBe(1100);
  });
});
