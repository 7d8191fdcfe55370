import type { PlayableTake } from '../../api/recordings';

/**
 * One item a page offers to Listen hands-free (ADR 081): the written word or sentence, its gloss or
 * translation, and its recording: the take itself where the page knows it (`take`, null for none),
 * or the entry whose recordings Listen asks for when it starts (`lexId`).
 */
export interface ListenSource {
  key: string;
  text: string;
  meaning: string;
  take?: PlayableTake | null;
  lexId?: number;
}

export interface ListenPanelProps {
  /** What is played, as the lock screen names it ("Review deck", "Lesson: ..."). */
  title: string;
  sources: readonly ListenSource[];
  onClose: () => void;
}

/** What a page gives the Listen button (features/listen, handed to the page by the app). */
export interface ListenLauncherProps {
  title: string;
  sources: readonly ListenSource[];
  className?: string;
}
