import { useCallback, useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { isMatchingPair, shuffle } from '@langapp/shared';
import type { RandomVocabItem } from '@langapp/shared';
import { recordingUrl, useAudioPlayer } from '../../components/audio/audio-player';
import { Loading } from '../../components/loading';
import { MatchingBoard } from '../../components/matching/matching-board';
import { MATCH_FEEDBACK_MS, useMatching } from '../../components/matching/use-matching';
import type { HiddenPairs, MatchAttempt } from '../../components/matching/use-matching';
import { PageHeader } from '../../components/page-header';
import { fetchRandomVocab } from './api';

/** How long a match or a mismatch stays highlighted, and how long after choosing a word it is heard. */
export const FEEDBACK_MS = MATCH_FEEDBACK_MS;
export const AUDIO_DELAY_MS = 250;
/** A cleared set stays cleared this long, with a word of praise, before the next set comes. */
export const NEXT_SET_DELAY_MS = 500;

interface VocabSet {
  items: RandomVocabItem[];
  /** The order the glosses are shown in: indexes into items. */
  glossOrder: number[];
}

const NO_ITEMS: RandomVocabItem[] = [];

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; set: VocabSet };

/** A match hides both its entries, each from both columns. */
function hideEntries({ word, gloss }: MatchAttempt, hidden: HiddenPairs): HiddenPairs {
  const entries = new Set([...hidden.words, word, gloss]);
  return { words: entries, glosses: entries };
}

/** /vocab-random: match five words to their glosses; a cleared set brings a new one. */
export function VocabRandomPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const items = load.state === 'ready' ? load.set.items : NO_ITEMS;
  const matching = useMatching({
    size: items.length,
    isMatch: (word, gloss) => isMatchingPair(items[word], items[gloss]),
    afterMatch: hideEntries,
  });
  const { word, hidden, reset } = matching;
  const play = useAudioPlayer();

  const loadSet = useCallback(() => {
    let current = true;
    fetchRandomVocab()
      .then(({ result }) => {
        if (!current) return;
        const glossOrder = shuffle(
          result.map((_item, index) => index),
          Math.random,
        );
        reset();
        setLoad({ state: 'ready', set: { items: result, glossOrder } });
      })
      .catch((error: unknown) => {
        console.error('The random vocabulary could not be loaded.', error);
        if (current) setLoad({ state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [reset]);

  useEffect(() => loadSet(), [loadSet]);

  const allHidden = items.length > 0 && hidden.words.size === items.length;

  // Every pair found: a moment to see it, then the next set.
  useEffect(() => {
    if (!allHidden) return;
    let cancelLoad = () => {};
    const timer = setTimeout(() => (cancelLoad = loadSet()), NEXT_SET_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelLoad();
    };
  }, [allHidden, loadSet]);

  // A word is heard a moment after it is chosen (not at all if it is let go before then).
  const chosenFile = word === null ? null : (items[word]?.filename ?? null);
  useEffect(() => {
    if (chosenFile === null) return;
    const timer = setTimeout(() => play(recordingUrl(chosenFile)), AUDIO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chosenFile, word, play]);

  return (
    <>
      <PageHeader title="Match the words" />
      {load.state === 'loading' && <Loading />}
      {load.state === 'failed' && <Alert variant="danger">The lexical data could not be loaded!</Alert>}
      {load.state === 'ready' && items.length === 0 && (
        <Alert variant="info">There are no words with recordings to practise yet.</Alert>
      )}
      {load.state === 'ready' && items.length > 0 && (
        <MatchingBoard
          entries={items}
          glossOrder={load.set.glossOrder}
          matching={matching}
          headingLevel={2}
          status={allHidden && 'Well done! Here come new words.'}
        />
      )}
    </>
  );
}
