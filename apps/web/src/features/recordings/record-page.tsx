import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Form, Table } from 'react-bootstrap';
import { Link, Navigate } from 'react-router-dom';
import { MISSING_RECORDINGS_PAGE_SIZE } from '@langapp/shared';
import type { MissingSentence, MissingWord, RecordingCoverageKind } from '@langapp/shared';
import { recorderTakesChanged, stillToRecordQuery } from '../../api/recorder-takes';
import { useUploadSentenceAudio, useUploadWordAudio } from '../../api/recordings';
import type { RecordedClip } from '../../api/recordings';
import { remoteStatus } from '../../api/remote-status';
import { useSession } from '../../api/session';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { AudioRecorder } from './audio-recorder';
import { MyRecordings } from './my-recordings';
import { rememberedSpeaker, SpeakerPicker } from './speaker-picker';

/** What is being recorded: an entry or a sentence of the list, and how it reads. */
type Target =
  | { kind: 'word'; entry: MissingWord; name: string }
  | { kind: 'sentence'; sentence: MissingSentence; name: string };

const wordName = (w: MissingWord) => (w.gloss ? `${w.lex} (${w.gloss})` : w.lex);

/** The recorder of an entry, with the speaker picked: the upload names them. */
function RecordWord({ entry, speaker }: { entry: MissingWord; speaker: string }) {
  const queryClient = useQueryClient();
  const upload = useUploadWordAudio({ id: entry.id, lex: entry.lex });
  async function submit(clip: RecordedClip) {
    await upload.mutateAsync({ ...clip, speaker });
    await recorderTakesChanged(queryClient);
  }
  return <AudioRecorder fileId={entry.lex} submit={submit} />;
}

/** The recorder of a sentence, as above. */
function RecordSentence({ sentence, speaker }: { sentence: MissingSentence; speaker: string }) {
  const queryClient = useQueryClient();
  const upload = useUploadSentenceAudio(sentence.id);
  async function submit(clip: RecordedClip) {
    await upload.mutateAsync({ ...clip, speaker });
    await recorderTakesChanged(queryClient);
  }
  return <AudioRecorder fileId={sentence.id} submit={submit} />;
}

/**
 * What has no recording yet, a page at a time (the server's page, MISSING_RECORDINGS_PAGE_SIZE),
 * each row with a button that chooses it; Previous and Next page through all of it.
 */
function StillToRecord({
  kind,
  onChoose,
}: {
  kind: RecordingCoverageKind;
  onChoose: (target: Target) => void;
}) {
  const [offset, setOffset] = useState(0);
  const query = useQuery(stillToRecordQuery(kind, offset));
  const status = remoteStatus(query);
  const list = query.data;
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // A last page emptied by recordings: go back to the last page there is.
  const pastTheEnd = list !== undefined && list.entries.length === 0 && list.offset > 0 && list.total > 0;
  useEffect(() => {
    if (pastTheEnd)
      setOffset(Math.floor((list.total - 1) / MISSING_RECORDINGS_PAGE_SIZE) * MISSING_RECORDINGS_PAGE_SIZE);
  }, [pastTheEnd, list]);
  if (status === 'loading') return <Loading label="Loading data..." />;
  if (status === 'error')
    return <Alert variant="danger">The list of what is still to record could not be loaded.</Alert>;
  if (!list) return null;
  if (list.total === 0) return <p>Everything here has a recording. Thank you!</p>;
  const goTo = (next: number) => {
    setOffset(next);
    // The rows change under the keyboard user: take them to the top of the new page.
    summaryRef.current?.focus();
  };
  const noun = kind === 'word' ? 'words' : 'sentences';
  return (
    <>
      <p ref={summaryRef} tabIndex={-1} aria-live="polite">
        {list.total} still to record
        {list.total > list.entries.length && list.entries.length > 0
          ? `; showing ${list.offset + 1} to ${list.offset + list.entries.length}`
          : ''}
        .
      </p>
      <Table responsive size="sm" className="align-middle">
        <thead>
          <tr>
            <th scope="col">{kind === 'word' ? 'Word' : 'Sentence'}</th>
            <th scope="col">{kind === 'word' ? 'Meaning' : 'Translation'}</th>
            <th scope="col">
              <span className="visually-hidden">Record</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.kind === 'word'
            ? list.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="fw-semibold">{entry.lex}</td>
                  <td>{entry.gloss}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      aria-label={`Record ${wordName(entry)}`}
                      onClick={() => onChoose({ kind: 'word', entry, name: wordName(entry) })}
                    >
                      Record
                    </Button>
                  </td>
                </tr>
              ))
            : list.entries.map((sentence) => (
                <tr key={sentence.id}>
                  <td className="fw-semibold">{sentence.text}</td>
                  <td>{sentence.trans}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      aria-label={`Record ${sentence.text}`}
                      onClick={() => onChoose({ kind: 'sentence', sentence, name: sentence.text })}
                    >
                      Record
                    </Button>
                  </td>
                </tr>
              ))}
        </tbody>
      </Table>
      {list.total > list.limit && (
        <nav aria-label={`Pages of ${noun} still to record`} className="d-flex gap-2 mb-4">
          <Button
            variant="outline-secondary"
            disabled={list.offset === 0}
            onClick={() => goTo(Math.max(0, list.offset - list.limit))}
          >
            Previous page
          </Button>
          <Button
            variant="outline-secondary"
            disabled={list.offset + list.entries.length >= list.total}
            onClick={() => goTo(list.offset + list.limit)}
          >
            Next page
          </Button>
        </nav>
      )}
    </>
  );
}

/**
 * /record: the recorder's area (ADR 080), a recorder's or a teacher's (anyone else is sent to /). The speaker is picked once for the session; the words
 * (or sentences) still without a recording are listed, each recorded in place; then the recorder's
 * own takes, which wait for a teacher's approval unless the teacher trusts the recorder.
 */
export function RecordPage() {
  const { admin, recorder } = useSession();
  if (admin === null) return <Loading />;
  if (!admin && !recorder) return <Navigate to="/" replace />;
  return <RecordArea admin={admin} />;
}

function RecordArea({ admin }: { admin: boolean }) {
  const [speaker, setSpeaker] = useState(rememberedSpeaker);
  const [kind, setKind] = useState<RecordingCoverageKind>('word');
  const [target, setTarget] = useState<Target | null>(null);
  const recorderHeading = useRef<HTMLHeadingElement>(null);
  const kindId = useId();
  const listId = useId();
  const recorderId = useId();

  function choose(next: Target) {
    setTarget(next);
    // The recorder shows above the list: focus its heading so a keyboard user is taken there.
    setTimeout(() => recorderHeading.current?.focus(), 0);
  }

  return (
    <>
      <PageHeader title="Record" />
      <p>
        Choose who is speaking, then record the words and sentences that have no recording yet.
        {admin ? '' : ' A teacher listens to new recordings before learners hear them.'}
      </p>
      <p>
        <Link to="/record/session">Start a recording session</Link>: record a list in one sitting, the next
        item coming when the speaker pauses.
      </p>
      <SpeakerPicker value={speaker} onChange={setSpeaker} />
      {target && (
        <section aria-labelledby={recorderId} className="border rounded p-3 mb-4">
          <h2 id={recorderId} ref={recorderHeading} tabIndex={-1} className="h5">
            Recording: {target.name}
          </h2>
          {speaker ? (
            target.kind === 'word' ? (
              <RecordWord key={target.entry.id} entry={target.entry} speaker={speaker} />
            ) : (
              <RecordSentence key={target.sentence.id} sentence={target.sentence} speaker={speaker} />
            )
          ) : (
            <Alert variant="info" className="mb-0">
              Choose who is speaking first.
            </Alert>
          )}
        </section>
      )}
      <section aria-labelledby={listId}>
        <h2 id={listId} className="h4">
          Still to record
        </h2>
        <Form.Group controlId={kindId} className="mb-3">
          <Form.Label>Show</Form.Label>
          <Form.Select
            className="w-auto"
            value={kind}
            onChange={(e) => setKind(e.target.value as RecordingCoverageKind)}
          >
            <option value="word">Words</option>
            <option value="sentence">Sentences</option>
          </Form.Select>
        </Form.Group>
        <StillToRecord key={kind} kind={kind} onChoose={choose} />
      </section>
      <MyRecordings />
    </>
  );
}
