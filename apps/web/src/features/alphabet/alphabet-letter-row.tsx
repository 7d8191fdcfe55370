import { Button, Form } from 'react-bootstrap';
import type { Lex } from '@langapp/shared';
import { playableEntry } from '../../api/recordings';
import type { PlayableRecordings } from '../../api/recordings';
import { PlayRecordingButton } from '../../components/audio/play-recording-button';
import type { DraftLetter } from './alphabet-draft';

/** At most this many headwords are offered as a letter's sample. */
const MAX_SAMPLES = 100;

/** The headwords that show `letter` (and the one chosen, whatever it is), shortest first. */
function samplesFor(letter: string, entries: readonly Lex[], chosen: number | null): Lex[] {
  const wanted = letter.trim().toLowerCase().normalize('NFC');
  const fits = wanted
    ? entries.filter((e) => e.lex.toLowerCase().normalize('NFC').includes(wanted))
    : [];
  const list = [...fits].sort((a, b) => a.lex.length - b.lex.length || a.id - b.id).slice(0, MAX_SAMPLES);
  const current = chosen === null ? undefined : entries.find((e) => e.id === chosen);
  if (current && !list.includes(current)) list.unshift(current);
  return list;
}

/** One letter in the editor: its forms, its sample word from the lexicon, moves and removal. */
export function AlphabetLetterRow({
  draft,
  position,
  count,
  entries,
  recordings,
  onChange,
  onMove,
  onRemove,
}: {
  draft: DraftLetter;
  position: number;
  count: number;
  entries: readonly Lex[];
  recordings: PlayableRecordings;
  onChange: (draft: DraftLetter) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const name = draft.letter.trim() || `letter ${position + 1}`;
  const id = `letter-${draft.key}`;
  const samples = samplesFor(draft.letter, entries, draft.lexId);
  const sample = draft.lexId === null ? undefined : entries.find((e) => e.id === draft.lexId);
  return (
    <li className="border rounded p-2 mb-2">
      <fieldset>
        <legend className="h6 mb-2">
          {position + 1}. <span lang="und">{name}</span>
        </legend>
        <div className="d-flex flex-wrap gap-2 align-items-end">
          <Form.Group controlId={`${id}-letter`} style={{ width: '6rem' }}>
            <Form.Label className="small mb-0">Letter</Form.Label>
            <Form.Control
              lang="und"
              value={draft.letter}
              maxLength={8}
              onChange={(e) => onChange({ ...draft, letter: e.target.value })}
            />
          </Form.Group>
          <Form.Group controlId={`${id}-upper`} style={{ width: '6rem' }}>
            <Form.Label className="small mb-0">Upper case</Form.Label>
            <Form.Control
              lang="und"
              value={draft.upper}
              placeholder={draft.letter.toUpperCase()}
              maxLength={8}
              onChange={(e) => onChange({ ...draft, upper: e.target.value })}
            />
          </Form.Group>
          <Form.Group controlId={`${id}-equivalents`} style={{ width: '10rem' }}>
            <Form.Label className="small mb-0">Equivalents</Form.Label>
            <Form.Control
              lang="und"
              value={draft.equivalents}
              aria-describedby="equivalents-help"
              onChange={(e) => onChange({ ...draft, equivalents: e.target.value })}
            />
          </Form.Group>
          <Form.Group controlId={`${id}-sample`} style={{ minWidth: '10rem' }}>
            <Form.Label className="small mb-0">Sample word</Form.Label>
            <Form.Select
              lang="und"
              value={draft.lexId ?? ''}
              onChange={(e) => onChange({ ...draft, lexId: e.target.value === '' ? null : Number(e.target.value) })}
            >
              <option value="">None</option>
              {samples.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.lex}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {sample && <PlayRecordingButton take={playableEntry(recordings, sample)} label={sample.lex} />}
          <div className="d-flex gap-1 ms-auto">
            <Button variant="outline-secondary" size="sm" disabled={position === 0} onClick={() => onMove(-1)}>
              Move {name} up
            </Button>
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={position === count - 1}
              onClick={() => onMove(1)}
            >
              Move {name} down
            </Button>
            <Button variant="outline-danger" size="sm" onClick={onRemove}>
              Remove {name}
            </Button>
          </div>
        </div>
      </fieldset>
    </li>
  );
}
