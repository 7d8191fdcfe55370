/**
 * Badge colours for speakers: bootstrap variants whose badge text passes WCAG AA (white on the dark
 * ones, dark on info and warning).
 */
const PALETTE = [
  { bg: 'primary', text: 'white' },
  { bg: 'success', text: 'white' },
  { bg: 'danger', text: 'white' },
  { bg: 'dark', text: 'white' },
  { bg: 'warning', text: 'dark' },
  { bg: 'info', text: 'dark' },
  { bg: 'secondary', text: 'white' },
] as const;

export type SpeakerColour = (typeof PALETTE)[number];

/** FNV-1a over the name's UTF-16 code units: the same name always gives the same number. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A speaker's badge colour: stable for a username on every page and visit (a hash of the name, not
 * the order speakers happen to appear in). Two names may share a colour; the initial and the label
 * tell them apart, so colour is never the only cue.
 */
export function speakerColour(speaker: string): SpeakerColour {
  return PALETTE[hashName(speaker) % PALETTE.length] as SpeakerColour;
}

/** The speaker's initial as shown on the badge: the first letter, upper case; '?' for a blank name. */
export function speakerInitial(speaker: string): string {
  const first = Array.from(speaker.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}
