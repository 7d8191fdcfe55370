import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uploadWordAudio } from '../../api/recordings';
import type { RecordedClip } from '../../api/recordings';
import { mockFetch } from '../../test/mock-fetch';
import { AudioRecorder, UPLOAD_ERROR, UPLOAD_SUCCESS } from './audio-recorder';
import { installFakeMedia, removeMediaDevices } from './test-media';

function renderRecorder(submit: (clip: RecordedClip) => Promise<void> = async () => {}) {
  // No pauses between user actions, so the fake clock of the notice test needs no advancing by user-event.
  const user = userEvent.setup({ delay: null });
  return { ...render(<AudioRecorder fileId="okihu" submit={submit} />), user };
}

async function recordAClip(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'RECORD' }));
  await user.click(await screen.findByRole('button', { name: 'STOP' }));
  return screen.findByRole('button', { name: 'Submit' });
}

/** Lets the promises a click started settle (the fake clock does not run them). */
const settle = () => act(async () => {});

describe('audio recorder', () => {
  it('when RECORD and then STOP are pressed, then the clip shows with playback, Discard and Submit and the microphone is freed', async () => {
    const media = installFakeMedia();
    const { user } = renderRecorder();

    await user.click(screen.getByRole('button', { name: 'RECORD' }));
    expect(await screen.findByRole('button', { name: 'STOP' })).toBeInTheDocument();
    expect(screen.getByText('● Recording…')).toBeInTheDocument();
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(media.track.stopped).toBe(false);

    await user.click(screen.getByRole('button', { name: 'STOP' }));

    const playback = await screen.findByLabelText('Recorded clip');
    expect(playback.tagName).toBe('AUDIO');
    expect(playback).toHaveAttribute('controls');
    expect(playback).toHaveAttribute('src', media.created[0]);
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RECORD' })).not.toBeInTheDocument();
    expect(media.track.stopped).toBe(true);
  });

  it('when the clip is discarded, then RECORD comes back with focus and the clip URL is released', async () => {
    const media = installFakeMedia();
    const { user } = renderRecorder();
    await recordAClip(user);

    await user.click(screen.getByRole('button', { name: 'Discard' }));

    expect(screen.getByRole('button', { name: 'RECORD' })).toHaveFocus();
    expect(screen.queryByLabelText('Recorded clip')).not.toBeInTheDocument();
    expect(media.revoked).toEqual(media.created);
  });

  it('when the clip is submitted, then the upload gets it and the success notice shows for 2 s', async () => {
    installFakeMedia();
    const submit = vi.fn(async (_clip: RecordedClip) => {});
    const { user } = renderRecorder(submit);
    const submitButton = await recordAClip(user);

    // RTL's async helpers wait on setTimeout, so the fake clock starts here and the click is a plain one.
    vi.useFakeTimers();
    fireEvent.click(submitButton);
    await settle();

    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      fileName: 'okihu.webm',
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(screen.getByRole('status')).toHaveTextContent(UPLOAD_SUCCESS);
    expect(screen.getByRole('button', { name: 'RECORD' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent(UPLOAD_SUCCESS);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(UPLOAD_SUCCESS)).not.toBeInTheDocument();
  });

  it('when the upload fails, then the error notice and the server reason show and the clip stays', async () => {
    installFakeMedia();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'POST /api/upload-lex-audio': {
        status: 400,
        body: { success: false, error: 'The recording is silent.' },
      },
    });
    const { user } = renderRecorder(
      async (clip) => void (await uploadWordAudio({ id: 2, lex: 'okihu' }, clip)),
    );
    await recordAClip(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UPLOAD_ERROR);
    expect(alert).toHaveTextContent('The recording is silent.');
    expect(screen.getByLabelText('Recorded clip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('when the browser records MP4 (Safari), then the multipart body names the file word.m4a with its type', async () => {
    installFakeMedia({ supported: ['audio/mp4'] });
    const { calls } = mockFetch({
      'POST /api/upload-lex-audio': { body: { success: true, filename: 'okihu-1-abc.mp3' } },
    });
    const { user } = renderRecorder(
      async (clip) => void (await uploadWordAudio({ id: 2, lex: 'okihu' }, clip)),
    );
    await recordAClip(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent(UPLOAD_SUCCESS);
    const body = calls[0]?.init?.body as FormData;
    expect(body.get('filetype')).toBe('audio/mp4');
    expect(body.get('filename')).toBe('okihu.m4a');
    expect(body.get('word')).toBe('okihu');
    expect(body.get('lexId')).toBe('2');
    const audio = body.get('audio') as File;
    expect(audio.name).toBe('okihu.m4a');
    expect(audio.type).toBe('audio/mp4');
    expect(calls[0]?.init?.credentials).toBe('same-origin');
  });

  it('when the microphone cannot be had, then an alert starting with the spec message says why', async () => {
    installFakeMedia({ getUserMediaError: new DOMException('Permission denied', 'NotAllowedError') });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderRecorder();

    await user.click(screen.getByRole('button', { name: 'RECORD' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert.mock.calls[0]?.[0]).toBe(
      'MediaRecorder: An error occurred when trying to get audio: NotAllowedError: Permission denied',
    );
    expect(await screen.findByRole('button', { name: 'RECORD' })).toBeEnabled();
  });

  it('when the browser has no media devices, then the recorder renders nothing', () => {
    removeMediaDevices();
    const { container } = renderRecorder();

    expect(container).toBeEmptyDOMElement();
  });

  it('when the recorder goes away mid-take, then the microphone is freed', async () => {
    const media = installFakeMedia();
    const { user, unmount } = renderRecorder();
    await user.click(screen.getByRole('button', { name: 'RECORD' }));
    await screen.findByRole('button', { name: 'STOP' });

    unmount();

    expect(media.track.stopped).toBe(true);
    expect(media.recorders[0]?.state).toBe('inactive');
  });
});

describe('audio recorder failures', () => {
  it.each([
    [
      'the recorder refuses the type',
      { constructorError: new DOMException('Type not supported', 'NotSupportedError') },
      'NotSupportedError: Type not supported',
    ],
    [
      'the track has ended',
      { startError: new DOMException('The track has ended', 'InvalidStateError') },
      'InvalidStateError: The track has ended',
    ],
  ])(
    'when starting fails because %s, then the spec alert shows, the microphone is released and RECORD is back',
    async (_case, failure, reason) => {
      const media = installFakeMedia(failure);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      const { user } = renderRecorder();

      await user.click(screen.getByRole('button', { name: 'RECORD' }));

      await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
      expect(alert.mock.calls[0]?.[0]).toBe(
        `MediaRecorder: An error occurred when trying to get audio: ${reason}`,
      );
      expect(media.track.stopped).toBe(true);
      const record = await screen.findByRole('button', { name: 'RECORD' });
      expect(record).toBeEnabled();
      expect(screen.queryByText('● Recording…')).not.toBeInTheDocument();
      await settle();
      process.off('unhandledRejection', unhandled);
      expect(unhandled).not.toHaveBeenCalled();
    },
  );

  it('when starting failed once, then a second try records normally', async () => {
    const media = installFakeMedia({
      startError: new DOMException('The track has ended', 'InvalidStateError'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderRecorder();
    await user.click(screen.getByRole('button', { name: 'RECORD' }));
    await vi.waitFor(() => expect(media.track.stopped).toBe(true));

    installFakeMedia();
    await user.click(await screen.findByRole('button', { name: 'RECORD' }));

    expect(await screen.findByRole('button', { name: 'STOP' })).toBeInTheDocument();
  });
});
