import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { normalizeWord } from '@langapp/shared';
import type { Lex, WordAudio } from '@langapp/shared';
import { useLexicon } from '../../api/lexicon';
import { wordRecordingUrl } from '../../api/recordings';
import { recordingsToConfirmQuery, useConfirmWordRecording } from '../../api/recordings-to-confirm';
import { PlayRecordingButton } from '../../components/audio/play-recording-button';
import { Headword, headwordName } from '../../components/headword';
import { ApiError } from '../../lib/api-client';
import { recordingTime } from './recording-badges';

/** 'n river; v to flow': what tells one homograph from another. */
const sensesText = (entry: Lex) =>
  (entry.senses ?? [entry])
    .map(({ pos, gloss }) => [pos, gloss].filter(Boolean).join(' '))
    .filter(Boolean)
    .join('; ');

/** The takes to confirm grouped by spelling (folded, as the server matches words), each group with its entries. */
function groupBySpelling(
  takes: readonly WordAudio[],
  entries: readonly Lex[],
  byId: ReadonlyMap<number, Lex>,
) {
  const groups = new Map<string, { word: string; takes: WordAudio[]; candidates: Lex[] }>();
  for (const take of takes) {
    const key = normalizeWord(take.word);
    let group = groups.get(key);
    if (!group) {
      const candidates = entries
        .filter((entry) => normalizeWord(entry.lex) === key)
        .sort((a, b) => (a.homograph ?? 0) - (b.homograph ?? 0) || a.id - b.id);
      group = { word: take.word, takes: [], candidates };
      groups.set(key, group);
    }
    // The entry it is tied to now is always offered, even if it is written otherwise.
    const current = take.lex_id == null ? undefined : byId.get(take.lex_id);
    if (current && !group.candidates.includes(current)) group.candidates.push(current);
    group.takes.push(take);
  }
  return [...groups.values()];
}

/** One take: play it, choose its entry, confirm. */
function TakeToConfirm({
  take,
  candidates,
  confirming,
  onConfirm,
}: {
  take: WordAudio;
  candidates: readonly Lex[];
  confirming: boolean;
  onConfirm: (lexId: number) => void;
}) {
  const name = `the recording by ${take.speaker}, ${recordingTime(take)}`;
  const [chosen, setChosen] = useState<number | null>(take.lex_id ?? candidates[0]?.id ?? null);
  const radioName = useId();
  return (
    <fieldset className="border rounded px-3 pt-1 pb-2 mb-2">
      <legend className="float-none w-auto fs-6 fw-semibold mb-1">
        Recording by {take.speaker}, {recordingTime(take)}
      </legend>
      <p className="mb-1">
        Listen:{' '}
        <PlayRecordingButton
          take={{ url: wordRecordingUrl(take.filename), speaker: take.speaker }}
          label={name}
        />
      </p>
      {candidates.map((entry) => (
        <Form.Check
          key={entry.id}
          type="radio"
          id={`${radioName}-${entry.id}`}
          name={radioName}
          checked={chosen === entry.id}
          onChange={() => setChosen(entry.id)}
          label={
            <>
              <Headword entry={entry} />: {sensesText(entry) || 'no part of speech or gloss'}
              {entry.id === take.lex_id && <span className="text-body-secondary"> (tied to it now)</span>}
            </>
          }
        />
      ))}
      <Button
        size="sm"
        className="mt-2"
        disabled={chosen === null || confirming}
        aria-label={`Confirm ${name}`}
        onClick={() => chosen !== null && onConfirm(chosen)}
      >
        Confirm
      </Button>
    </fieldset>
  );
}

/**
 * The console's recordings to confirm (issue 25): before recordings belonged to their entry, two
 * entries written alike (homographs) shared theirs; migration 014 tied each such take to the first
 * and marked it. Grouped by spelling, each take plays and offers the entries written so (homograph
 * number, part of speech and gloss): the teacher chooses the one it is a recording of and confirms
 * (POST /api/confirm-lex-audio). Shows nothing while no take waits.
 */
export function RecordingsToConfirm() {
  const query = useQuery(recordingsToConfirmQuery);
  const takes = query.data;
  const waiting = takes !== undefined && takes.length > 0;
  const lexicon = useLexicon(waiting);
  const confirm = useConfirmWordRecording();
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const [confirmedAny, setConfirmedAny] = useState(false);
  const groups = useMemo(
    () => groupBySpelling(takes ?? [], lexicon.entries, lexicon.byId),
    [takes, lexicon.entries, lexicon.byId],
  );
  // Once a confirmed take has left the list, the focus goes to the section's heading.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || confirm.isPending) return;
    setRefocus(false);
    heading.current?.focus();
  }, [refocus, confirm.isPending, takes]);

  if (!waiting && !confirmedAny) return null;

  async function confirmTake(take: WordAudio, lexId: number) {
    setFailure('');
    setAnnouncement('');
    try {
      await confirm.mutateAsync({ filename: take.filename, lexId });
      const entry = lexicon.byId.get(lexId);
      setConfirmedAny(true);
      setAnnouncement(
        `The recording by ${take.speaker} is confirmed as ${entry ? headwordName(entry) : `entry ${lexId}`}.`,
      );
      setRefocus(true);
    } catch (error) {
      setFailure(
        `The recording could not be confirmed.${error instanceof ApiError && error.serverError ? ` ${error.serverError}` : ''}`,
      );
    }
  }

  return (
    <section aria-labelledby="recordings-to-confirm" className="mb-4">
      <h2 id="recordings-to-confirm" ref={heading} tabIndex={-1} className="h4">
        Recordings to confirm
      </h2>
      <p>
        Before recordings belonged to their entry, entries written alike shared them. Listen to each recording
        and choose the entry it is a recording of.
      </p>
      <p role="status" className={announcement ? 'text-success' : 'visually-hidden'}>
        {announcement}
      </p>
      {failure && <Alert variant="danger">{failure}</Alert>}
      {lexicon.status === 'error' && (
        <Alert variant="danger">The lexicon could not be loaded. Please refresh the page.</Alert>
      )}
      {!waiting ? (
        <p>Every recording now belongs to its entry.</p>
      ) : lexicon.status !== 'ready' ? (
        <p role="status">Loading lexicon...</p>
      ) : (
        groups.map((group) => (
          <section key={group.word} aria-label={`Recordings of ${group.word}`} className="mb-3">
            <h3 className="h5">{group.word}</h3>
            {group.takes.map((take) => (
              <TakeToConfirm
                key={take.filename}
                take={take}
                candidates={group.candidates}
                confirming={confirm.isPending}
                onConfirm={(lexId) => void confirmTake(take, lexId)}
              />
            ))}
          </section>
        ))
      )}
    </section>
  );
}
