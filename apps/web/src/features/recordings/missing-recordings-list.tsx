import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { Alert, Button, Col, Form, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { MISSING_RECORDINGS_PAGE_SIZE } from '@langapp/shared';
import type { MissingRecordings, MissingSentence, MissingWord, RecordingCoverage } from '@langapp/shared';
import { missingRecordingsQuery } from '../../api/recording-coverage';
import { remoteStatus } from '../../api/remote-status';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { ApiError } from '../../lib/api-client';
import { NOUNS, plural } from './coverage-figures';
import { missingRecordingsRequest } from './coverage-filter';
import type { CoverageFilter } from './coverage-filter';
import { LazyManageSentenceAudioModal, LazyManageWordAudioModal } from './lazy-audio-modals';
import { shorten } from './manage-audio-buttons';

// The recording coverage page's list of what is still to record, with its filters and the audio
// modal's record buttons (docs/decisions/033). Split from recording-coverage-page.tsx (ADR 074).

/** The entry a record button opened the modal for, and where its row was. */
type Target =
  | { kind: 'word'; key: string; index: number; name: string; entry: MissingWord }
  | { kind: 'sentence'; key: string; index: number; name: string; sentId: string; text: string };

const wordKey = (w: MissingWord) => `word:${w.id}`;
const sentenceKey = (s: MissingSentence) => `sentence:${s.id}`;
const keysOf = (list: MissingRecordings | undefined): string[] =>
  list ? (list.kind === 'word' ? list.entries.map(wordKey) : list.entries.map(sentenceKey)) : [];

/** 'tahak (river)': a word's button names its gloss too, since two entries may share a spelling. */
const wordName = (w: MissingWord) => (w.gloss ? `${w.lex} (${w.gloss})` : w.lex);

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Form.Group as={Col} xs={12} sm={4} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value} onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}>
        {children}
      </Form.Select>
    </Form.Group>
  );
}

/**
 * The entries (or sentences) without a recording, a page at a time, each with a record button that
 * opens the audio modal. One modal serves the list: a recording made in it refreshes the list and
 * the figures at once (the upload invalidates them), so the row leaves behind the modal; when the
 * modal closes, focus goes to the row that took its place (or back to the same row's button if it
 * is still to record), so the teacher and the speaker work straight down the list.
 */
export function MissingList({
  coverage,
  filter,
  setFilter,
}: {
  coverage: RecordingCoverage | undefined;
  filter: CoverageFilter;
  setFilter: (filter: CoverageFilter) => void;
}) {
  const query = useQuery(missingRecordingsQuery(missingRecordingsRequest(filter)));
  const status = remoteStatus(query);
  const list = query.data;
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [target, setTarget] = useState<Target | null>(null);
  const [show, setShow] = useState(false);
  const [closed, setClosed] = useState<Target | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const buttonRef = useCallback(
    (key: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    [],
  );

  function open(next: Target) {
    setAnnouncement('');
    setTarget(next);
    setShow(true);
  }

  /** A row's button: opens the audio modal for `row`, named `label`. */
  const recordButton = (row: Target, label: string) => (
    <Button
      ref={buttonRef(row.key)}
      size="sm"
      variant="outline-primary"
      aria-label={label}
      onClick={() => open(row)}
    >
      Record
    </Button>
  );

  // Once the modal has gone: focus the same row's button, or the one that took its place.
  const keys = useMemo(() => keysOf(list), [list]);
  useEffect(() => {
    if (!closed) return;
    setClosed(null);
    if (keys.includes(closed.key)) {
      buttons.current.get(closed.key)?.focus();
      return;
    }
    setAnnouncement(`${closed.name} has a recording now.`);
    const next = keys[Math.min(closed.index, keys.length - 1)];
    const button = next === undefined ? undefined : buttons.current.get(next);
    if (button) button.focus();
    else heading.current?.focus();
  }, [closed, keys]);

  // A page emptied by recordings, past the end of the list: go to the last page there is.
  const pastTheEnd = list !== undefined && list.entries.length === 0 && list.offset > 0 && list.total > 0;
  useEffect(() => {
    if (pastTheEnd) setFilter({ ...filter, page: Math.ceil(list.total / MISSING_RECORDINGS_PAGE_SIZE) });
  }, [pastTheEnd, filter, list, setFilter]);

  const change = (patch: Partial<CoverageFilter>) => {
    setAnnouncement('');
    setFilter({ ...filter, ...patch, page: patch.page ?? 1 });
  };
  const goToPage = (page: number) => {
    change({ page });
    heading.current?.focus();
  };

  // Whichever modal is open: it hides on request, and once gone hands the focus back (above).
  const modalProps = {
    show,
    onHide: () => setShow(false),
    onExited: () => {
      setClosed(target);
      setTarget(null);
    },
  };

  const noun = NOUNS[filter.kind].other;
  const filtered = filter.lesson !== '' || filter.pos !== '';
  const lessons = coverage?.lessons ?? [];
  const partsOfSpeech = coverage?.partsOfSpeech ?? [];
  const refusal = query.error instanceof ApiError ? query.error.serverError : undefined;

  return (
    <section aria-labelledby="still-to-record">
      <h2 id="still-to-record" ref={heading} tabIndex={-1} className="h4">
        Still to record
      </h2>
      <Form className="row g-2 mb-3" onSubmit={(e) => e.preventDefault()} aria-label="Filters">
        <FilterSelect
          id="coverage-kind"
          label="Show"
          value={filter.kind}
          onChange={(kind) => change({ kind: kind === 'sentence' ? 'sentence' : 'word', pos: '' })}
        >
          <option value="word">Words</option>
          <option value="sentence">Sentences</option>
        </FilterSelect>
        {filter.kind === 'word' && (
          <FilterSelect
            id="coverage-pos"
            label="Part of speech"
            value={filter.pos}
            onChange={(pos) => change({ pos })}
          >
            <option value="">Any part of speech</option>
            {partsOfSpeech.map((pos) => (
              <option key={pos} value={pos}>
                {pos}
              </option>
            ))}
            {/* The address may name one no entry uses now: it stays choosable, so the select shows it. */}
            {filter.pos && !partsOfSpeech.includes(filter.pos) && (
              <option value={filter.pos}>{filter.pos}</option>
            )}
          </FilterSelect>
        )}
        <FilterSelect
          id="coverage-lesson"
          label="Lesson"
          value={filter.lesson}
          onChange={(lesson) => change({ lesson })}
        >
          <option value="">Any lesson</option>
          {lessons.map((lesson) => (
            <option key={lesson.id} value={lesson.id}>
              {lesson.title === lesson.id ? lesson.id : `${lesson.title} (${lesson.id})`}
            </option>
          ))}
          {filter.lesson && !lessons.some((l) => l.id === filter.lesson) && (
            <option value={filter.lesson}>{filter.lesson}</option>
          )}
        </FilterSelect>
      </Form>

      <p role="status" aria-live="polite" className={announcement ? 'text-success' : 'visually-hidden'}>
        {announcement}
      </p>

      {status === 'loading' && <Loading label={`Loading the ${noun} without a recording...`} />}
      {status === 'error' && (
        <Alert variant="danger">
          The list of {noun} without a recording could not be loaded.{refusal && ` ${refusal}`}
        </Alert>
      )}
      {list &&
        (list.total === 0 ? (
          coverage?.[filter.kind === 'word' ? 'words' : 'sentences'].total === 0 ? (
            <EmptyState
              title={`No ${noun} to record`}
              headingLevel={3}
              actions={
                filter.kind === 'word' ? (
                  <Link to="/admin/import" className="btn btn-primary">
                    Import a dictionary
                  </Link>
                ) : (
                  <Link to="/annotate" className="btn btn-primary">
                    Annotate a text
                  </Link>
                )
              }
            >
              {filter.kind === 'word'
                ? 'The dictionary is empty: once it has words, each shows here until someone records it.'
                : 'There is no sentence yet: the sentences of the texts show here until someone records them.'}
            </EmptyState>
          ) : (
            <EmptyState
              title={
                filtered
                  ? `Every one of the ${noun} these filters show has a recording.`
                  : `Every one of the ${noun} has a recording.`
              }
              headingLevel={3}
              actions={
                filtered && (
                  <Button
                    variant="outline-primary"
                    onClick={() => {
                      // The button goes with the filters: the list's heading takes the focus.
                      change({ pos: '', lesson: '' });
                      heading.current?.focus();
                    }}
                  >
                    Show all the {noun}
                  </Button>
                )
              }
            >
              {filtered
                ? `The other ${noun} may still need one.`
                : `A ${NOUNS[filter.kind].one} added later shows here until someone records it.`}
            </EmptyState>
          )
        ) : (
          <>
            <p>
              {list.entries.length > 0
                ? `${list.total} ${plural(list.total, filter.kind)} without a recording; showing ${list.offset + 1} to ${list.offset + list.entries.length}.`
                : `${list.total} ${plural(list.total, filter.kind)} without a recording.`}
            </p>
            <Table responsive hover className="align-middle">
              <caption className="visually-hidden">
                {filter.kind === 'word' ? 'Words without a recording' : 'Sentences without a recording'}
              </caption>
              {list.kind === 'word' ? (
                <>
                  <thead>
                    <tr>
                      <th scope="col">Word</th>
                      <th scope="col">Part of speech</th>
                      <th scope="col">Gloss</th>
                      <th scope="col">Recording</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.entries.map((w, index) => (
                      <tr key={wordKey(w)}>
                        <th scope="row">{w.lex}</th>
                        <td>{w.pos}</td>
                        <td>{w.gloss}</td>
                        <td>
                          {recordButton(
                            { kind: 'word', key: wordKey(w), index, name: w.lex, entry: w },
                            `Record ${wordName(w)}`,
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </>
              ) : (
                <>
                  <thead>
                    <tr>
                      <th scope="col">Sentence</th>
                      <th scope="col">Translation</th>
                      <th scope="col">Recording</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.entries.map((s, index) => (
                      <tr key={sentenceKey(s)}>
                        <th scope="row" className="fw-normal">
                          {s.text}
                        </th>
                        <td>{s.trans}</td>
                        <td>
                          {recordButton(
                            {
                              kind: 'sentence',
                              key: sentenceKey(s),
                              index,
                              name: `“${shorten(s.text)}”`,
                              sentId: s.id,
                              text: s.text,
                            },
                            `Record “${shorten(s.text)}”`,
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </>
              )}
            </Table>
            {list.total > MISSING_RECORDINGS_PAGE_SIZE && (
              <nav aria-label={`Pages of ${noun} without a recording`} className="d-flex gap-2">
                <Button
                  variant="outline-secondary"
                  disabled={filter.page <= 1}
                  onClick={() => goToPage(filter.page - 1)}
                >
                  Previous page
                </Button>
                <Button
                  variant="outline-secondary"
                  disabled={list.offset + list.entries.length >= list.total}
                  onClick={() => goToPage(filter.page + 1)}
                >
                  Next page
                </Button>
              </nav>
            )}
          </>
        ))}

      {target && (
        <Suspense fallback={<Loading />}>
          {target.kind === 'word' ? (
            <LazyManageWordAudioModal key={target.key} {...modalProps} entry={target.entry} />
          ) : (
            <LazyManageSentenceAudioModal
              key={target.key}
              {...modalProps}
              sentId={target.sentId}
              sentenceText={target.text}
            />
          )}
        </Suspense>
      )}
    </section>
  );
}
