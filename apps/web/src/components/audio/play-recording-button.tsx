import type { PlayableTake } from '../../api/recordings';
import { useTimedMessage } from '../../lib/use-timed-message';
import { Icon } from '../icon';
import { PLAYBACK_ERROR, usePlayer } from './audio-player';

/** How long the spec's error banners stay (3 s). */
const ERROR_SHOWN_MS = 3_000;

/**
 * A square icon button that plays a recording (44 px on a phone, ADR 054): its accessible name is 'Play {label}', it is pressed while
 * the recording plays and stops it when pressed again. Starting it stops any other recording; a
 * failure shows the spec's 'Error playing audio!' for 3 seconds. A speaker's notice shows before
 * the first play of their recordings (ADR 061). Without a take (nothing recorded, or no .mp3) it
 * renders nothing.
 */
export function PlayRecordingButton({
  take,
  label,
  className,
}: {
  take: PlayableTake | undefined;
  /** What is played, as the learner reads it (a word, a sentence): the name is 'Play {label}'. */
  label: string;
  className?: string;
}) {
  const { playing, play, stop } = usePlayer();
  const [failure, showFailure, hideFailure] = useTimedMessage(ERROR_SHOWN_MS);
  if (take === undefined) return null;

  return (
    <span className={`d-inline-flex align-items-center align-middle${className ? ` ${className}` : ''}`}>
      <button
        type="button"
        className={`btn play-recording-button ${playing ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-label={`Play ${label}`}
        aria-pressed={playing}
        title={playing ? 'Stop' : 'Play'}
        onClick={() => {
          hideFailure();
          if (playing) return stop();
          void play(take).then((ok) => ok || showFailure(PLAYBACK_ERROR));
        }}
      >
        <Icon>
          {playing ? (
            <rect x="3" y="3" width="10" height="10" rx="1" />
          ) : (
            <path d="M3 2.5v11a.5.5 0 0 0 .76.43l9-5.5a.5.5 0 0 0 0-.86l-9-5.5A.5.5 0 0 0 3 2.5z" />
          )}
        </Icon>
      </button>
      {failure && (
        <span role="alert" className="text-danger small ms-1">
          {failure}
        </span>
      )}
    </span>
  );
}
