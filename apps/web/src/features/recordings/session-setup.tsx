import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { RECORDING_SESSION_MAX_TAKES, textSentenceRecordingId } from '@langapp/shared';
import { lessonsQuery } from '../../api/lessons';
import { stillToRecordQuery } from '../../api/recorder-takes';
import { wordsToRecordByUseQuery } from '../../api/recording-session';
import { textIndexQuery, textQuery } from '../../api/texts';
import { useOnline } from '../../offline/online-status';
import type { SessionItem } from '../../offline/recording-sessions';
import { rememberedSpeaker, SpeakerPicker } from './speaker-picker';

type ListKind = 'words' | 'sentences' | 'lesson' | 'text';

const LIST_NAMES: Record<ListKind, string> = {
  words: 'Words still to record, the most used first',
  sentences: 'Sentences still to record',
  lesson: "A lesson's words",
  text: "A text's sentences",
};

/** The items of the list chosen, once loaded (undefined while loading or until a lesson or text is chosen). */
function useListItems(kind: ListKind, lessonId: string, textId: number | null) {
  const words = useQuery({ ...wordsToRecordByUseQuery, enabled: kind === 'words' });
  const sentences = useQuery({ ...stillToRecordQuery('sentence'), enabled: kind === 'sentences' });
  const lessons = useQuery({ ...lessonsQuery, enabled: kind === 'lesson' });
  const texts = useQuery({ ...textIndexQuery, enabled: kind === 'text' });
  const text = useQuery({ ...textQuery(textId ?? 0), enabled: kind === 'text' && textId !== null });
  let items: SessionItem[] | undefined;
  let failed = false;
  if (kind === 'words') {
    failed = words.isError;
    if (words.data?.kind === 'word')
      items = words.data.entries.map((e) => ({
        key: `word:${e.id}`,
        kind: 'word',
        lexId: e.id,
        text: e.lex,
        gloss: e.gloss,
      }));
  } else if (kind === 'sentences') {
    failed = sentences.isError;
    if (sentences.data?.kind === 'sentence')
      items = sentences.data.entries.map((s) => ({
        key: `sentence:${s.id}`,
        kind: 'sentence',
        sentId: s.id,
        text: s.text,
        gloss: s.trans,
      }));
  } else if (kind === 'lesson') {
    failed = lessons.isError;
    const lesson = lessons.data?.find((l) => l.id === lessonId);
    if (lesson)
      items = (lesson.words ?? []).map((w) => ({
        key: `word:${w.lexId}`,
        kind: 'word',
        lexId: w.lexId,
        text: w.lex,
        gloss: w.gloss ?? '',
      }));
  } else {
    failed = texts.isError || text.isError;
    if (text.data)
      items = text.data.data.sents.flatMap((s) => {
        if (s.id === undefined) return [];
        const sentId = textSentenceRecordingId(text.data.id, s.id);
        return [
          { key: `sentence:${sentId}`, kind: 'sentence' as const, sentId, text: s.text, gloss: s.trans },
        ];
      });
  }
  // A list names each item once, and holds as many as a session saves at once.
  if (items)
    items = [...new Map(items.map((i) => [i.key, i])).values()].slice(0, RECORDING_SESSION_MAX_TAKES);
  return { items, failed, lessons: lessons.data ?? [], texts: texts.data ?? [] };
}

/**
 * The session's start: which list, which speaker, then Start. Starting needs a connection (the
 * lists come from the server); the sitting itself does not.
 */
export function SessionSetup({
  onStart,
}: {
  onStart: (start: { speaker: string; listName: string; items: SessionItem[] }) => void;
}) {
  const online = useOnline();
  const [speaker, setSpeaker] = useState(rememberedSpeaker);
  const [kind, setKind] = useState<ListKind>('words');
  const [lessonId, setLessonId] = useState('');
  const [textId, setTextId] = useState<number | null>(null);
  const { items, failed, lessons, texts } = useListItems(kind, lessonId, textId);
  const listId = useId();
  const lessonField = useId();
  const textField = useId();
  const lesson = lessons.find((l) => l.id === lessonId);
  const text = texts.find((t) => t.id === textId);
  const listName =
    kind === 'lesson' && lesson
      ? `Lesson: ${lesson.title}`
      : kind === 'text' && text
        ? `Text: ${text.title}`
        : LIST_NAMES[kind];

  return (
    <section aria-labelledby="session-setup-heading">
      <h2 id="session-setup-heading" className="h4">
        A new session
      </h2>
      <SpeakerPicker value={speaker} onChange={setSpeaker} />
      <Form.Group controlId={listId} className="mb-3">
        <Form.Label>What to record</Form.Label>
        <Form.Select className="w-auto" value={kind} onChange={(e) => setKind(e.target.value as ListKind)}>
          {(Object.keys(LIST_NAMES) as ListKind[]).map((k) => (
            <option key={k} value={k}>
              {LIST_NAMES[k]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {kind === 'lesson' && (
        <Form.Group controlId={lessonField} className="mb-3">
          <Form.Label>Lesson</Form.Label>
          <Form.Select className="w-auto" value={lessonId} onChange={(e) => setLessonId(e.target.value)}>
            <option value="">Choose a lesson</option>
            {lessons.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {kind === 'text' && (
        <Form.Group controlId={textField} className="mb-3">
          <Form.Label>Text</Form.Label>
          <Form.Select
            className="w-auto"
            value={textId ?? ''}
            onChange={(e) => setTextId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Choose a text</option>
            {texts.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {failed && <Alert variant="danger">The list could not be loaded.</Alert>}
      {items && (
        <p role="status">
          {items.length === 0
            ? 'Nothing to record in this list.'
            : `${items.length} ${items.length === 1 ? 'item' : 'items'} to record, one at a time.`}
        </p>
      )}
      {!online && <Alert variant="info">Starting a session needs a connection.</Alert>}
      {!speaker && <p>Choose who is speaking first.</p>}
      <Button
        size="lg"
        disabled={!online || !speaker || !items || items.length === 0}
        onClick={() => items && onStart({ speaker, listName, items })}
      >
        Start the session
      </Button>
    </section>
  );
}
