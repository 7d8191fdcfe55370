import * as z from 'zod/mini';
import { visibilitySchema } from '@langapp/shared';
import type { Visibility } from '@langapp/shared';
import { draftSchema } from './draft';
import type { Draft } from './draft';

const EDITOR_TABS = ['base', 'word', 'morpheme', 'review'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** localStorage key of a new text's work in progress (an edited text uses one per text id). */
export const NEW_TEXT_DRAFT_KEY = 'annotate-draft';

export interface StoredDraft {
  tab: EditorTab;
  draft: Draft;
  /** A new text's level as the teacher picked it (ADR 062); an edited text's is set apart, at once. */
  visibility?: Visibility;
}

const storedDraftSchema: z.ZodMiniType<StoredDraft> = z.object({
  tab: z.enum(EDITOR_TABS),
  draft: draftSchema,
  // A level that cannot be read (a draft of another version) is left out: the default then shows.
  visibility: z.catch(z.optional(visibilitySchema), undefined),
});

/** The saved work in progress, or null when there is none or it cannot be read. */
export function loadDraft(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, stored: StoredDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(stored));
  } catch (error) {
    // Storage full or switched off: the editor still works, the draft just does not survive a reload.
    console.error('The draft could not be saved.', error);
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.error('The draft could not be removed.', error);
  }
}
