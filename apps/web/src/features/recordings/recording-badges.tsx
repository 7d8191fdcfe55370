import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import { Badge, Button } from 'react-bootstrap';
import type { Visibility } from '@langapp/shared';
import { recordingSpeakersQuery } from '../../api/recordings';
import { formatPacificDateTime } from '../../lib/format-date';
import { speakerLooks } from './speaker-badge';

/** A stored recording as the modals list it. */
export interface Recording {
  filename: string;
  speaker: string;
  /** UTC, ISO 8601. */
  timestamp: string;
  /** The take's id and level, where the list carries them (ADR 062). */
  id?: number;
  visibility?: Visibility;
}

/** The recordings grouped by speaker (speakers by name, each one's recordings oldest first). */
function bySpeaker(recordings: readonly Recording[]): [string, Recording[]][] {
  const groups = new Map<string, Recording[]>();
  for (const recording of recordings) {
    const group = groups.get(recording.speaker) ?? [];
    group.push(recording);
    groups.set(recording.speaker, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([speaker, group]) => [speaker, group.sort((a, b) => a.timestamp.localeCompare(b.timestamp))]);
}

/** When a take was recorded, as people read it (Pacific time; lib/format-date). */
export const recordingTime = (recording: Recording) => formatPacificDateTime(recording.timestamp);

const recordingLabel = (recording: Recording) =>
  `Recording by ${recording.speaker}, ${recordingTime(recording)}`;

const deleteRecordingLabel = (recording: Recording) =>
  `Delete recording by ${recording.speaker} at ${recordingTime(recording)}`;

const NO_SPEAKERS: readonly string[] = [];

/**
 * How each speaker's badges look: colour and initials assigned over every speaker of the product in
 * the order of their first recording (docs/decisions/021), so two speakers never look the same.
 * Until that list has come (or if it cannot), the speakers shown here are assigned in their order.
 */
const namesOf = (speakers: readonly { speaker: string }[]) => speakers.map((s) => s.speaker);

function useSpeakerLooks(recordings: readonly Recording[]) {
  const known = useQuery({ ...recordingSpeakersQuery, select: namesOf }).data ?? NO_SPEAKERS;
  return useMemo(() => {
    const present = [...recordings]
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
      .map((r) => r.speaker);
    return speakerLooks(known, present);
  }, [known, recordings]);
}

/**
 * One line per speaker: the name, then each recording as a badge in the speaker's colour with
 * their initials and the date and time it was recorded; a badge plays its file. With `onDelete`,
 * each recording also has a Delete button (the caller asks for confirmation).
 */
export function RecordingBadges({
  recordings,
  onPlay,
  onDelete,
  deleting = false,
}: {
  recordings: readonly Recording[];
  onPlay: (recording: Recording) => void;
  onDelete?: (recording: Recording, trigger: HTMLElement) => void;
  /** While a deletion is under way the Delete buttons are disabled. */
  deleting?: boolean;
}) {
  const lookOf = useSpeakerLooks(recordings);
  return (
    <ul className="list-unstyled mb-0">
      {bySpeaker(recordings).map(([speaker, group]) => {
        const { bg, text, initials } = lookOf(speaker);
        return (
          <li key={speaker} className="mb-2">
            <span className="d-block fw-semibold mb-1">{speaker}</span>
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              {group.map((recording) => (
                <li key={recording.filename} className="d-flex align-items-center gap-1">
                  <Badge
                    as="button"
                    type="button"
                    bg={bg}
                    text={text}
                    className="border-0 fs-6 d-inline-flex align-items-baseline gap-2"
                    aria-label={recordingLabel(recording)}
                    onClick={() => onPlay(recording)}
                  >
                    <span>{initials}</span>
                    <span className="small fw-normal">{recordingTime(recording)}</span>
                  </Badge>
                  {onDelete && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={deleteRecordingLabel(recording)}
                      disabled={deleting}
                      onClick={(event: MouseEvent<HTMLButtonElement>) =>
                        onDelete(recording, event.currentTarget)
                      }
                    >
                      Delete
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
