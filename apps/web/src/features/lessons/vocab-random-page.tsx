import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { isMatchingPair, shuffle } from '@langapp/shared';
import type { RandomVocabItem } from '@langapp/shared';
import { randomVocabQuery } from '../../api/lexicon';
import { wordRecordingUrl } from '../../api/recordings';
import { useAudioPlayer } from '../../components/audio/audio-player';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { MatchingBoard } from '../../components/matching/matching-board';
import { MATCH_FEEDBACK_MS, useMatching } from '../../components/matching/use-matching';
import type { HiddenPairs, MatchAttempt } from '../../components/matching/use-matching';
import { PageHeader } from '../../components/page-header';
import { useAddMissedWord } from '../../components/review/use-add-missed-word';

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

/** A match hides both its entries, each from both columns. */
function hideEntries({ word, gloss }: MatchAttempt, hidden: HiddenPairs): HiddenPairs {
  const entries = new Set([...hidden.words, word, gloss]);
  return { words: entries, glosses: entries };
}

/**
 * /vocab-random: match five words to their glosses; a cleared set brings a new one. A word chosen in
 * a mismatch goes to the learner's review deck (named by its written form and gloss: the game's
 * words carry no entry id).
 */
export function VocabRandomPage() {
  const queryClient = useQueryClient();
  const { data, isError, refetch } = useQuery(randomVocabQuery);
  // The set in play: made once from an answer, kept until it is cleared and the next answer is here.
  const [set, setSet] = useState<VocabSet | null>(null);
  const [awaitingNext, setAwaitingNext] = useState(false);
  const items = set?.items ?? NO_ITEMS;
  const addMissed = useAddMissedWord('matching');
  const matching = useMatching({
    size: items.length,
    isMatch: (word, gloss) => isMatchingPair(items[word], items[gloss]),
    afterMatch: hideEntries,
    onMismatch: ({ word }) => {
      const item = items[word];
      if (item) addMissed({ lex: item.lex, gloss: item.gloss });
    },
  });
  const { word, hidden, reset } = matching;
  const play = useAudioPlayer();

  useEffect(() => {
    if (data === undefined || (set !== null && !(awaitingNext && data !== set.items))) return;
    const glossOrder = shuffle(
      data.map((_item, index) => index),
      Math.random,
    );
    reset();
    setSet({ items: data, glossOrder });
    setAwaitingNext(false);
  }, [data, set, awaitingNext, reset]);

  // Leaving the game drops its set: the next visit brings a new one.
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: randomVocabQuery.queryKey, exact: true }),
    [queryClient],
  );

  const allHidden = items.length > 0 && hidden.words.size === items.length;

  // Every pair found: a moment to see it, then the next set.
  useEffect(() => {
    if (!allHidden) return;
    const timer = setTimeout(() => {
      setAwaitingNext(true);
      void refetch();
    }, NEXT_SET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [allHidden, refetch]);

  const failed = isError && (set === null || awaitingNext);

  // A word is heard a moment after it is chosen (not at all if it is let go before then).
  const chosenFile = word === null ? null : (items[word]?.filename ?? null);
  const chosenSpeaker = word === null ? undefined : items[word]?.speaker;
  useEffect(() => {
    if (chosenFile === null) return;
    const take = {
      url: wordRecordingUrl(chosenFile),
      ...(chosenSpeaker !== undefined && { speaker: chosenSpeaker }),
    };
    const timer = setTimeout(() => play(take), AUDIO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chosenFile, chosenSpeaker, word, play]);

  return (
    <>
      <PageHeader title="Match the words" />
      {failed && <Alert variant="danger">The lexical data could not be loaded!</Alert>}
      {!failed && set === null && <Loading label="Loading the words..." />}
      {!failed && set !== null && items.length === 0 && (
        <EmptyState
          title="There are no words with recordings to practise yet."
          actions={
            <Link to="/words" className="btn btn-outline-primary">
              Browse the words
            </Link>
          }
        >
          This game pairs words that have a recording with their meanings: it starts once your teacher has
          recorded some.
        </EmptyState>
      )}
      {!failed && set !== null && items.length > 0 && (
        <MatchingBoard
          entries={items}
          glossOrder={set.glossOrder}
          matching={matching}
          headingLevel={2}
          status={allHidden && 'Well done! Here come new words.'}
        />
      )}
    </>
  );
}
