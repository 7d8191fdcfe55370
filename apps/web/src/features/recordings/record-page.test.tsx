import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecorderTake } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { UPLOAD_SUCCESS } from './audio-recorder';
import { RecordPage } from './record-page';
import { RecordingCoveragePage } from './recording-coverage-page';
import { installFakeMedia } from './test-media';

// Invented sample data, not language material: two words still to record, two speakers.
const MISSING = {
  kind: 'word',
  total: 2,
  offset: 0,
  limit: 50,
  entries: [
    { id: 1, lex: 'tahak', pos: 'n', gloss: 'river' },
    { id: 2, lex: 'nipem', pos: 'v', gloss: 'see' },
  ],
};
const SPEAKERS = [
  { name: 'Elder Mary', variety: 'Upriver' },
  { name: 'Uncle Joe', variety: '' },
];
const take = (over: Partial<RecorderTake> = {}): RecorderTake => ({
  kind: 'word',
  filename: 'tahak-1.mp3',
  subject: 'tahak',
  text: 'tahak',
  speaker: 'Elder Mary',
  variety: 'Upriver',
  timestamp: '2026-03-01T18:00:00.000Z',
  waiting: true,
  recorded_by: 'rita',
  ...over,
});

function openRecordPage(replies: Record<string, Reply> = {}) {
  sessionStorage.clear();
  const server: Record<string, Reply> = {
    ...signedIn('rita', false),
    'GET /api/who': { body: { username: 'rita', admin: false, recorder: true } },
    'GET /api/speakers': { body: { data: SPEAKERS } },
    'GET /api/recording-coverage/missing': { body: MISSING },
    'GET /api/my-recordings': { body: { data: [], waiting: 0 } },
    ...replies,
  };
  const mock = mockFetch(server);
  const routes = testRoutes({ signedIn: [{ path: 'record', element: <RecordPage /> }] });
  return { ...mock, server, ...renderApp('/record', { routes }) };
}

describe('the Record page', () => {
  it('when the recorder picks a speaker and records a word of the list, then the upload names the speaker and the take shows as waiting', async () => {
    installFakeMedia();
    const { calls, server } = openRecordPage({
      'POST /api/upload-lex-audio': { body: { success: true, filename: 'tahak-1.mp3', waiting: true } },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Record' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Record tahak (river)' }));
    const recorder = screen.getByRole('region', { name: 'Recording: tahak (river)' });
    expect(within(recorder).getByText('Choose who is speaking first.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Speaker'), 'Elder Mary (Upriver)');
    await user.click(within(recorder).getByRole('button', { name: 'RECORD' }));
    await user.click(await within(recorder).findByRole('button', { name: 'STOP' }));
    server['GET /api/my-recordings'] = { body: { data: [take()], waiting: 1 } };
    await user.click(await within(recorder).findByRole('button', { name: 'Submit' }));

    expect(await within(recorder).findByText(UPLOAD_SUCCESS)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/upload-lex-audio')?.form).toMatchObject({
      word: 'tahak',
      lexId: '1',
      speaker: 'Elder Mary',
    });
    const mine = screen.getByRole('region', { name: 'My recordings' });
    expect(await within(mine).findByText('Waiting for approval')).toBeInTheDocument();
    expect(within(mine).getByLabelText('Speaker of tahak')).toHaveValue('Elder Mary');
    // The speaker is remembered for the session: the next recording starts with them.
    expect(sessionStorage.getItem('recording-speaker')).toBe('Elder Mary');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the recorder adds a new speaker, then it is sent with its variety and becomes the one picked', async () => {
    const { calls, server } = openRecordPage({
      'POST /api/speakers': { status: 201, body: { speaker: { name: 'Aunt Lou', variety: 'Coast' } } },
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Speaker'), 'New speaker…');
    const form = screen.getByRole('form', { name: 'New speaker' });
    await user.type(within(form).getByLabelText("Speaker's name"), 'Aunt Lou');
    await user.type(within(form).getByLabelText('Variety (dialect), if any'), 'Coast');
    server['GET /api/speakers'] = { body: { data: [...SPEAKERS, { name: 'Aunt Lou', variety: 'Coast' }] } };
    await user.click(within(form).getByRole('button', { name: 'Add speaker' }));

    expect(
      await screen.findByRole('option', { name: 'Aunt Lou (Coast)', selected: true }),
    ).toBeInTheDocument();
    expect(
      JSON.parse(String(calls.find((c) => c.path === '/api/speakers' && c.method === 'POST')?.init?.body)),
    ).toEqual({
      name: 'Aunt Lou',
      variety: 'Coast',
    });
    expect(screen.queryByRole('form', { name: 'New speaker' })).not.toBeInTheDocument();
  });

  it('when the recorder corrects the speaker of a take or removes it, then each is sent for that take', async () => {
    const { calls } = openRecordPage({
      'GET /api/my-recordings': { body: { data: [take({ waiting: false })], waiting: 0 } },
      'POST /api/recording-speaker': { body: { success: true } },
      'POST /api/my-recordings/remove': { body: { success: true } },
    });
    const user = userEvent.setup();
    const mine = await screen.findByRole('region', { name: 'My recordings' });
    expect(await within(mine).findByText('Approved')).toBeInTheDocument();
    await user.selectOptions(within(mine).getByLabelText('Speaker of tahak'), 'Uncle Joe');
    await user.click(within(mine).getByRole('button', { name: 'Remove the recording of tahak' }));
    const sent = (path: string) =>
      calls.filter((c) => c.path === path).map((c) => JSON.parse(String(c.init?.body)) as unknown);
    await expect
      .poll(() => sent('/api/my-recordings/remove'))
      .toEqual([{ kind: 'word', filename: 'tahak-1.mp3' }]);
    expect(sent('/api/recording-speaker')).toEqual([
      { kind: 'word', filename: 'tahak-1.mp3', speaker: 'Uncle Joe' },
    ]);
  });
});

describe("the console's queue of recordings waiting for approval", () => {
  it('when the teacher approves a waiting take, then it is sent and the page says so', async () => {
    const server: Record<string, Reply> = {
      ...signedIn('teacher', true),
      'GET /api/admin/recording-coverage': {
        body: {
          words: { total: 2, recorded: 1 },
          sentences: { total: 0, recorded: 0 },
          speakers: [],
          partsOfSpeech: [],
          lessons: [],
        },
      },
      'GET /api/admin/recording-coverage/missing': { body: { ...MISSING, total: 0, entries: [] } },
      'GET /api/audio-recordings-info?toConfirm=true': { body: { data: [] } },
      'GET /api/admin/speakers': { body: { data: [] } },
      'GET /api/admin/waiting-recordings': { body: { data: [take()], waiting: 1 } },
      'POST /api/admin/waiting-recordings/approve': { body: { success: true } },
    };
    const { calls } = mockFetch(server);
    const routes = testRoutes({ admin: [{ path: 'admin/recordings', element: <RecordingCoveragePage /> }] });
    renderApp('/admin/recordings', { routes });
    const user = userEvent.setup();
    const queue = await screen.findByRole('region', { name: 'Recordings waiting for approval (1)' });
    expect(within(queue).getByRole('button', { name: 'Play tahak by Elder Mary' })).toBeInTheDocument();
    expect(queue).toHaveTextContent('by Elder Mary (Upriver)');
    expect(queue).toHaveTextContent('recorded by rita');
    server['GET /api/admin/waiting-recordings'] = { body: { data: [], waiting: 0 } };
    await user.click(
      within(queue).getByRole('button', { name: 'Approve the recording of tahak by Elder Mary' }),
    );

    expect(await screen.findByText('The recording of tahak was approved.')).toBeInTheDocument();
    expect(
      JSON.parse(String(calls.find((c) => c.path === '/api/admin/waiting-recordings/approve')?.init?.body)),
    ).toEqual({ kind: 'word', filename: 'tahak-1.mp3' });
    expect(await screen.findByText('No recording is waiting.')).toBeInTheDocument();
  });

  it('when more is still to record than a page holds, then Next and Previous page through all of it', async () => {
    // Invented sample items, not language material: 120 words, pages of 50.
    const page = (offset: number, count: number) => ({
      body: {
        kind: 'word',
        total: 120,
        offset,
        limit: 50,
        entries: Array.from({ length: count }, (_, i) => ({
          id: offset + i + 1,
          lex: `sample${offset + i + 1}`,
          pos: 'n',
          gloss: `gloss ${offset + i + 1}`,
        })),
      },
    });
    const { calls } = openRecordPage({
      'GET /api/recording-coverage/missing?kind=word': page(0, 50),
      'GET /api/recording-coverage/missing?kind=word&offset=50': page(50, 50),
      'GET /api/recording-coverage/missing?kind=word&offset=100': page(100, 20),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('120 still to record; showing 1 to 50.')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of words still to record' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('120 still to record; showing 51 to 100.')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Record sample51 (gloss 51)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record sample1 (gloss 1)' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('120 still to record; showing 101 to 120.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record sample120 (gloss 120)' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('120 still to record; showing 51 to 100.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/recording-coverage/missing').length).toBeGreaterThanOrEqual(3);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
