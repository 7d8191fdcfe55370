import { useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, Navigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import type { CreateWaveform } from '../../components/speaking/waveform';
import { createWavesurferWaveform } from '../../components/speaking/wavesurfer-waveform';
import { forgetSession, keepNewSession, unsavedSessions } from '../../offline/recording-sessions';
import type { RecordingSession, SessionItem } from '../../offline/recording-sessions';
import { SessionReview } from './session-review';
import { SessionSetup } from './session-setup';
import { SessionSitting } from './session-sitting';

type Phase =
  | { step: 'choose' }
  | { step: 'sitting'; session: RecordingSession }
  | { step: 'review'; session: RecordingSession }
  | { step: 'saved'; count: number; waiting: boolean };

const dateOf = (ms: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));

/** The sessions kept on this device, each to resume or discard. */
function UnsavedSessions({ owner, onResume }: { owner: string; onResume: (s: RecordingSession) => void }) {
  const [sessions, setSessions] = useState<RecordingSession[] | null>(null);
  useEffect(() => {
    let live = true;
    void unsavedSessions(owner).then((found) => live && setSessions(found));
    return () => {
      live = false;
    };
  }, [owner]);
  if (!sessions || sessions.length === 0) return null;
  return (
    <section aria-labelledby="unsaved-sessions" className="mb-4">
      <h2 id="unsaved-sessions" className="h4">
        Unsaved sessions on this device
      </h2>
      <ul className="list-unstyled">
        {sessions.map((s) => (
          <li key={s.id} className="border rounded p-2 mb-2 d-flex flex-wrap align-items-center gap-2">
            <span className="flex-grow-1">
              {s.listName}, {s.speaker}: {s.takes.length} {s.takes.length === 1 ? 'take' : 'takes'}, item{' '}
              {Math.min(s.position + 1, s.items.length)} of {s.items.length}
            </span>
            <Button onClick={() => onResume(s)}>Resume the session of {dateOf(s.startedAt)}</Button>
            <Button
              variant="outline-danger"
              aria-label={`Discard the session of ${dateOf(s.startedAt)}`}
              onClick={() => {
                if (
                  !window.confirm(
                    `Discard the session of ${dateOf(s.startedAt)} and its ${s.takes.length} takes?`,
                  )
                )
                  return;
                void forgetSession(owner, s.id!).then(() =>
                  setSessions(sessions.filter((x) => x.id !== s.id)),
                );
              }}
            >
              Discard
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /record/session: a recording session (issue 38, ADR 084), a recorder's or a teacher's (anyone
 * else is sent to /). Choose a list and the speaker, record the items one after another, review the
 * takes, save them all in one step. The session is kept on the device as it goes.
 */
export function SessionPage({
  createWaveform = createWavesurferWaveform,
}: {
  createWaveform?: CreateWaveform;
}) {
  const { admin, recorder, username } = useSession();
  if (admin === null || username === null) return <Loading />;
  if (!admin && !recorder) return <Navigate to="/" replace />;
  return <SessionArea owner={username} admin={admin} createWaveform={createWaveform} />;
}

function SessionArea({
  owner,
  admin,
  createWaveform,
}: {
  owner: string;
  admin: boolean;
  createWaveform: CreateWaveform;
}) {
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);

  async function start({
    speaker,
    listName,
    items,
  }: {
    speaker: string;
    listName: string;
    items: SessionItem[];
  }) {
    try {
      const now = Date.now();
      const session = await keepNewSession({
        owner,
        startedAt: now,
        updatedAt: now,
        speaker,
        listName,
        items,
        position: 0,
        takes: [],
        parts: 0,
      });
      setPhase({ step: 'sitting', session });
    } catch {
      setProblem('The session could not be kept on this device, so it was not started.');
    }
  }

  function resume(session: RecordingSession) {
    setPhase(
      session.position >= session.items.length ? { step: 'review', session } : { step: 'sitting', session },
    );
  }

  return (
    <>
      <PageHeader title="Recording session" />
      {phase.step === 'choose' && (
        <>
          <p>
            Record a list in one sitting: each item shows in large type; say it, pause, and the next one
            comes. Everything is kept on this device until you save it.
            {admin ? '' : ' A teacher listens to new recordings before learners hear them.'}
          </p>
          {problem && <Alert variant="danger">{problem}</Alert>}
          <UnsavedSessions owner={owner} onResume={resume} />
          <SessionSetup onStart={(s) => void start(s)} />
          <p className="mt-4">
            <Link to="/record">Back to Record</Link>
          </p>
        </>
      )}
      {phase.step === 'sitting' && (
        <SessionSitting
          initial={phase.session}
          onReview={(session) => setPhase({ step: 'review', session })}
        />
      )}
      {phase.step === 'review' && (
        <SessionReview
          initial={phase.session}
          owner={owner}
          createWaveform={createWaveform}
          onContinue={(session) => setPhase({ step: 'sitting', session })}
          onSaved={(result, count) => setPhase({ step: 'saved', count, waiting: result.waiting })}
        />
      )}
      {phase.step === 'saved' && (
        <Alert variant="success" role="status">
          <p>
            Saved {phase.count} {phase.count === 1 ? 'take' : 'takes'}.
            {phase.waiting ? ' They wait for a teacher’s approval before learners hear them.' : ''}
          </p>
          <div className="d-flex gap-2">
            <Button onClick={() => setPhase({ step: 'choose' })}>Start another session</Button>
            <Link className="btn btn-outline-secondary" to="/record">
              Back to Record
            </Link>
          </div>
        </Alert>
      )}
    </>
  );
}
