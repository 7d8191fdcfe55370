import { useQuery } from '@tanstack/react-query';
import type { RecordingSpeaker } from '@langapp/shared';
import type { PlayableTake } from '../../api/recordings';
import { recordingSpeakersQuery } from '../../api/recordings';
import { useSession } from '../../api/session';

const varietyOf = (speaker: string) => (speakers: RecordingSpeaker[]) =>
  speakers.find((s) => s.speaker === speaker)?.variety ?? '';

/**
 * Whose voice a recording is (issue 38, ADR 085): "Speaker: Name (variety)", beside the recording's
 * play button. The variety comes with the take where its list carries it (words, sentences, texts);
 * else (review cards, lessons, drills, Listen) from the speakers' list a signed-in learner reads
 * (GET /api/recording-speakers, cached); offline or for a visitor without it, the name alone.
 * Nothing for a take of no one (the numbers).
 */
export function SpeakerCredit({
  take,
  className,
}: {
  take: Pick<PlayableTake, 'speaker' | 'variety'> | null | undefined;
  className?: string;
}) {
  const { username } = useSession();
  const speaker = take?.speaker;
  const lookedUp = useQuery({
    ...recordingSpeakersQuery,
    select: varietyOf(speaker ?? ''),
    enabled: speaker !== undefined && take?.variety === undefined && username !== null,
  }).data;
  if (speaker === undefined) return null;
  const variety = take?.variety ?? lookedUp ?? '';
  return (
    <span data-speaker-credit className={`small text-body-secondary${className ? ` ${className}` : ''}`}>
      <span className="visually-hidden">Speaker: </span>
      {speaker}
      {variety && ` (${variety})`}
    </span>
  );
}
