import { createContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
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

/**
 * The Listen panel, which lives in features/listen and is loaded on the first press (the pages'
 * eager JavaScript does not grow): the app puts it here (app/layouts.tsx), as pages of one feature
 * never import another's.
 */
export const ListenPanelContext = createContext<ComponentType<ListenPanelProps> | null>(null);

export function ListenPanelProvider({
  panel,
  children,
}: {
  panel: ComponentType<ListenPanelProps>;
  children: ReactNode;
}) {
  return <ListenPanelContext.Provider value={panel}>{children}</ListenPanelContext.Provider>;
}
