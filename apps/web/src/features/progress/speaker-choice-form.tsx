import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { recordingSpeakersQuery } from '../../api/recordings';
import { remoteStatus } from '../../api/remote-status';
import { speakerPreferencesQuery, useSaveSpeakerOrder } from '../../api/speakers';
import { Loading } from '../../components/loading';

export const SPEAKERS_SAVED = 'Your speakers are saved.';
export const SPEAKERS_NOT_SAVED =
  'Your speakers could not be saved. Please check your connection and try again.';

type Action = 'up' | 'down' | 'remove';

/** Where the focus goes after an action: the same button on the moved speaker, or the next place. */
type Focus = { speaker: string; action: Action } | 'add' | null;

/** A list with the item at `from` moved to `to`. */
function moved(list: readonly string[], from: number, to: number): string[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The label of the speakers who gave no variety, among the groups of the list to add from. */
const NO_VARIETY = 'No variety given';

/** `speakers` in groups of their variety, A to Z, those without one last; each group keeps their order. */
function groupedByVariety(
  speakers: readonly string[],
  varietyOf: ReadonlyMap<string, string | undefined>,
): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const speaker of speakers) {
    const label = varietyOf.get(speaker) || NO_VARIETY;
    groups.set(label, [...(groups.get(label) ?? []), speaker]);
  }
  return [...groups].sort(([a], [b]) =>
    a === NO_VARIETY ? 1 : b === NO_VARIETY ? -1 : a.localeCompare(b),
  );
}

/**
 * The speakers a learner hears first (ADR 061), in order: each chosen speaker with Move up, Move down
 * and Remove (buttons, usable with the keyboard; the focus stays on the speaker moved), and a list of
 * the other speakers to add. Every change is saved at once. Where the first chosen speaker recorded
 * an item, the learner hears them; else the next one; else the newest recording.
 */
export function SpeakerChoiceForm() {
  const chosen = useQuery(speakerPreferencesQuery);
  const speakers = useQuery(recordingSpeakersQuery);
  const save = useSaveSpeakerOrder();
  const [toAdd, setToAdd] = useState('');
  const [variety, setVariety] = useState('');
  const varietyId = useId();
  const [focus, setFocus] = useState<Focus>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addSelect = useRef<HTMLSelectElement>(null);
  const listId = useId();
  const addId = useId();

  useEffect(() => {
    if (focus === null) return;
    if (focus === 'add') addSelect.current?.focus();
    else buttons.current.get(`${focus.action}:${focus.speaker}`)?.focus();
    setFocus(null);
  }, [focus]);

  const status = remoteStatus(chosen);
  if (status === 'loading') return <Loading label="Loading your speakers..." />;
  if (status === 'error' || !chosen.data) {
    return <Alert variant="danger">Your speakers could not be loaded. Please refresh the page.</Alert>;
  }
  const order = chosen.data;
  const known = speakers.data ?? [];
  const varietyOf = new Map(known.map((s) => [s.speaker, s.variety]));
  const named = (speaker: string) =>
    varietyOf.get(speaker) ? `${speaker} (${varietyOf.get(speaker)})` : speaker;
  // Learners choose speakers by variety (dialect, ADR 080): the list to add from can show one variety.
  const varieties = [...new Set(known.map((s) => s.variety).filter(Boolean))].sort();
  const others = known
    .filter((s) => !order.includes(s.speaker) && (variety === '' || s.variety === variety))
    .map((s) => s.speaker);
  // With every variety shown, the speakers to add are grouped by theirs (those without one last).
  const groups = groupedByVariety(others, varietyOf);

  function change(next: string[], then: Focus) {
    save.mutate(next);
    setFocus(then);
  }

  function act(index: number, action: Action) {
    const speaker = order[index]!;
    if (action === 'remove') {
      const next = order.filter((_, i) => i !== index);
      const after = next[index] ?? next[index - 1];
      change(next, after === undefined ? 'add' : { speaker: after, action: 'remove' });
      return;
    }
    const to = action === 'up' ? index - 1 : index + 1;
    // At the end of the list the button is disabled: the focus moves to the one that is not.
    const atEdge = action === 'up' ? to === 0 : to === order.length - 1;
    const keep: Action = atEdge ? (action === 'up' ? 'down' : 'up') : action;
    change(moved(order, index, to), order.length > 1 ? { speaker, action: keep } : null);
  }

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <>
      <p>
        Choose whose recordings you hear first. Where the first speaker you chose recorded a word or a
        sentence, you hear them; otherwise the next one you chose; otherwise the newest recording.
      </p>
      {order.length === 0 ? (
        <p id={listId}>You have not chosen any speakers: you hear the newest recording of each word.</p>
      ) : (
        <ol
          id={listId}
          aria-label="Your speakers, heard first to last"
          className="list-group list-group-numbered mb-3"
        >
          {order.map((speaker, index) => (
            <li key={speaker} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <span className="flex-grow-1 fw-semibold">{named(speaker)}</span>
              <Button
                ref={ref(`up:${speaker}`)}
                size="sm"
                variant="outline-secondary"
                disabled={index === 0}
                onClick={() => act(index, 'up')}
              >
                Move <span className="visually-hidden">{speaker} </span>up
              </Button>
              <Button
                ref={ref(`down:${speaker}`)}
                size="sm"
                variant="outline-secondary"
                disabled={index === order.length - 1}
                onClick={() => act(index, 'down')}
              >
                Move <span className="visually-hidden">{speaker} </span>down
              </Button>
              <Button
                ref={ref(`remove:${speaker}`)}
                size="sm"
                variant="outline-danger"
                onClick={() => act(index, 'remove')}
              >
                Remove<span className="visually-hidden"> {speaker}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      {varieties.length > 0 && (
        <Form.Group controlId={varietyId} className="mb-2">
          <Form.Label>Variety</Form.Label>
          <Form.Select
            className="w-auto"
            value={variety}
            onChange={(event) => {
              setVariety(event.target.value);
              setToAdd('');
            }}
          >
            <option value="">All varieties</option>
            {varieties.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {others.length > 0 && (
        <Form
          className="d-flex flex-wrap align-items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (toAdd === '' || order.includes(toAdd)) return;
            change([...order, toAdd], 'add');
            setToAdd('');
          }}
        >
          <Form.Group controlId={addId}>
            <Form.Label>Speaker to add</Form.Label>
            <Form.Select ref={addSelect} value={toAdd} onChange={(event) => setToAdd(event.target.value)}>
              <option value="">Choose a speaker</option>
              {variety === '' && varieties.length > 0
                ? groups.map(([label, members]) => (
                    <optgroup key={label} label={label}>
                      {members.map((speaker) => (
                        <option key={speaker} value={speaker}>
                          {named(speaker)}
                        </option>
                      ))}
                    </optgroup>
                  ))
                : others.map((speaker) => (
                    <option key={speaker} value={speaker}>
                      {named(speaker)}
                    </option>
                  ))}
            </Form.Select>
          </Form.Group>
          <Button type="submit" variant="primary" disabled={toAdd === ''}>
            Add speaker
          </Button>
          {variety !== '' && others.length > 1 && (
            <Button
              variant="outline-primary"
              onClick={() => {
                change([...order, ...others], 'add');
                setToAdd('');
              }}
            >
              Add all {others.length} speakers of {variety}
            </Button>
          )}
        </Form>
      )}
      {variety !== '' && others.length === 0 && (
        <p className="mb-0">Every speaker of {variety} is in your list.</p>
      )}
      {speakers.isError && <p className="mt-2">The list of speakers could not be loaded.</p>}
      <p role="status" className="mt-2 mb-0">
        {save.isSuccess && !save.isPending ? SPEAKERS_SAVED : ''}
      </p>
      {save.isError && (
        <Alert variant="danger" className="mt-2">
          {SPEAKERS_NOT_SAVED}
        </Alert>
      )}
    </>
  );
}
