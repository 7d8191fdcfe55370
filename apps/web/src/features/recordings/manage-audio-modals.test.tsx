import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { sentenceRecordingsQuery } from '../../api/recordings';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { mockFetch, networkDown } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { UPLOAD_SUCCESS } from './audio-recorder';
import { ManageSentenceAudioButton, ManageWordAudioButton } from './manage-audio-buttons';
import {
  CLOSE_WITH_TAKE_QUESTION,
  DELETE_FAILED,
  LAST_SENTENCE_AUDIO_NOTICE,
  ManageSentenceAudioModal,
  ManageWordAudioModal,
} from './manage-audio-modals';
import { SPEAKER_PALETTE } from './speaker-badge';
import { installFakeMedia } from './test-media';

// Sample entries, invented: not language material. okihu is entry 2; ko'mu has a homograph.
const OKIHU = { id: 2, lex: 'okihu' };

const wordRows = [
  // Winter (PST) and summer (PDT) instants, two speakers, and an original upload that is not listed.
  { word: 'okihu', filename: 'okihu-1.mp3', speaker: 'teacher', timestamp: '2025-01-15T20:30:00.000Z' },
  { word: 'okihu', filename: 'okihu-2.mp3', speaker: 'elder', timestamp: '2024-07-04T19:05:00.000Z' },
  { word: 'okihu', filename: 'okihu-2.orig.webm', speaker: 'elder', timestamp: '2024-07-04T19:05:00.000Z' },
  { word: 'okihu', filename: 'okihu-3.mp3', speaker: 'teacher', timestamp: '2025-02-01T08:00:00.000Z' },
];

/** GET /api/recording-speakers answering these speakers, in the order of their first recording. */
const speakers = (...names: string[]) => ({
  'GET /api/recording-speakers': {
    body: { data: names.map((speaker) => ({ speaker, first_recorded: '2024-01-01T00:00:00.000Z' })) },
  },
  // The speakers the one recording picks from (ADR 080).
  'GET /api/speakers': { body: { data: names.map((name) => ({ name, variety: '' })) } },
});

/** Renders with a cache of server data of its own, as the app provides it. */
const renderWithQueries = (ui: ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

/** The query string of the first call to `path`. */
function searchOf(path: string): URLSearchParams {
  const call = vi
    .mocked(fetch)
    .mock.calls.find(([input]) => new URL(String(input), 'http://x').pathname === path);
  return new URL(String(call?.[0]), 'http://x').searchParams;
}

function speakerLine(name: string) {
  const line = screen.getByText(name, { selector: 'span' }).closest('li');
  if (!line) throw new Error(`No line for ${name}`);
  return line;
}

describe('manage word audio modal', () => {
  it('when the word has recordings, then each speaker shows with a badge per .mp3 file, initials and visible Pacific time', async () => {
    // The product's speakers in the order of their first recording: elder first.
    mockFetch({
      'GET /api/audio-recordings-info': { body: { data: wordRows } },
      ...speakers('elder', 'ana', 'teacher'),
    });
    renderWithQueries(<ManageWordAudioModal show onHide={() => {}} entry={OKIHU} />);

    const dialog = await screen.findByRole('dialog', { name: 'Manage Audio: okihu' });
    await within(dialog).findByText('teacher', { selector: 'span' });

    const teacherBadges = within(speakerLine('teacher')).getAllByRole('button', { name: /^Recording by/ });
    expect(teacherBadges[0]).toHaveAccessibleName(/^Recording by teacher, Jan 15, 2025, 12:30\sPM PST$/);
    expect(teacherBadges[1]).toHaveAccessibleName(/^Recording by teacher, Feb 1, 2025, 12:00\sAM PST$/);
    // The time is on the badge itself, not only in its name.
    expect(teacherBadges.map((b) => b.textContent?.replace(/\s/g, ' '))).toEqual([
      'TJan 15, 2025, 12:30 PM PST',
      'TFeb 1, 2025, 12:00 AM PST',
    ]);
    await vi.waitFor(() => expect(teacherBadges[0]).toHaveClass(`bg-${SPEAKER_PALETTE[2].bg}`));
    const elderBadges = within(speakerLine('elder')).getAllByRole('button', { name: /^Recording by/ });
    expect(elderBadges).toHaveLength(1);
    expect(elderBadges[0]).toHaveTextContent(/^EJul 4, 2024/);
    expect(elderBadges[0]).toHaveAccessibleName(/^Recording by elder, Jul 4, 2024, 12:05\sPM PDT$/);
    expect(elderBadges[0]).toHaveClass(`bg-${SPEAKER_PALETTE[0].bg}`);
  });

  it('when two speakers share a first letter, then their badges differ in initials and colour', async () => {
    const rows = [
      { word: 'okihu', filename: 'a.mp3', speaker: 'tom', timestamp: '2025-01-15T20:30:00.000Z' },
      { word: 'okihu', filename: 'b.mp3', speaker: 'teacher', timestamp: '2025-01-16T20:30:00.000Z' },
    ];
    mockFetch({ 'GET /api/audio-recordings-info': { body: { data: rows } }, ...speakers('teacher', 'tom') });
    renderWithQueries(<ManageWordAudioModal show onHide={() => {}} entry={OKIHU} />);

    const tom = await screen.findByRole('button', { name: /^Recording by tom/ });
    const teacher = screen.getByRole('button', { name: /^Recording by teacher/ });
    expect(tom).toHaveTextContent(/^To/);
    expect(teacher).toHaveTextContent(/^Te/);
    await vi.waitFor(() => expect(teacher).toHaveClass(`bg-${SPEAKER_PALETTE[0].bg}`));
    expect(tom).toHaveClass(`bg-${SPEAKER_PALETTE[1].bg}`);
  });

  it('when a badge is clicked, then its file plays from /api/audio', async () => {
    const { played } = fakeAudio();
    mockFetch({ 'GET /api/audio-recordings-info': { body: { data: wordRows } }, ...speakers('teacher') });
    renderWithQueries(<ManageWordAudioModal show onHide={() => {}} entry={OKIHU} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Recording by elder/ }));

    expect(played).toEqual(['/api/audio/okihu-2.mp3']);
  });

  it('when a homograph is recorded, then the title tells it apart and its own takes are asked for by entry id', async () => {
    const { calls } = mockFetch({
      'GET /api/audio-recordings-info': { body: { data: [] } },
      ...speakers('teacher'),
    });
    renderWithQueries(
      <ManageWordAudioModal
        show
        onHide={() => {}}
        entry={{ id: 7, lex: "ko'mu", homograph: 2, gloss: 'to flow' }}
      />,
    );

    expect(
      await screen.findByRole('dialog', { name: "Manage Audio: ko'mu 2 (to flow)" }),
    ).toBeInTheDocument();
    expect(await screen.findByText('There are no recordings yet.')).toBeInTheDocument();
    const asked = vi.mocked(fetch).mock.calls.map((c) => new URL(String(c[0]), 'http://x'));
    const url = asked.find((u) => u.pathname === '/api/audio-recordings-info')!;
    expect([...url.searchParams]).toEqual([['lexId', '7']]);
    expect(calls.filter((c) => c.path === '/api/audio-recordings-info')).toHaveLength(1);
  });

  it('when a recording is uploaded, then the list is asked for again and the new badge shows', async () => {
    installFakeMedia();
    const replies: Record<string, Reply> = {
      ...speakers(),
      'GET /api/audio-recordings-info': { body: { data: [] } },
      'POST /api/upload-lex-audio': { body: { success: true, filename: 'okihu-9.mp3' } },
    };
    const { calls } = mockFetch(replies);
    renderWithQueries(<ManageWordAudioModal show onHide={() => {}} entry={OKIHU} />);
    const user = userEvent.setup();
    await screen.findByText('There are no recordings yet.');

    await user.click(screen.getByRole('button', { name: 'RECORD' }));
    await user.click(await screen.findByRole('button', { name: 'STOP' }));
    replies['GET /api/audio-recordings-info'] = {
      body: {
        data: [
          {
            word: 'okihu',
            filename: 'okihu-9.mp3',
            speaker: 'teacher',
            timestamp: '2025-03-10T17:00:00.000Z',
          },
        ],
      },
    };
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByRole('button', { name: /^Recording by teacher, Mar 10, 2025, 10:00\sAM PDT$/ }),
    ).toHaveTextContent('T');
    expect(screen.getByRole('status')).toHaveTextContent(UPLOAD_SUCCESS);
    expect(
      calls
        .map((c) => `${c.method} ${c.path}`)
        .filter((c) => c !== 'GET /api/recording-speakers' && c !== 'GET /api/speakers'),
    ).toEqual([
      'GET /api/audio-recordings-info',
      'POST /api/upload-lex-audio',
      'GET /api/audio-recordings-info',
    ]);
    // The take is of this entry, by id, so that a homograph spelled alike never gets it.
    expect(calls.find((c) => c.path === '/api/upload-lex-audio')?.form).toMatchObject({
      word: 'okihu',
      lexId: '2',
    });
  });

  it('when the list cannot be loaded, then a message says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/audio-recordings-info': networkDown(), ...speakers('teacher') });
    renderWithQueries(<ManageWordAudioModal show onHide={() => {}} entry={OKIHU} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('The recordings could not be loaded.');
  });

  it('when the modal is open, then it has no serious axe violation and Close calls onHide', async () => {
    installFakeMedia();
    mockFetch({ 'GET /api/audio-recordings-info': { body: { data: wordRows } }, ...speakers('teacher') });
    const onHide = vi.fn();
    renderWithQueries(<ManageWordAudioModal show onHide={onHide} entry={OKIHU} />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /^Recording by elder/ });

    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(onHide).toHaveBeenCalled();
  });
});

describe('manage sentence audio modal', () => {
  const sentRows = [
    { sent_id: '7.2', filename: '7.2-1.mp3', speaker: 'teacher', timestamp: '2025-01-15T20:30:00.000Z' },
    { sent_id: '7.2', filename: '7.2-1.orig.m4a', speaker: 'teacher', timestamp: '2025-01-15T20:30:00.000Z' },
    { sent_id: '7.3', filename: '7.3-1.mp3', speaker: 'teacher', timestamp: '2025-01-15T20:31:00.000Z' },
    {
      sent_id: 'sample-1',
      filename: 'sample-1-1.mp3',
      speaker: 'elder',
      timestamp: '2025-01-15T20:32:00.000Z',
    },
  ];

  it('when it opens, then the sentence, the last-audio notice and only its own .mp3 recordings show', async () => {
    const { played } = fakeAudio();
    // The server answers the recordings of the sentences asked for (?sent=7.2), in every format.
    mockFetch({
      'GET /api/sent-audios': { body: { data: sentRows.filter((row) => row.sent_id === '7.2') } },
      ...speakers('teacher', 'elder'),
    });
    renderWithQueries(
      <ManageSentenceAudioModal show onHide={() => {}} sentId="7.2" sentenceText="Okihu tietuk." />,
    );
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Manage sentence audio' });
    expect(within(dialog).getByText('Okihu tietuk.')).toBeInTheDocument();
    expect(within(dialog).getByText(LAST_SENTENCE_AUDIO_NOTICE)).toBeInTheDocument();
    const badge = await within(dialog).findByRole('button', {
      name: /^Recording by teacher, Jan 15, 2025, 12:30\sPM PST$/,
    });
    expect(within(dialog).getAllByRole('button', { name: /^Recording by/ })).toHaveLength(1);

    await user.click(badge);
    expect(played).toEqual(['/api/audio-sent/7.2-1.mp3']);
    expect(searchOf('/api/sent-audios').getAll('sent')).toEqual(['7.2']);
  });

  it('when a recording is submitted, then it goes to upload-sent-audio with the id, its type and the file named id.webm', async () => {
    installFakeMedia();
    const { calls } = mockFetch({
      ...speakers(),
      'GET /api/sent-audios': { body: { data: [] } },
      'POST /api/upload-sent-audio': { body: { success: true, filename: '7.2-9.mp3' } },
    });
    renderWithQueries(
      <ManageSentenceAudioModal show onHide={() => {}} sentId="7.2" sentenceText="Okihu tietuk." />,
    );
    const user = userEvent.setup();
    await screen.findByText('There are no recordings yet.');

    await user.click(screen.getByRole('button', { name: 'RECORD' }));
    await user.click(await screen.findByRole('button', { name: 'STOP' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(UPLOAD_SUCCESS)).toBeInTheDocument();
    const upload = calls.find((c) => c.path === '/api/upload-sent-audio');
    const body = upload?.init?.body as FormData;
    expect(body.get('id')).toBe('7.2');
    expect(body.get('filetype')).toBe('audio/webm;codecs=opus');
    expect((body.get('audio') as File).name).toBe('7.2.webm');
    expect(calls.filter((c) => c.path === '/api/sent-audios')).toHaveLength(2);
  });
});

/** Another view of sentence recordings (as a lesson shows them): how many it has of 7.2 and 7.3. */
function SentenceRecordingCount() {
  const { data } = useQuery(sentenceRecordingsQuery(['7.2', '7.3']));
  return <p>{data ? `${data.length} sentence recordings` : 'none yet'}</p>;
}

describe('sentence audio upload', () => {
  it("when a sentence recording is uploaded, then every view of that sentence's recordings updates", async () => {
    installFakeMedia();
    const row = (sent_id: string, n: number) => ({
      sent_id,
      filename: `${sent_id}-${n}.mp3`,
      speaker: 'teacher',
      timestamp: '2025-01-15T20:30:00.000Z',
    });
    const replies: Record<string, Reply> = {
      ...speakers(),
      'GET /api/sent-audios': { body: { data: [] } },
      'POST /api/upload-sent-audio': { body: { success: true, filename: '7.2-9.mp3' } },
    };
    mockFetch(replies);
    renderWithQueries(
      <>
        <SentenceRecordingCount />
        <ManageSentenceAudioModal show onHide={() => {}} sentId="7.2" sentenceText="Okihu tietuk." />
      </>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('0 sentence recordings')).toBeInTheDocument();
    await screen.findByText('There are no recordings yet.');

    await user.click(screen.getByRole('button', { name: 'RECORD' }));
    await user.click(await screen.findByRole('button', { name: 'STOP' }));
    replies['GET /api/sent-audios'] = { body: { data: [row('7.2', 9)] } };
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('button', { name: /^Recording by teacher/ })).toHaveTextContent('T');
    expect(await screen.findByText('1 sentence recordings')).toBeInTheDocument();
  });
});

describe('manage audio buttons', () => {
  it('when Manage Audio is clicked, then the modal loads and opens, and closing it returns focus', async () => {
    mockFetch({ 'GET /api/audio-recordings-info': { body: { data: [] } }, ...speakers('teacher') });
    renderWithQueries(<ManageWordAudioButton entry={OKIHU} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Manage Audio for okihu' });

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Audio: okihu' });
    expect(await within(dialog).findByText('There are no recordings yet.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The modal gives focus back in an effect once it has gone, after its exit transition.
    await vi.waitFor(() => expect(button).toHaveFocus());
  });

  it('when Manage sentence audio is clicked, then the sentence modal opens', async () => {
    mockFetch({ 'GET /api/sent-audios': { body: { data: [] } }, ...speakers() });
    renderWithQueries(<ManageSentenceAudioButton sentId="7.2" sentenceText="Okihu tietuk." />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Manage sentence audio for “Okihu tietuk.”' }));

    expect(await screen.findByRole('dialog', { name: 'Manage sentence audio' })).toBeInTheDocument();
  });
});

describe('deleting a take', () => {
  const deleteName = /^Delete recording by elder at Jul 4, 2024, 12:05\sPM PDT$/;

  it('when Delete is confirmed, then the take is deleted on the server, the list is asked again and no longer shows it', async () => {
    const replies: Record<string, Reply> = {
      ...speakers('elder', 'teacher'),
      'GET /api/audio-recordings-info': { body: { data: wordRows } },
      'POST /api/delete-lex-audio': { body: { success: true } },
    };
    const { calls } = mockFetch(replies);
    renderWithQueries(<ManageWordAudioModal show onHide={() => {}} entry={OKIHU} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: deleteName }));
    const question = screen.getByRole('group', { name: /^Delete the recording by elder at Jul 4, 2024/ });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    replies['GET /api/audio-recordings-info'] = {
      body: { data: wordRows.filter((r) => !r.filename.startsWith('okihu-2')) },
    };
    await user.click(within(question).getByRole('button', { name: 'Delete recording' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The recording was deleted.');
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Recording by elder/ })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('button', { name: /^Recording by teacher/ })).toHaveLength(2);
    expect(screen.queryByRole('group', { name: /^Delete the recording/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recordings' })).toHaveFocus();
    const deletion = calls.find((c) => c.path === '/api/delete-lex-audio');
    expect(deletion?.form).toEqual({ filename: 'okihu-2.mp3' });
    expect(calls.filter((c) => c.path === '/api/audio-recordings-info')).toHaveLength(2);
  });

  it('when the deletion is cancelled, then nothing is sent and focus returns to the Delete button', async () => {
    const { calls } = mockFetch({
      ...speakers('elder', 'teacher'),
      'GET /api/audio-recordings-info': { body: { data: wordRows } },
    });
    renderWithQueries(<ManageWordAudioModal show onHide={() => {}} entry={OKIHU} />);
    const user = userEvent.setup();
    const deleteButton = await screen.findByRole('button', { name: deleteName });

    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('group', { name: /^Delete the recording/ })).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Recording by elder/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when the server refuses, then the reason shows and the take stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...speakers('teacher'),
      'GET /api/sent-audios': {
        body: {
          data: [
            {
              sent_id: '7.2',
              filename: '7.2-1.mp3',
              speaker: 'teacher',
              timestamp: '2025-01-15T20:30:00.000Z',
            },
          ],
        },
      },
      'POST /api/delete-sent-audio': {
        status: 404,
        body: { success: false, error: 'There is no sentence recording 7.2-1.mp3.' },
      },
    });
    renderWithQueries(
      <ManageSentenceAudioModal show onHide={() => {}} sentId="7.2" sentenceText="Okihu tietuk." />,
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Delete recording by teacher at / }));
    await user.click(screen.getByRole('button', { name: 'Delete recording' }));

    // (The sentence modal's notice about the last audio is an alert too.)
    const alert = await screen.findByText(DELETE_FAILED, { exact: false });
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('There is no sentence recording 7.2-1.mp3.');
    expect(screen.getByRole('button', { name: /^Recording by teacher/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete recording' })).toBeEnabled();
  });
});

describe('closing with an unsent take', () => {
  /** The footer's Close button (the header's close button has the same name). */
  const footerClose = () => screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement;

  it('when a take is recorded but not submitted, then Close asks first and Keep recording keeps the modal and the take', async () => {
    installFakeMedia();
    mockFetch({ ...speakers(), 'GET /api/audio-recordings-info': { body: { data: [] } } });
    const onHide = vi.fn();
    renderWithQueries(<ManageWordAudioModal show onHide={onHide} entry={OKIHU} />);
    const user = userEvent.setup();
    await screen.findByText('There are no recordings yet.');
    await user.click(screen.getByRole('button', { name: 'RECORD' }));
    await user.click(await screen.findByRole('button', { name: 'STOP' }));
    await screen.findByLabelText('Recorded clip');

    await user.click(footerClose());

    const question = screen.getByRole('group', { name: CLOSE_WITH_TAKE_QUESTION });
    expect(within(question).getByRole('button', { name: 'Keep recording' })).toHaveFocus();
    expect(onHide).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Keep recording' }));
    expect(screen.queryByRole('group', { name: CLOSE_WITH_TAKE_QUESTION })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Recorded clip')).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Discard and close' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('when recording, then the header close button asks too; with no take, Close closes at once', async () => {
    const media = installFakeMedia();
    mockFetch({ ...speakers(), 'GET /api/audio-recordings-info': { body: { data: [] } } });
    const onHide = vi.fn();
    renderWithQueries(<ManageWordAudioModal show onHide={onHide} entry={OKIHU} />);
    const user = userEvent.setup();
    await screen.findByText('There are no recordings yet.');
    await user.click(screen.getByRole('button', { name: 'RECORD' }));
    await screen.findByRole('button', { name: 'STOP' });

    await user.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.getByRole('group', { name: CLOSE_WITH_TAKE_QUESTION })).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    expect(media.track.stopped).toBe(false);

    // Stopping and discarding the take leaves nothing unsent: the question goes, Close closes.
    await user.click(screen.getByRole('button', { name: 'STOP' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('group', { name: CLOSE_WITH_TAKE_QUESTION })).not.toBeInTheDocument();
    await user.click(footerClose());
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});

describe('manage word audio modal: who may hear each take', () => {
  it('when the takes carry their ids, then each has its level, a teachers-only one a badge, and a new level is sent for that take', async () => {
    const { calls } = mockFetch({
      'GET /api/audio-recordings-info': {
        body: {
          data: [
            { ...wordRows[0], id: 11, visibility: 'learners' },
            { ...wordRows[1], id: 12, visibility: 'teachers' },
          ],
        },
      },
      'POST /api/admin/visibility': { body: { success: true, changed: 1 } },
      'GET /api/admin/visibility-counts': { body: {} },
      ...speakers('elder', 'teacher'),
    });
    const user = userEvent.setup();
    renderWithQueries(<ManageWordAudioModal show onHide={() => {}} entry={OKIHU} />);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Audio: okihu' });
    const teachers = await within(dialog).findByRole('combobox', {
      name: /^Visible to: the recording by teacher at Jan 15, 2025/,
    });
    expect(teachers).toHaveValue('learners');
    const elders = within(dialog).getByRole('combobox', { name: /^Visible to: the recording by elder/ });
    expect(elders).toHaveValue('teachers');
    expect(
      within(elders.closest('li')!).getByText('Teachers only', { selector: '.badge' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'New recordings visible to' })).toHaveValue(
      'learners',
    );

    await user.selectOptions(teachers, 'public');
    const sent = calls
      .filter((c) => c.method === 'POST' && c.path === '/api/admin/visibility')
      .map((c) => JSON.parse(String(c.init?.body)) as unknown);
    expect(sent).toEqual([{ kind: 'word-recording', ids: [11], visibility: 'public' }]);
  });
});
