/**
 * Who may see what (issue 27, ADR 058): the one rule every read applies, in the server's queries
 * (through the database function may_see) and wherever code decides on a single item.
 *
 * An item's level says who may see it: `public` anyone (visitors, e-mail recipients), `learners`
 * signed-in accounts, `teachers` administrators only. An item inside another (a recording of an
 * entry, an example of a sense, a text's sentence) is seen only when every level on its way is:
 * the strictest level wins, so a recording can be stricter than its entry, never looser in effect.
 */
export const VISIBILITY_LEVELS = ['public', 'learners', 'teachers'] as const;
export type Visibility = (typeof VISIBILITY_LEVELS)[number];

/** Who is looking: a visitor (or an e-mail link's reader), a signed-in learner, a teacher (admin). */
export const VIEWERS = ['visitor', 'learner', 'teacher'] as const;
export type Viewer = (typeof VIEWERS)[number];

/** The level new content gets when none is given (ADR 062: creation and imports). */
export const DEFAULT_VISIBILITY: Visibility = 'learners';

const RANK: Record<Visibility, number> = { public: 0, learners: 1, teachers: 2 };
const CLEARANCE: Record<Viewer, number> = { visitor: 0, learner: 1, teacher: 2 };

/** Whether a value is one of the levels (a file's or a flag's). */
export function isVisibility(value: unknown): value is Visibility {
  return typeof value === 'string' && Object.hasOwn(RANK, value);
}

function isViewer(value: unknown): value is Viewer {
  return typeof value === 'string' && Object.hasOwn(CLEARANCE, value);
}

/**
 * Whether `viewer` may see an item whose levels (its own, then those of what holds it) are `levels`.
 * A missing level (null: no container) asks nothing; an unknown one hides the item, so a level this
 * code does not know can never reveal anything.
 */
export function maySee(viewer: Viewer, ...levels: readonly (string | null | undefined)[]): boolean {
  const clearance = isViewer(viewer) ? CLEARANCE[viewer] : -1;
  for (const level of levels) {
    if (level === null || level === undefined) continue;
    if (!isVisibility(level) || RANK[level] > clearance) return false;
  }
  return true;
}

/** The strictest of some levels (the level in effect of an item inside others); `public` for none. */
export function strictest(...levels: readonly (Visibility | null | undefined)[]): Visibility {
  let result: Visibility = 'public';
  for (const level of levels) if (level && RANK[level] > RANK[result]) result = level;
  return result;
}

/** Who a signed-in account (or nobody) is, as a viewer. */
export function viewerOf(account: { isAdmin: boolean } | null | undefined): Viewer {
  if (!account) return 'visitor';
  return account.isAdmin ? 'teacher' : 'learner';
}

/**
 * The level a speaker's hold puts on their recordings at `now` (ISO 8601): `teachers` until the
 * hold's end, nothing after it or without one.
 */
export function holdLevel(heldUntil: string | null | undefined, now: string): Visibility | null {
  return heldUntil && heldUntil > now ? 'teachers' : null;
}

/**
 * Whether `viewer` may hear a recording at `now`: its own level, its item's (entry, sentence or
 * text; null when it has none) and its speaker's hold all allow it.
 */
export function mayHear(
  viewer: Viewer,
  now: string,
  recording: { visibility: string; itemVisibility: string | null; heldUntil: string | null },
): boolean {
  return maySee(viewer, recording.visibility, recording.itemVisibility, holdLevel(recording.heldUntil, now));
}
