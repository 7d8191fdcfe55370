import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { RecordingSessionResponse } from '@langapp/shared';
import { useSaveRecordingSession } from '../../api/recording-session';
import type { CreateWaveform } from '../../components/speaking/waveform';
import { ApiError } from '../../lib/api-client';
import { forgetSession, sessionAudio, updateSession } from '../../offline/recording-sessions';
import type { RecordingSession, SessionTake } from '../../offline/recording-sessions';
import { decodeParts } from './session-microphone';
import type { DecodedPart } from './session-microphone';
import { partWav, SessionTakeEditor } from './session-take-editor';

const NEEDS_CONNECTION =
  'Saving needs a connection. Everything is kept on this device: save again once you are online.';

/**
 * After the sitting: every take with its item, to play, trim, re-assign or drop; "Save all" sends
 * the kept takes in one call (all or none), each cut to its bounds and sent as a WAV (ADR 084). The
 * session stays on the device until the server has every take; an error changes nothing.
 */
export function SessionReview({
  initial,
  owner,
  createWaveform,
  onContinue,
  onSaved,
}: {
  initial: RecordingSession;
  owner: string;
  createWaveform: CreateWaveform;
  onContinue: (session: RecordingSession) => void;
  onSaved: (result: RecordingSessionResponse, count: number) => void;
}) {
  const [session, setSession] = useState(initial);
  const [parts, setParts] = useState<Map<number, DecodedPart> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveRecordingSession();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    heading.current?.focus();
    sessionAudio(initial.id!)
      .then(decodeParts)
      .then((decoded) => live && setParts(decoded))
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
  }, [initial.id]);

  function change(take: SessionTake) {
    const next = {
      ...session,
      takes: session.takes.map((t) => (t.id === take.id ? take : t)),
      updatedAt: Date.now(),
    };
    setSession(next);
    void updateSession(next);
  }

  const kept = session.takes.filter((t) => !t.dropped);

  async function saveAll() {
    setProblem(null);
    if (!navigator.onLine) {
      setProblem(NEEDS_CONNECTION);
      return;
    }
    if (!parts) return;
    const items = new Map(session.items.map((i) => [i.key, i]));
    const takes = kept.flatMap((take) => {
      const item = items.get(take.itemKey);
      const part = parts.get(take.part);
      if (!item || !part) return [];
      const { key: _key, text: _text, gloss: _gloss, ...ref } = item;
      return [{ item: ref, audio: partWav(part, take.start, take.end) }];
    });
    try {
      const result = await save.mutateAsync({ speaker: session.speaker, takes });
      await forgetSession(owner, session.id!);
      onSaved(result, takes.length);
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? `Nothing was saved: ${error.serverError ?? `the server answered ${error.status}.`} Every take is kept on this device.`
          : NEEDS_CONNECTION,
      );
    }
  }

  return (
    <section aria-labelledby="session-review-heading">
      <h2 id="session-review-heading" ref={heading} tabIndex={-1} className="h4">
        Review the takes
      </h2>
      <p>
        {session.takes.length} {session.takes.length === 1 ? 'take' : 'takes'} by {session.speaker}. Play each
        one; move its start and end to trim it, choose another item if it was said for another, or drop it.
        Then save them all at once.
      </p>
      {loadFailed && <Alert variant="danger">The session's audio could not be read on this device.</Alert>}
      {!parts && !loadFailed && <p role="status">Reading the session's audio…</p>}
      {(parts || loadFailed) && (
        <ol className="list-unstyled">
          {session.takes.map((take, i) => (
            <SessionTakeEditor
              key={take.id}
              number={i + 1}
              take={take}
              items={session.items}
              part={parts?.get(take.part)}
              createWaveform={createWaveform}
              onChange={change}
            />
          ))}
        </ol>
      )}
      {problem && (
        <Alert variant="warning" role="alert">
          {problem}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mb-4">
        <Button
          size="lg"
          onClick={() => void saveAll()}
          disabled={!parts || kept.length === 0 || save.isPending}
        >
          {save.isPending ? 'Saving…' : `Save all (${kept.length})`}
        </Button>
        {session.position < session.items.length && (
          <Button size="lg" variant="outline-secondary" onClick={() => onContinue(session)}>
            Go on recording
          </Button>
        )}
      </div>
    </section>
  );
}
