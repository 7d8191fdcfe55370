import { startTransition, useEffect, useState } from 'react';

/** Rows drawn with the list's first paint: a phone's screen and a laptop's hold fewer (ADR 091). */
export const FIRST_ROWS = 12;
/** Rows added in each later frame: their rendering, layout and paint stay a few milliseconds' work each. */
export const ROWS_PER_FRAME = 8;

/**
 * The first rows of `rows` to draw: `FIRST_ROWS` at first, then `ROWS_PER_FRAME` more after each
 * frame has painted, until every row is drawn (ADR 091). A page of 50 rows thus paints its first
 * screen without waiting for the 38 rows below it, and no single task builds, styles and lays out
 * them all. Once drawn, rows stay drawn for the component's life: a list that shrinks (a search
 * narrowing) and grows again within what was drawn shows every row in the same frame, as before.
 * Each batch is a transition: a keystroke or a click is never held back by it.
 */
export function useRowsInBatches<T>(rows: readonly T[]): readonly T[] {
  const [drawn, setDrawn] = useState(FIRST_ROWS);
  const more = rows.length > drawn;
  useEffect(() => {
    if (!more) return;
    // After the frame that shows the rows drawn so far: a task of its own, once it has painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn((n) => n + ROWS_PER_FRAME)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [more, drawn]);
  return more ? rows.slice(0, drawn) : rows;
}
