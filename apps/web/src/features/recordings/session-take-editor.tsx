import { useEffect, useId, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { CreateWaveform, Waveform } from '../../components/speaking/waveform';
import { cutAndResample, encodeWav, TAKE_RATE } from '../../lib/wav-encoding';
import type { SessionItem, SessionTake } from '../../offline/recording-sessions';
import type { DecodedPart } from './session-microphone';

/** How much of the recording around a take its waveform shows, so the handles can widen it. */
const CONTEXT_SECONDS = 1;

/** A WAV of a part of the session's audio, from `start` to `end` seconds. */
export const partWav = (part: DecodedPart, start: number, end: number) =>
  new Blob([encodeWav(cutAndResample(part.samples, part.rate, start, end), TAKE_RATE)], {
    type: 'audio/wav',
  });

const seconds = (value: number) => Math.round(value * 100) / 100;

/**
 * One take of the review: its item (re-assignable to any item of the list), its waveform with the
 * kept part between two handles (wavesurfer.js Regions; the two fields do the same by keyboard),
 * Play, and Drop or Keep.
 */
export function SessionTakeEditor({
  number,
  take,
  items,
  part,
  createWaveform,
  onChange,
}: {
  number: number;
  take: SessionTake;
  items: SessionItem[];
  part: DecodedPart | undefined;
  createWaveform: CreateWaveform;
  onChange: (take: SessionTake) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const waveform = useRef<Waveform | null>(null);
  /** The waveform is drawn and its handles placed (before that, the fields' moves wait for it). */
  const shown = useRef(false);
  const latest = useRef({ take, onChange });
  latest.current = { take, onChange };
  const duration = part ? part.samples.length / part.rate : Infinity;
  const [view] = useState(() => ({
    start: Math.max(0, take.start - CONTEXT_SECONDS),
    end: Math.min(duration, take.end + CONTEXT_SECONDS),
  }));
  const [failed, setFailed] = useState(false);
  const itemId = useId();
  const startId = useId();
  const endId = useId();
  const item = items.find((i) => i.key === take.itemKey);
  const label = `Take ${number}${item ? `: ${item.text}` : ''}`;

  useEffect(() => {
    if (!part || !container.current) return;
    const wave = createWaveform(container.current, { color: '#6c757d', height: 64 });
    waveform.current = wave;
    let live = true;
    wave
      .load(partWav(part, view.start, view.end))
      .then(() => {
        if (!live) return;
        const { take: t } = latest.current;
        wave.showPart(t.start - view.start, t.end - view.start, (start, end) =>
          latest.current.onChange({
            ...latest.current.take,
            start: view.start + start,
            end: view.start + end,
          }),
        );
        shown.current = true;
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      shown.current = false;
      wave.destroy();
      waveform.current = null;
    };
  }, [part, view, createWaveform]);

  // The fields moved the bounds: the handles follow.
  useEffect(() => {
    if (shown.current)
      waveform.current?.showPart(take.start - view.start, take.end - view.start, () => undefined);
  }, [take.start, take.end, view.start]);

  function setBound(which: 'start' | 'end', value: number) {
    if (!Number.isFinite(value)) return;
    const at = view.start + value;
    const next =
      which === 'start'
        ? { start: Math.min(at, take.end - 0.05), end: take.end }
        : { start: take.start, end: Math.max(at, take.start + 0.05) };
    onChange({ ...take, start: Math.max(view.start, next.start), end: Math.min(view.end, next.end) });
  }

  return (
    <li className={`border rounded p-2 mb-3 ${take.dropped ? 'opacity-75' : ''}`} aria-label={label}>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <Form.Group controlId={itemId} className="flex-grow-1">
          <Form.Label className="mb-0 small">Take {number} is of</Form.Label>
          <Form.Select value={take.itemKey} onChange={(e) => onChange({ ...take, itemKey: e.target.value })}>
            {items.map((i) => (
              <option key={i.key} value={i.key}>
                {i.text}
                {i.gloss ? ` (${i.gloss})` : ''}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button
          variant="outline-primary"
          disabled={!part || take.dropped}
          aria-label={`Play take ${number}`}
          onClick={() => void waveform.current?.play(take.start - view.start, take.end - view.start)}
        >
          Play
        </Button>
        <Button
          variant={take.dropped ? 'outline-success' : 'outline-danger'}
          aria-label={`${take.dropped ? 'Keep' : 'Drop'} take ${number}`}
          onClick={() => onChange({ ...take, dropped: !take.dropped })}
        >
          {take.dropped ? 'Keep' : 'Drop'}
        </Button>
      </div>
      <div ref={container} aria-hidden="true" className={take.dropped ? 'd-none' : undefined} />
      {take.dropped ? (
        <p className="mb-0 text-body-secondary">Dropped: this take will not be saved.</p>
      ) : (
        <>
          {failed && <p className="text-danger mb-0">This take's audio could not be shown.</p>}
          {!part && <p className="text-danger mb-0">This take's audio is missing on this device.</p>}
          <div className="d-flex flex-wrap gap-3 mt-2">
            <Form.Group controlId={startId}>
              <Form.Label className="mb-0 small">Take {number} starts at (s)</Form.Label>
              <Form.Control
                type="number"
                step={0.05}
                min={0}
                max={seconds(view.end - view.start)}
                value={seconds(take.start - view.start)}
                onChange={(e) => setBound('start', Number(e.target.value))}
                className="w-auto"
              />
            </Form.Group>
            <Form.Group controlId={endId}>
              <Form.Label className="mb-0 small">Take {number} ends at (s)</Form.Label>
              <Form.Control
                type="number"
                step={0.05}
                min={0}
                max={seconds(view.end - view.start)}
                value={seconds(take.end - view.start)}
                onChange={(e) => setBound('end', Number(e.target.value))}
                className="w-auto"
              />
            </Form.Group>
          </div>
        </>
      )}
    </li>
  );
}
