import { Badge } from 'react-bootstrap';
import { formatPacificDateTime } from '../../lib/format-date';
import { speakerColour, speakerInitial } from './speaker-badge';

/** A stored recording as the modals list it. */
export interface Recording {
  filename: string;
  speaker: string;
  /** UTC, ISO 8601. */
  timestamp: string;
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

export const recordingLabel = (recording: Recording) =>
  `Recording by ${recording.speaker}, ${formatPacificDateTime(recording.timestamp)}`;

/**
 * One line per speaker: the name, then a badge per recording in the speaker's colour with their
 * initial; the badge's label names the speaker and the Pacific date and time. A badge plays its file.
 */
export function RecordingBadges({
  recordings,
  onPlay,
}: {
  recordings: readonly Recording[];
  onPlay: (recording: Recording) => void;
}) {
  return (
    <ul className="list-unstyled mb-0">
      {bySpeaker(recordings).map(([speaker, group]) => {
        const { bg, text } = speakerColour(speaker);
        return (
          <li key={speaker} className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <span className="me-1">{speaker}</span>
            {group.map((recording) => (
              <Badge
                key={recording.filename}
                as="button"
                type="button"
                bg={bg}
                text={text}
                className="border-0 fs-6"
                aria-label={recordingLabel(recording)}
                title={recordingLabel(recording)}
                onClick={() => onPlay(recording)}
              >
                {speakerInitial(speaker)}
              </Badge>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
