import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { createSilenceDetector, withMargins } from '@langapp/shared';
import type { LevelFrame } from '@langapp/shared';
import { keepChunk, updateSession } from '../../offline/recording-sessions';
import type { RecordingSession, SessionTake } from '../../offline/recording-sessions';
import { startMicrophonePart } from './session-microphone';
import type { MicrophonePart } from './session-microphone';

/** The meter's range: quieter than this shows empty. */
const METER_FLOOR_DB = -70;

type Listening = 'starting' | 'measuring' | 'waiting' | 'hearing' | 'paused' | 'failed';

const STATUS: Record<Listening, string> = {
  starting: 'Starting the microphone…',
  measuring: 'Listening to the quiet of the room…',
  waiting: 'Say the word when you are ready.',
  hearing: 'Recording…',
  paused: 'Paused.',
  failed: 'The microphone could not be started.',
};

/**
 * The sitting: one item at a time in large type, the microphone recording all along (a part per
 * start or resume), the level on a meter; silence detection ends each take and brings the next item;
 * "Next" and "Again" (and the keys N and A) are the fallback, P pauses. Every take and move is kept
 * on the device at once (ADR 084). `onReview` is called with the session when it is over.
 */
export function SessionSitting({
  initial,
  onReview,
}: {
  initial: RecordingSession;
  onReview: (session: RecordingSession) => void;
}) {
  const [session, setSession] = useState(initial);
  const [listening, setListening] = useState<Listening>('starting');
  const [level, setLevel] = useState(METER_FLOOR_DB);
  const current = useRef(initial);
  const part = useRef<{ mic: MicrophonePart; index: number } | null>(null);
  const detector = useRef(createSilenceDetector());
  const lastMeter = useRef(0);
  const chunkQueue = useRef(Promise.resolve());
  const itemHeading = useRef<HTMLHeadingElement>(null);

  const change = useCallback((next: RecordingSession) => {
    current.current = next;
    setSession(next);
    void updateSession(next);
  }, []);

  const finishPart = useCallback(async () => {
    const running = part.current;
    part.current = null;
    if (!running) return;
    await running.mic.stop();
    await chunkQueue.current;
  }, []);

  const over = useRef(false);
  const mounted = useRef(true);
  const review = useCallback(async () => {
    if (over.current) return;
    over.current = true;
    const events = detector.current.finish();
    for (const e of events) if (e.type === 'take') addTake(e.take.start, e.take.end, Infinity);
    await finishPart();
    onReview(current.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finishPart, onReview]);

  /** A take of the current item; then the next item, or the review after the last. */
  function addTake(start: number, end: number, duration: number) {
    const s = current.current;
    const item = s.items[s.position];
    const running = part.current;
    if (!item || !running) return;
    const bounds = withMargins({ start, end }, duration);
    const take: SessionTake = {
      id: `${running.index}-${start.toFixed(3)}`,
      itemKey: item.key,
      part: running.index,
      ...bounds,
    };
    change({ ...s, takes: [...s.takes, take], position: s.position + 1, updatedAt: Date.now() });
  }

  const onFrame = useCallback((frame: LevelFrame) => {
    for (const event of detector.current.push(frame)) {
      if (event.type === 'floor') setListening('waiting');
      if (event.type === 'speaking') setListening('hearing');
      if (event.type === 'dropped') setListening('waiting');
      if (event.type === 'take') {
        setListening('waiting');
        addTake(event.take.start, event.take.end, frame.time);
      }
    }
    if (frame.time - lastMeter.current >= 0.1) {
      lastMeter.current = frame.time;
      setLevel(Math.max(METER_FLOOR_DB, Math.min(0, Number.isFinite(frame.db) ? frame.db : METER_FLOOR_DB)));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const startPart = useCallback(async () => {
    setListening('starting');
    const s = current.current;
    const index = s.parts;
    change({ ...s, parts: index + 1, updatedAt: Date.now() });
    detector.current = createSilenceDetector();
    lastMeter.current = 0;
    try {
      const mic = await startMicrophonePart({
        onChunk: (chunk) => {
          chunkQueue.current = chunkQueue.current.then(async () =>
            keepChunk({ session: s.id!, part: index, mimeType: chunk.type, data: await chunk.arrayBuffer() }),
          );
        },
        onFrame,
      });
      if (!mounted.current || over.current) {
        await mic.stop();
        return;
      }
      part.current = { mic, index };
      setListening('measuring');
    } catch {
      setListening('failed');
    }
  }, [change, onFrame]);

  useEffect(() => {
    mounted.current = true;
    void startPart();
    return () => {
      mounted.current = false;
      void finishPart();
    };
  }, [startPart, finishPart]);

  // Past the last item the sitting is over.
  useEffect(() => {
    if (session.position >= session.items.length) void review();
  }, [session.position, session.items.length, review]);

  useEffect(() => {
    itemHeading.current?.focus();
  }, [session.position]);

  function next() {
    const events = detector.current.finish();
    const take = events.find((e) => e.type === 'take');
    if (take?.type === 'take') addTake(take.take.start, take.take.end, Infinity);
    else change({ ...current.current, position: current.current.position + 1, updatedAt: Date.now() });
    setListening('waiting');
  }

  function again() {
    if (detector.current.speaking) {
      detector.current.reset();
      setListening('waiting');
      return;
    }
    const s = current.current;
    const previous = s.items[s.position - 1];
    const last = s.takes.at(-1);
    if (!previous) return;
    change({
      ...s,
      position: s.position - 1,
      takes: last && last.itemKey === previous.key ? s.takes.slice(0, -1) : s.takes,
      updatedAt: Date.now(),
    });
  }

  async function pauseOrResume() {
    if (listening === 'paused' || listening === 'failed') {
      await startPart();
      return;
    }
    const events = detector.current.finish();
    for (const e of events) if (e.type === 'take') addTake(e.take.start, e.take.end, Infinity);
    await finishPart();
    setListening('paused');
  }

  const keys = useRef({ next, again, pauseOrResume });
  keys.current = { next, again, pauseOrResume };
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (event.ctrlKey || event.metaKey || event.altKey || target?.closest('input, select, textarea'))
        return;
      const key = event.key.toLowerCase();
      if (key === 'n') keys.current.next();
      else if (key === 'a') keys.current.again();
      else if (key === 'p') void keys.current.pauseOrResume();
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const item = session.items[session.position];
  const percent = Math.round(((level - METER_FLOOR_DB) / -METER_FLOOR_DB) * 100);
  return (
    <section aria-labelledby="session-item" className="text-center">
      <p className="text-body-secondary mb-1">
        Item {Math.min(session.position + 1, session.items.length)} of {session.items.length} ·{' '}
        {session.takes.length} {session.takes.length === 1 ? 'take' : 'takes'} · speaker {session.speaker}
      </p>
      {item && (
        <div className="my-4">
          <h2
            id="session-item"
            ref={itemHeading}
            tabIndex={-1}
            className="display-4 fw-semibold mb-2 text-break"
            lang=""
          >
            {item.text}
          </h2>
          <p className="fs-4 text-body-secondary">{item.gloss}</p>
        </div>
      )}
      <div className="mx-auto mb-3" style={{ maxWidth: '24rem' }}>
        <div
          role="meter"
          aria-label="Microphone level"
          aria-valuemin={METER_FLOOR_DB}
          aria-valuemax={0}
          aria-valuenow={Math.round(level)}
          aria-valuetext={`${Math.round(level)} dB`}
          className="progress"
          style={{ height: '1rem' }}
        >
          <div
            className={`progress-bar ${listening === 'hearing' ? 'bg-success' : ''}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p role="status" className="mt-2 mb-0">
          {STATUS[listening]}
        </p>
      </div>
      {listening === 'failed' && (
        <Alert variant="danger">
          The microphone could not be started. Allow this page to use it, then press Resume.
        </Alert>
      )}
      <div className="d-flex flex-wrap justify-content-center gap-2 mb-2">
        <Button variant="outline-secondary" size="lg" onClick={again} aria-keyshortcuts="A">
          Again
        </Button>
        <Button variant="primary" size="lg" onClick={next} aria-keyshortcuts="N">
          Next
        </Button>
        <Button
          variant="outline-secondary"
          size="lg"
          onClick={() => void pauseOrResume()}
          aria-keyshortcuts="P"
        >
          {listening === 'paused' || listening === 'failed' ? 'Resume' : 'Pause'}
        </Button>
        <Button variant="outline-primary" size="lg" onClick={() => void review()}>
          Finish and review
        </Button>
      </div>
      <p className="small text-body-secondary">
        Pause after each item: the next one comes by itself. Keys: N next, A again, P pause or resume.
      </p>
    </section>
  );
}
