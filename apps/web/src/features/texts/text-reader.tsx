import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { textSentenceRecordingId } from '@langapp/shared';
import type { TextRecording, TextSentence } from '@langapp/shared';
import { useLexicon } from '../../api/lexicon';
import { textRecordingsQuery, usePlayableTextRecordings } from '../../api/recordings';
import { DisplayModeToggle } from '../../components/interlinear/display-mode-toggle';
import type { DisplayMode } from '../../components/interlinear/display-mode-toggle';
import { InterlinearText } from '../../components/interlinear/interlinear-text';
import type { ListenLauncherProps, ListenSource } from '../../components/listen/listen-source';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import type { ReadAlongProps } from './read-along';

const NO_TEXT_FOUND = 'No text found!';

interface TextReaderProps {
  title: string;
  sents: readonly TextSentence[];
  /** Shown between the title and the display mode (e.g. the admin's Edit and Delete). */
  actions?: ReactNode;
  /** Content above the sentences (e.g. a note that the text is a sample). */
  children?: ReactNode;
  /** Controls under each sentence of a stored text, given the sent_id of its recordings. */
  renderSentenceActions?: (sentId: string, sentence: TextSentence) => ReactNode;
  /** The stored text's id: its sentences' recordings play from a button before each. */
  textId?: number;
  /** The Listen button the app gives the page (ADR 081): the text's sentences hands-free. */
  listen?: ComponentType<ListenLauncherProps>;
  /** The text's whole recording (ADR 087) and the read-along that plays it (ADR 093, loaded lazily). */
  recording?: TextRecording | undefined;
  readAlong?: ComponentType<ReadAlongProps>;
}

/** Whether some sentence has its span in the recording: the read-along has something to follow. */
const hasTimes = (sents: readonly TextSentence[]) =>
  sents.some((s) => s.start !== undefined && s.end !== undefined && s.end > s.start);

/** A text's title (the page's h1), the display mode toggle and the numbered sentences. */
export function TextReader({
  title,
  sents,
  actions,
  children,
  renderSentenceActions,
  textId,
  listen: Listen,
  recording,
  readAlong: ReadAlong,
}: TextReaderProps) {
  const [mode, setMode] = useState<DisplayMode>('unlinked');
  const hasLinks = useMemo(
    () => sents.some((s) => s.words.some((w) => w.morphs.some((m) => m.lexId !== undefined))),
    [sents],
  );
  // The lexicon is fetched only when a linked morph can be opened.
  const lexicon = useLexicon(mode === 'linked' && hasLinks);
  const recordings = usePlayableTextRecordings(textId);
  // A stored text's sentences all have ids (texts/sentence-ids); a text shipped with the app has none.
  const sentIdOf = (sentence: TextSentence) =>
    textId === undefined || sentence.id === undefined
      ? undefined
      : textSentenceRecordingId(textId, sentence.id);
  // Listen hands-free (ADR 081): each sentence, once the text's recordings have arrived (or failed).
  const recordingsAnswered = !useQuery({ ...textRecordingsQuery(textId ?? 0), enabled: textId !== undefined })
    .isPending;
  const listenSources = useMemo<ListenSource[]>(
    () =>
      Listen === undefined || textId === undefined || !recordingsAnswered
        ? []
        : sents.map((sentence, index) => {
            const sentId =
              sentence.id === undefined ? undefined : textSentenceRecordingId(textId, sentence.id);
            return {
              key: sentId ?? `${index}`,
              text: sentence.text,
              meaning: sentence.trans,
              take: (sentId === undefined ? undefined : recordings.get(sentId)) ?? null,
            };
          }),
    [Listen, textId, recordingsAnswered, sents, recordings],
  );
  const listProps = {
    sents,
    mode,
    lexicon,
    renderSentenceActions:
      renderSentenceActions &&
      ((sentence: TextSentence) => {
        const sentId = sentIdOf(sentence);
        return sentId === undefined ? null : renderSentenceActions(sentId, sentence);
      }),
    recordingOf: (sentence: TextSentence) => {
      const sentId = sentIdOf(sentence);
      return sentId === undefined ? undefined : recordings.get(sentId);
    },
    textId,
  };
  const list = <InterlinearText {...listProps} />;
  return (
    <>
      <PageHeader title={title} />
      {actions}
      {children}
      {Listen && <Listen title={title} sources={listenSources} className="mb-3" />}
      <DisplayModeToggle mode={mode} onChange={setMode} />
      {ReadAlong && recording && hasTimes(sents) ? (
        // Until its code arrives the text shows as it does without a recording.
        <Suspense fallback={list}>
          <ReadAlong {...listProps} recording={recording} />
        </Suspense>
      ) : (
        list
      )}
    </>
  );
}

/** A missing id, an unknown or unpublished text, or one that could not be loaded. */
export function NoTextFound() {
  return (
    <>
      <PageHeader title={NO_TEXT_FOUND} />
      <Link to="/texts">Back to texts</Link>
    </>
  );
}

/** While the text call is under way (the h1 is there from the start). */
export function TextLoading() {
  return (
    <>
      <PageHeader title="Text" />
      <Loading label="Loading text..." />
    </>
  );
}
