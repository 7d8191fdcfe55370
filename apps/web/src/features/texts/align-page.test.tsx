import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch } from '../../test/mock-fetch';
import { AlignPage } from './align-page';
import type { AlignSpan, AlignWaveformEvents, CreateAlignWaveform } from './align-waveform';

// SAMPLE text, invented words.
const textBody = (recording = true) => ({
  success: true,
  data: {
    id: 4,
    title: 'Sample story',
    published: 1,
    data: JSON.stringify({
      title: 'Sample story',
      sents: [
        { id: 1, text: 'Tahak nipemk.', trans: 'I see the river.', words: [w('Tahak'), w('nipemk.')] },
        { id: 2, text: 'Sepik wanu kel.', trans: 'Here it is.', words: [w('Sepik'), w('wanu'), w('kel.')] },
      ],
    }),
    ...(recording
      ? {
          recording: {
            filename: 'text-4.mp3',
            url: '/api/text-audio/text-4.mp3',
            speaker: 'Elder',
            variety: '',
            visibility: 'learners',
          },
        }
      : {}),
  },
});
function w(text: string) {
  return { text, gloss: '', morphs: [] };
}

/** A waveform the test drives: its playhead is set by hand, its regions are read back. */
function fakeWaveform() {
  const state = {
    now: 0,
    spans: [] as readonly AlignSpan[],
    events: null as AlignWaveformEvents | null,
    played: [] as unknown[],
  };
  const create: CreateAlignWaveform = (_container, events) => {
    state.events = events;
    return {
      load: async () => 3000,
      play: (from, to) => state.played.push([from, to]),
      pause: () => {},
      now: () => state.now,
      showSpans: (spans) => (state.spans = spans),
      destroy: () => {},
    };
  };
  return { state, create };
}

/** The page with nothing to save to, its two sentences tapped at 1 s and 2 s. */
async function alignedAt1And2() {
  const { calls } = mockFetch({ 'GET /api/text/4': { body: textBody() } });
  const wave = fakeWaveform();
  renderPage(wave.create);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next sentence' })).toBeEnabled());
  for (const ms of [1000, 2000]) {
    wave.state.now = ms;
    await userEvent.keyboard('n');
  }
  return { calls, wave };
}

const renderPage = (create: CreateAlignWaveform) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/admin/texts/align?id=4']}>
        <AlignPage createWaveform={create} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('AlignPage', () => {
  it('when the teacher taps N at each boundary, then the sentences get their spans and Save sends them', async () => {
    const { calls } = mockFetch({
      'GET /api/text/4': { body: textBody() },
      'POST /api/admin/texts/4/alignment': {
        body: { success: true, sentences: 2, timed: 2, recordingsHeld: 0, recordingsTrashed: 0 },
      },
    });
    const wave = fakeWaveform();
    renderPage(wave.create);
    expect(await screen.findByRole('heading', { name: 'Align: Sample story' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next sentence' })).toBeEnabled());
    expect(screen.getByText(/The next tap ends sentence 1/)).toBeInTheDocument();
    wave.state.now = 1200;
    await userEvent.keyboard('n');
    wave.state.now = 2500;
    await userEvent.click(screen.getByRole('button', { name: 'Next sentence' }));
    expect(screen.getByText(/Every sentence has its end/)).toBeInTheDocument();
    expect(wave.state.spans).toEqual([
      { index: 0, start: 0, end: 1200 },
      { index: 1, start: 1200, end: 2500 },
    ]);
    expect(screen.getByLabelText('End of sentence 2 (s)')).toHaveValue(2.5);
    await userEvent.click(screen.getByRole('button', { name: 'Save the times' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved: 2 of 2 sentences have their time.');
    const sent = calls.find((c) => c.path === '/api/admin/texts/4/alignment')!;
    expect(JSON.parse(String(sent.init?.body))).toEqual({
      sents: [
        { id: 1, words: 2, start: 0, end: 1200 },
        { id: 2, words: 3, start: 1200, end: 2500 },
      ],
    });
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when a region is dragged, a sentence split and its part translated, then the save carries the new sentence', async () => {
    const { calls } = mockFetch({
      'GET /api/text/4': { body: textBody() },
      'POST /api/admin/texts/4/alignment': {
        status: 400,
        body: { success: false, error: 'Sentence 2 must end after it starts.' },
      },
    });
    const wave = fakeWaveform();
    renderPage(wave.create);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next sentence' })).toBeEnabled());
    wave.state.now = 1000;
    await userEvent.keyboard('n');
    wave.state.events!.onFinish();
    await waitFor(() => expect(wave.state.spans).toHaveLength(2));
    wave.state.events!.onSpan(0, 0, 900);
    await waitFor(() => expect(screen.getByLabelText('Start of sentence 2 (s)')).toHaveValue(0.9));
    // The split is cut at the playhead, inside the sentence.
    await userEvent.click(screen.getByRole('button', { name: 'Split sentence 2' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Split sentence 2 before a word' })).getByRole('button', {
        name: 'Before “wanu”',
      }),
    );
    await userEvent.type(screen.getByLabelText('Translation of sentence 3'), 'it is');
    await userEvent.click(screen.getByRole('button', { name: 'Save the times' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sentence 2 must end after it starts.');
    const sent = JSON.parse(String(calls.find((c) => c.path.endsWith('/alignment'))!.init?.body));
    expect(sent.sents).toEqual([
      { id: 1, words: 2, start: 0, end: 900 },
      { words: 1, text: 'Sepik', trans: 'Here it is.', start: 900, end: 1000 },
      { words: 2, text: 'wanu kel.', trans: 'it is', start: 1000, end: 3000 },
    ]);
  });

  it('when the save held and trashed takes of split or joined sentences, then the saved message says where they are', async () => {
    mockFetch({
      'GET /api/text/4': { body: textBody() },
      'POST /api/admin/texts/4/alignment': {
        body: { success: true, sentences: 2, timed: 0, recordingsHeld: 1, recordingsTrashed: 2 },
      },
    });
    renderPage(fakeWaveform().create);
    await userEvent.click(await screen.findByRole('button', { name: 'Save the times' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved: 0 of 2 sentences have their time. 1 recording of sentences you split or joined waits for your approval again under Recording coverage; 2 recordings of sentences joined into another are in the trash.',
    );
  });

  it('when a typed start moves a shared boundary and sentences are joined, then the list follows and nothing is sent before Save', async () => {
    const { calls, wave } = await alignedAt1And2();
    // Typed, a start before the previous sentence's end that it shares moves that end too.
    const start = screen.getByLabelText('Start of sentence 2 (s)');
    await userEvent.clear(start);
    await userEvent.type(start, '0.5{Enter}');
    expect(screen.getByLabelText('End of sentence 1 (s)')).toHaveValue(0.5);
    await userEvent.click(screen.getByRole('button', { name: 'Join sentence 1 with the next' }));
    expect(screen.getByText('Tahak nipemk. Sepik wanu kel.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play sentence 1' }));
    expect(wave.state.played).toEqual([[0, 2000]]);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when a re-tap leaves a sentence with a start but no end, then the problem is listed and Save sends nothing', async () => {
    const { calls, wave } = await alignedAt1And2();
    await userEvent.click(screen.getByRole('button', { name: 'Align from sentence 1' }));
    wave.state.now = 2500;
    await userEvent.keyboard('n');
    expect(screen.getByText('Sentence 2 has a start but no end.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save the times' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The times cannot be saved yet: Sentence 2 has a start but no end.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when the text has no recording, then the page says to give it one', async () => {
    mockFetch({ 'GET /api/text/4': { body: textBody(false) } });
    renderPage(fakeWaveform().create);
    expect(await screen.findByText(/This text has no recording yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the text' })).toHaveAttribute('href', '/text-view?id=4');
  });
});
