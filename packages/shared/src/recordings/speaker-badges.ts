/** How a speaker's recordings are marked: initials and a colour (an index into the caller's palette). */
export interface SpeakerBadge {
  initials: string;
  colour: number;
}

const chars = (name: string) => Array.from(name.trim());
const folded = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The badges of every speaker of the product (docs/decisions/021), given in the order of their first
 * recording. Colours go round the palette in that order, so the first `paletteSize` speakers all
 * differ and a speaker keeps their colour as others join. Initials: the first letter, upper case;
 * two letters when another speaker's name starts with the same letter; when even two letters are
 * shared (or a name is too short), a number follows ('Ma2'). No two speakers get the same initials,
 * so no two share both colour and initials. A speaker named twice keeps their first place.
 */
export function assignSpeakerBadges(
  speakersInOrder: readonly string[],
  paletteSize: number,
): Map<string, SpeakerBadge> {
  if (!Number.isInteger(paletteSize) || paletteSize < 1) throw new RangeError('The palette is empty.');
  const speakers = [...new Set(speakersInOrder)];
  const firstLetters = new Map<string, number>();
  for (const speaker of speakers) {
    const first = chars(folded(speaker))[0] ?? '';
    firstLetters.set(first, (firstLetters.get(first) ?? 0) + 1);
  }
  const used = new Set<string>();
  const badges = new Map<string, SpeakerBadge>();
  speakers.forEach((speaker, index) => {
    const letters = chars(speaker);
    const shared = (firstLetters.get(chars(folded(speaker))[0] ?? '') ?? 0) > 1;
    const [first, second] = letters;
    let initials = first === undefined ? '?' : first.toLocaleUpperCase();
    if (shared && second !== undefined) initials += second.toLocaleLowerCase();
    let unique = initials;
    for (let n = 2; used.has(unique.toLocaleLowerCase()); n += 1) unique = `${initials}${n}`;
    used.add(unique.toLocaleLowerCase());
    badges.set(speaker, { initials: unique, colour: index % paletteSize });
  });
  return badges;
}
