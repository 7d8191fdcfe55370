import { assignSpeakerBadges } from '@langapp/shared';

/**
 * Badge colours for speakers, in the order they are handed out: bootstrap variants whose badge text
 * passes WCAG AA (white on the dark ones, dark on info and warning).
 */
export const SPEAKER_PALETTE = [
  { bg: 'primary', text: 'white' },
  { bg: 'success', text: 'white' },
  { bg: 'danger', text: 'white' },
  { bg: 'dark', text: 'white' },
  { bg: 'warning', text: 'dark' },
  { bg: 'info', text: 'dark' },
  { bg: 'secondary', text: 'white' },
] as const;

type SpeakerColour = (typeof SPEAKER_PALETTE)[number];

export type SpeakerLook = SpeakerColour & { initials: string };

/**
 * How each speaker's badges look (docs/decisions/021): `speakersInOrder` is every speaker of the
 * product in the order of their first recording (GET /api/recording-speakers); speakers of
 * `present` it does not know yet (a take just made, or the list still loading) follow, in the order
 * given. No two speakers share both colour and initials.
 */
export function speakerLooks(
  speakersInOrder: readonly string[],
  present: readonly string[],
): (speaker: string) => SpeakerLook {
  const badges = assignSpeakerBadges([...speakersInOrder, ...present], SPEAKER_PALETTE.length);
  return (speaker) => {
    const badge = badges.get(speaker) ?? { initials: '?', colour: SPEAKER_PALETTE.length - 1 };
    return { ...(SPEAKER_PALETTE[badge.colour] as SpeakerColour), initials: badge.initials };
  };
}
