import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LoadedText } from '../../api/texts';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch } from '../../test/mock-fetch';
import { TextRecordingPanel } from './text-recording-panel';

// SAMPLE text, invented words.
const text = (recording?: LoadedText['recording']): LoadedText => ({
  id: 4,
  title: 'Sample story',
  published: true,
  data: {
    title: 'Sample story',
    sents: [
      { id: 1, text: 'Tahak.', trans: 'River.', words: [], start: 0, end: 900 },
      { id: 2, text: 'Sepik.', trans: 'Here.', words: [] },
    ],
  },
  ...(recording ? { recording } : {}),
});

const renderPanel = (t: LoadedText) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TextRecordingPanel text={t} />
    </QueryClientProvider>,
  );

describe('TextRecordingPanel', () => {
  it('when the text has no recording, then the teacher uploads one and sees how many sentences are timed', async () => {
    const { calls } = mockFetch({
      'POST /api/upload-text-recording': { body: { success: true, filename: 'x.mp3' } },
    });
    renderPanel(text());
    expect(screen.getByText('This text has no recording of its own yet.')).toBeInTheDocument();
    expect(screen.getByText(/1 of 2 sentences have their time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download for ELAN (.eaf and its recording)' })).toHaveAttribute(
      'href',
      '/api/admin/texts/4/eaf',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload the recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an audio file first.');
    await userEvent.upload(
      screen.getByLabelText('Audio file of the whole text'),
      new File(['RIFF'], 'story.wav', { type: 'audio/wav' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload the recording' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/upload-text-recording')).toBe(true));
    expect(calls.find((c) => c.path === '/api/upload-text-recording')!.form).toMatchObject({ id: '4' });
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the text has a recording, then it plays, names its speaker, and the teacher removes it; a refusal is shown', async () => {
    const { calls } = mockFetch({
      'POST /api/delete-text-recording': {
        status: 404,
        body: { success: false, error: 'This text has no recording.' },
      },
    });
    renderPanel(
      text({
        filename: 'a.mp3',
        url: '/api/text-audio/a.mp3',
        speaker: 'Sample Elder',
        variety: '',
        visibility: 'learners',
      }),
    );
    expect(screen.getByLabelText("The whole text's recording")).toHaveAttribute(
      'src',
      '/api/text-audio/a.mp3',
    );
    expect(screen.getByText('Spoken by Sample Elder.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This text has no recording.');
    expect(calls.find((c) => c.path === '/api/delete-text-recording')!.form).toEqual({ id: '4' });
  });
});
