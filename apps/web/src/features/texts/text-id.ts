/** The text id of /text-view?id=, or null when it is missing or not a positive whole number. */
export function parseTextId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The text the /text-7 page always shows (spec §2: a further page loads text 7). */
export const TEXT_7_ID = 7;
