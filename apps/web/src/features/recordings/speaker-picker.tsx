import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { Speaker } from '@langapp/shared';
import { speakerListQuery, useAddSpeaker } from '../../api/speaker-list';
import { ApiError } from '../../lib/api-client';

/** Where the speaker picked is kept: for the browser tab's session, so each recording starts with it. */
const KEY = 'recording-speaker';
/** The select's value of "New speaker…". */
const NEW = '\u0000new';

/** The speaker picked in this session (ADR 080), or '' for none yet. */
export function rememberedSpeaker(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

function remember(name: string): void {
  try {
    sessionStorage.setItem(KEY, name);
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}

/** 'Elder Mary (Upriver)': a speaker as the lists show them. */
export const speakerLabel = (s: Pick<Speaker, 'name' | 'variety'>) =>
  s.variety ? `${s.name} (${s.variety})` : s.name;

/** The form of a new speaker: a name and an optional variety (dialect). */
export function NewSpeakerForm({ onAdded, onCancel }: { onAdded: (name: string) => void; onCancel: () => void }) {
  const add = useAddSpeaker();
  const [name, setName] = useState('');
  const [variety, setVariety] = useState('');
  const nameId = useId();
  const varietyId = useId();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    add.mutate({ name, variety }, { onSuccess: (speaker) => onAdded(speaker.name) });
  }
  return (
    <Form onSubmit={onSubmit} className="border rounded p-2 mt-2" aria-label="New speaker">
      <Form.Group controlId={nameId} className="mb-2">
        <Form.Label>Speaker's name</Form.Label>
        <Form.Control
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={100}
          autoFocus
        />
      </Form.Group>
      <Form.Group controlId={varietyId} className="mb-2">
        <Form.Label>Variety (dialect), if any</Form.Label>
        <Form.Control value={variety} onChange={(e) => setVariety(e.target.value)} maxLength={100} />
      </Form.Group>
      {add.error && (
        <Alert variant="danger" className="py-2">
          {add.error instanceof ApiError && add.error.serverError
            ? add.error.serverError
            : 'The speaker could not be added.'}
        </Alert>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" disabled={add.isPending}>
          Add speaker
        </Button>
        <Button type="button" size="sm" variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/**
 * Whose voice the next recording is (ADR 080): a select of the speakers, with "New speaker…" to
 * add one. The choice is kept for the session, so a recording session needs it once.
 */
export function SpeakerPicker({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const speakers = useQuery(speakerListQuery);
  const [adding, setAdding] = useState(false);
  const id = useId();
  const choose = (name: string) => {
    remember(name);
    onChange(name);
  };
  const list = speakers.data ?? [];
  return (
    <div className="mb-3">
      <Form.Group controlId={id}>
        <Form.Label>Speaker</Form.Label>
        <Form.Select
          value={adding ? NEW : value}
          onChange={(e) => {
            if (e.target.value === NEW) setAdding(true);
            else {
              setAdding(false);
              choose(e.target.value);
            }
          }}
        >
          <option value="">Choose who is speaking</option>
          {list.map((s) => (
            <option key={s.name} value={s.name}>
              {speakerLabel(s)}
            </option>
          ))}
          {value && !list.some((s) => s.name === value) && <option value={value}>{value}</option>}
          <option value={NEW}>New speaker…</option>
        </Form.Select>
      </Form.Group>
      {adding && (
        <NewSpeakerForm
          onAdded={(name) => {
            setAdding(false);
            choose(name);
          }}
          onCancel={() => setAdding(false)}
        />
      )}
    </div>
  );
}
