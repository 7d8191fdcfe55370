import { lazy, Suspense, useState } from 'react';
import type { WordleSpelling } from '@langapp/shared';
import { Loading } from '../../components/loading';

const WordleRules = lazy(async () => ({ default: (await import('./wordle-rules')).WordleRules }));

/**
 * How to play, for a visitor who has never played (ADR 071): a disclosure button reached with Tab
 * and opened with Enter or Space (Enter on it never submits the row being typed). The rules load
 * when it is first opened (ADR 096: /wordle's budget).
 */
export function WordleHowToPlay({ spelling }: { spelling?: WordleSpelling | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mb-3">
      <button
        type="button"
        className="btn btn-link p-0"
        aria-expanded={open}
        aria-controls="wordle-rules"
        onClick={() => setOpen((shown) => !shown)}
      >
        How to play
      </button>
      <div id="wordle-rules" hidden={!open}>
        {open && (
          <Suspense fallback={<Loading />}>
            <WordleRules spelling={spelling} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
