import fs from 'node:fs';
import path from 'node:path';
import { mediaFilenameSchema, takesInPreferredOrder } from '@langapp/shared';
import type { OfflineAudioFile, OfflineTake, SpokenRecording } from '@langapp/shared';
import type { TakeKind } from '../recordings/recordings.repo';

/** The URLs the web app plays takes from (GET /api/audio/:filename, GET /api/audio-sent/:filename). */
const TAKE_URL: Record<TakeKind, string> = { word: '/api/audio/', sentence: '/api/audio-sent/' };

/**
 * The takes a package names, as the device plays them, and the files they play: each file once,
 * with its size on disk (a file missing on disk cannot be downloaded and is not listed).
 */
export function takeList(folders: { words: string; sentences: string }, preferred: readonly string[]) {
  const files = new Map<string, string | null>();
  const speakers = new Set<string>();

  function take(kind: TakeKind, { filename, speaker }: { filename: string; speaker: string }): OfflineTake {
    const url = TAKE_URL[kind] + encodeURIComponent(filename);
    if (!files.has(url)) {
      const name = mediaFilenameSchema.safeParse(filename);
      files.set(
        url,
        name.success ? path.join(kind === 'word' ? folders.words : folders.sentences, name.data) : null,
      );
    }
    speakers.add(speaker);
    return { url, speaker };
  }

  /**
   * The takes of one item in the speaker order (takesInPreferredOrder), the first the one to play:
   * every one, or that first alone; `takes` in upload order.
   */
  const ordered = (
    kind: TakeKind,
    takes: readonly SpokenRecording[],
    which: 'chosen' | 'all',
  ): OfflineTake[] =>
    takesInPreferredOrder(takes, preferred)
      .slice(0, which === 'all' ? undefined : 1)
      .map((t) => take(kind, t));

  return {
    take,
    ordered,
    /** A file of another kind the package plays (a text's whole recording), at `url`, from `file` on disk. */
    file(url: string, file: string) {
      if (!files.has(url)) files.set(url, file);
    },
    /** The take of one item the speaker order picks (choosePreferredTake), or null; `takes` in upload order. */
    chosen: (kind: TakeKind, takes: readonly SpokenRecording[]): OfflineTake | null =>
      ordered(kind, takes, 'chosen')[0] ?? null,
    speakers,
    files(): OfflineAudioFile[] {
      return [...files].flatMap(([url, file]) => {
        const stat = file === null ? undefined : fs.statSync(file, { throwIfNoEntry: false });
        return stat?.isFile() ? [{ url, bytes: stat.size }] : [];
      });
    },
  };
}

export type TakeList = ReturnType<typeof takeList>;
