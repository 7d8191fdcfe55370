import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { chooseRecording } from '@langapp/shared';
import { entryRecordingsQuery, wordRecordingUrl } from '../../api/recordings';
import type { PlayableTake } from '../../api/recordings';
import { useSpeakerOrder } from '../../api/speakers';
import { askNotice } from '../../components/audio/audio-player';
import type { ListenSource } from '../../components/listen/listen-source';
import type { ListenTrack } from './listen-player';

/** The items to play, or null while their recordings (or the speakers' notices) are awaited. */
export interface ListenTracks {
  tracks: ListenTrack[] | null;
  /** Items without a recording (or whose speaker's notice the learner declined): skipped. */
  skipped: number;
}

/**
 * Each item's take: the page's own, or its entry's newest take of the learner's first chosen speaker
 * (else the newest), asked for at the address a lesson's download keeps (so it plays offline);
 * undefined while awaited, null for none.
 */
function useTakes(sources: readonly ListenSource[]): (PlayableTake | null | undefined)[] {
  const preferred = useSpeakerOrder();
  // The entries to ask about, each once.
  const lexIds = [
    ...new Set(sources.flatMap((s) => (s.take === undefined && s.lexId !== undefined ? [s.lexId] : []))),
  ];
  const asked = useQueries({ queries: lexIds.map((lexId) => entryRecordingsQuery(lexId)) });
  return sources.map((source) => {
    if (source.take !== undefined) return source.take;
    if (source.lexId === undefined) return null;
    const query = asked[lexIds.indexOf(source.lexId)];
    if (query?.isError) return null;
    if (query?.data === undefined) return undefined;
    const choice = chooseRecording(query.data, preferred);
    return choice.kind === 'mp3' ? { url: wordRecordingUrl(choice.filename), speaker: choice.speaker } : null;
  });
}

/**
 * The items Listen plays, in the page's order: those with a recording whose speaker's notice (ADR
 * 061) the learner accepts, asked once per speaker before the first plays.
 */
export function useListenTracks(sources: readonly ListenSource[]): ListenTracks {
  const takes = useTakes(sources);
  const ready = takes.every((take) => take !== undefined);
  // Known once every take is: the speakers to ask about, one per line (a string keeps it stable).
  const speakerList = ready
    ? [...new Set(takes.flatMap((take) => (take?.speaker === undefined ? [] : [take.speaker])))].join('\n')
    : null;
  const [declined, setDeclined] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (speakerList === null) return;
    let gone = false;
    void (async () => {
      const refused = new Set<string>();
      for (const speaker of speakerList.split('\n').filter(Boolean))
        if (!(await askNotice(speaker))) refused.add(speaker);
      if (!gone) setDeclined(refused);
    })();
    return () => {
      gone = true;
    };
  }, [speakerList]);

  let kept: ListenTrack[] | null = null;
  if (ready && declined !== null) {
    kept = [];
    sources.forEach((source, index) => {
      const take = takes[index];
      if (!take || (take.speaker !== undefined && declined.has(take.speaker))) return;
      kept?.push({
        key: source.key,
        text: source.text,
        meaning: source.meaning,
        url: take.url,
        ...(take.speaker === undefined ? {} : { speaker: take.speaker }),
      });
    });
  }
  // The same items are the same list: the player is made once for them.
  const keptKey = kept === null ? null : JSON.stringify(kept);
  const tracks = useMemo(() => (keptKey === null ? null : (JSON.parse(keptKey) as ListenTrack[])), [keptKey]);
  return { tracks, skipped: tracks === null ? 0 : sources.length - tracks.length };
}
