import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdAnimationFrames } from '../../test/animation-frames';
import type { HeldFrames } from '../../test/animation-frames';
import { FIRST_ROWS, ROWS_PER_FRAME, useRowsInBatches } from './use-rows-in-batches';

/** The browser's next paints, run one at a time by the test. */
let frames: HeldFrames;

beforeEach(() => {
  vi.useFakeTimers();
  frames = holdAnimationFrames();
});

/** One frame painted, then the task after it. */
function nextFrame() {
  act(() => {
    frames.run();
    vi.runOnlyPendingTimers();
  });
}

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

function List({ count }: { count: number }) {
  const [rows, setRows] = useState(() => numbers(count));
  const drawn = useRowsInBatches(rows);
  return (
    <>
      <button type="button" onClick={() => setRows(numbers(3))}>
        Narrow
      </button>
      <button type="button" onClick={() => setRows(numbers(count))}>
        Widen
      </button>
      <button type="button" onClick={() => setRows(numbers(count + 20))}>
        More
      </button>
      <ul aria-label="Rows">
        {drawn.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </>
  );
}

const drawnCount = () => screen.queryAllByRole('listitem').length;

describe('useRowsInBatches', () => {
  it('when a list is longer than a screen, then its first rows draw at once and the rest a batch per frame, in order', () => {
    render(<List count={50} />);
    expect(drawnCount()).toBe(FIRST_ROWS);

    nextFrame();
    expect(drawnCount()).toBe(FIRST_ROWS + ROWS_PER_FRAME);

    for (let i = 0; i < 10; i++) nextFrame();
    expect(drawnCount()).toBe(50);
    expect(screen.getAllByRole('listitem').map((item) => Number(item.textContent))).toEqual(numbers(50));
    // Nothing left to draw: no more frames asked for.
    expect(frames.waiting).toBe(0);
  });

  it('when a list fits in the first batch, then every row draws at once and no frame is asked for', () => {
    render(<List count={FIRST_ROWS - 2} />);

    expect(drawnCount()).toBe(FIRST_ROWS - 2);
    expect(frames.waiting).toBe(0);
  });

  it('when the list narrows and widens again within what was drawn, then every row shows in the same render', () => {
    render(<List count={30} />);
    for (let i = 0; i < 5; i++) nextFrame();
    expect(drawnCount()).toBe(30);

    act(() => screen.getByRole('button', { name: 'Narrow' }).click());
    expect(drawnCount()).toBe(3);
    act(() => screen.getByRole('button', { name: 'Widen' }).click());

    expect(drawnCount()).toBe(30);
  });

  it('when the list grows past what was drawn, then the new rows come a batch per frame', () => {
    render(<List count={30} />);
    for (let i = 0; i < 5; i++) nextFrame();

    // 30 rows took three batches after the first: as many rows as those drew show at once.
    const drawnSoFar = FIRST_ROWS + 3 * ROWS_PER_FRAME;

    act(() => screen.getByRole('button', { name: 'More' }).click());
    expect(drawnCount()).toBe(drawnSoFar);
    nextFrame();
    expect(drawnCount()).toBe(drawnSoFar + ROWS_PER_FRAME);
    for (let i = 0; i < 5; i++) nextFrame();
    expect(drawnCount()).toBe(50);
  });

  it('when the list goes away before its rows are drawn, then no frame is left waiting to draw them', () => {
    const { unmount } = render(<List count={50} />);
    expect(frames.waiting).toBe(1);

    unmount();
    nextFrame();

    expect(vi.getTimerCount()).toBe(0);
  });
});
