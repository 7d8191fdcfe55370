import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import {
  alignmentProblems,
  alignmentRequest,
  clockOf,
  closeAtEnd,
  joinWithNext,
  openAt,
  setSpan,
  setTranslation,
  splitSentence,
  startAlignment,
  tapNext,
} from '@langapp/shared';
import type { Alignment } from '@langapp/shared';
import { textQuery, useSaveAlignment } from '../../api/texts';
import type { LoadedText } from '../../api/texts';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api-client';
import { AlignSentences } from './align-sentences';
import type { AlignSentenceActions } from './align-sentences';
import { createAlignWaveform } from './align-waveform';
import type { AlignWaveform, CreateAlignWaveform } from './align-waveform';
import './align.css';
import { parseTextId } from './text-id';
import { NoTextFound, TextLoading } from './text-reader';

const messageOf = (err: unknown) =>
  err instanceof ApiError && err.serverError
    ? err.serverError
    : 'The server could not be reached. Check the connection and try again.';

/** Whether a key press belongs to a field (typing there never taps). */
const recordingsOf = (n: number) => (n === 1 ? '1 recording' : `${n} recordings`);

/** What became of the takes of sentences the save split or joined (ADR 100); nothing when none had any. */
function takesNote({
  recordingsHeld: held,
  recordingsTrashed: trashed,
}: {
  recordingsHeld: number;
  recordingsTrashed: number;
}) {
  const parts = [
    held > 0 &&
      `${recordingsOf(held)} of sentences you split or joined ${held === 1 ? 'waits' : 'wait'} for your approval again under Recording coverage`,
    trashed > 0 &&
      `${recordingsOf(trashed)} of sentences joined into another ${trashed === 1 ? 'is' : 'are'} in the trash`,
  ].filter(Boolean);
  return parts.length > 0 ? ` ${parts.join('; ')}.` : null;
}

const inField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * /admin/texts/align?id=: the teacher aligns a text by hand on its recording (issue 39, ADR 094):
 * play it, press "Next sentence" (or N) where each sentence ends, drag a sentence's edges on the
 * waveform or type them, split and join sentences, then save every time at once. Any script: it
 * needs no speech model.
 */
export function AlignPage({
  createWaveform = createAlignWaveform,
}: {
  createWaveform?: CreateAlignWaveform;
}) {
  const [searchParams] = useSearchParams();
  const id = parseTextId(searchParams.get('id'));
  const { data: text, isError, dataUpdatedAt } = useQuery({ ...textQuery(id ?? 0), enabled: id !== null });
  // Here, not in the aligner: its answer stays shown when the saved text comes back.
  const save = useSaveAlignment(id ?? 0);
  if (id === null || (!text && isError)) return <NoTextFound />;
  if (!text) return <TextLoading />;
  return (
    <>
      <PageHeader title={`Align: ${text.title}`} />
      <p>
        <Link to={`/text-view?id=${text.id}`}>Back to the text</Link>
      </p>
      {text.recording ? (
        // Saved times come back from the server: the aligner starts afresh from them.
        <Aligner
          key={dataUpdatedAt}
          text={text}
          url={text.recording.url}
          save={save}
          createWaveform={createWaveform}
        />
      ) : (
        <p>This text has no recording yet: give it one on the text’s page, then align it here.</p>
      )}
    </>
  );
}

function Aligner({
  text,
  url,
  save,
  createWaveform,
}: {
  text: LoadedText;
  url: string;
  save: ReturnType<typeof useSaveAlignment>;
  createWaveform: CreateAlignWaveform;
}) {
  const [state, setState] = useState<Alignment>(() => startAlignment(text.data.sents));
  const [duration, setDuration] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [now, setNow] = useState(0);
  const [error, setError] = useState('');
  const [changed, setChanged] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const waveform = useRef<AlignWaveform | null>(null);
  const durationRef = useRef(0);

  const change = useCallback((step: (s: Alignment) => Alignment) => {
    setChanged(true);
    setState(step);
  }, []);

  useEffect(() => {
    if (!container.current) return;
    let live = true;
    const wave = createWaveform(container.current, {
      onSpan: (index, start, end) => change((s) => setSpan(s, index, start, end, durationRef.current)),
      onPlaying: (on) => live && setPlaying(on),
      onTime: (ms) => live && setNow(ms),
      // The last sentence ends where the recording does.
      onFinish: () => change((s) => (s.open === s.sents.length - 1 ? closeAtEnd(s, durationRef.current) : s)),
    });
    waveform.current = wave;
    wave
      .load(url)
      .then((ms) => {
        if (!live) return;
        durationRef.current = ms;
        setDuration(ms);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      waveform.current = null;
      wave.destroy();
    };
  }, [createWaveform, url, change]);

  useEffect(() => {
    if (duration === null) return;
    const spans = state.sents.flatMap((s, index) =>
      s.start !== undefined && s.end !== undefined ? [{ index, start: s.start, end: s.end }] : [],
    );
    waveform.current?.showSpans(spans, state.open);
  }, [state, duration]);

  const tap = useCallback(() => {
    const wave = waveform.current;
    if (wave) change((s) => tapNext(s, wave.now()));
  }, [change]);

  // N taps wherever the focus is, but in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'n' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (inField(event.target) || duration === null) return;
      event.preventDefault();
      tap();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tap, duration]);

  const problems = useMemo(
    () => (duration === null ? [] : alignmentProblems(state.sents, duration)),
    [state.sents, duration],
  );
  const total = duration ?? 0;
  const actions: AlignSentenceActions = {
    play: (index) => {
      const s = state.sents[index];
      if (s?.start !== undefined) waveform.current?.play(s.start, s.end);
    },
    openAt: (index) => setState((s) => openAt(s, index)),
    setSpan: (index, start, end) => change((s) => setSpan(s, index, start, end, total)),
    split: (index, word) => change((s) => splitSentence(s, index, word, waveform.current?.now())),
    join: (index) => change((s) => joinWithNext(s, index)),
    translate: (index, trans) => change((s) => setTranslation(s, index, trans)),
  };

  async function saveAll() {
    setError('');
    if (problems.length > 0) {
      setError(`The times cannot be saved yet: ${problems.join(' ')}`);
      return;
    }
    try {
      await save.mutateAsync(alignmentRequest(state.sents));
      setChanged(false);
    } catch (err) {
      setError(messageOf(err));
    }
  }

  const open = state.sents[state.open];
  const timed = state.sents.filter((s) => s.start !== undefined && s.end !== undefined).length;
  return (
    <>
      <p>
        Play the recording and press <strong>Next sentence</strong> (or the <kbd>N</kbd> key) just as each
        sentence ends: it closes that sentence and starts the next. Drag a sentence’s edges on the waveform or
        type its times, split or join sentences as they are spoken, then save.
      </p>
      <div ref={container} className="align-waveform border rounded mb-2" aria-hidden="true" />
      {failed && (
        <Alert variant="danger">The recording could not be loaded. Refresh the page to try again.</Alert>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <Button
          onClick={() => (playing ? waveform.current?.pause() : waveform.current?.play())}
          disabled={duration === null}
        >
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button variant="success" onClick={tap} disabled={duration === null || !open} aria-keyshortcuts="N">
          Next sentence
        </Button>
        <span className="font-monospace">
          {clockOf(now)} / {clockOf(total)}
        </span>
      </div>
      <p aria-live="polite" className="mb-3">
        {open
          ? `The next tap ends sentence ${state.open + 1}: “${open.text}”.`
          : 'Every sentence has its end. Choose “Align from” on a sentence to align again from it.'}
      </p>
      <AlignSentences sents={state.sents} open={state.open} actions={actions} />
      {problems.length > 0 && (
        // Not an alert: it follows every change; the save's refusal is the alert.
        <div className="alert alert-warning">
          <p className="mb-1">To fix before saving:</p>
          <ul className="mb-0">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      {save.isSuccess && !changed && (
        <Alert variant="success" role="status">
          Saved: {save.data.timed} of {save.data.sentences} sentences have their time.
          {takesNote(save.data)}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center mb-4">
        <Button onClick={() => void saveAll()} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save the times'}
        </Button>
        <span>
          {timed} of {state.sents.length} sentences timed{changed ? ', not saved yet' : ''}.
        </span>
      </div>
    </>
  );
}
