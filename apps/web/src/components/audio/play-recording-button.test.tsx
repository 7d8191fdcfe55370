import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAudio } from '../../test/fake-audio';
import { passTime, takeOverTheClock } from '../../test/timers';
import { useAudioPlayer } from './audio-player';
import { PlayRecordingButton } from './play-recording-button';

function twoButtons() {
  render(
    <>
      <PlayRecordingButton take={{ url: '/api/audio/okihu.mp3' }} label="okihu" />
      <PlayRecordingButton take={{ url: '/api/audio/tietu.mp3' }} label="tietu" />
    </>,
  );
  return {
    okihu: screen.getByRole('button', { name: 'Play okihu' }),
    tietu: screen.getByRole('button', { name: 'Play tietu' }),
  };
}

describe('PlayRecordingButton', () => {
  it('when pressed, then it plays its recording and shows as pressed until the recording ends', async () => {
    const { played, elements } = fakeAudio();
    const { okihu } = twoButtons();
    expect(okihu).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(okihu);
    expect(played).toEqual(['/api/audio/okihu.mp3']);
    expect(okihu).toHaveAttribute('aria-pressed', 'true');

    act(() => void elements[0]!.dispatchEvent(new Event('ended')));
    expect(okihu).toHaveAttribute('aria-pressed', 'false');
  });

  it('when pressed again while playing, then it stops', async () => {
    const { played } = fakeAudio();
    const { okihu } = twoButtons();

    await userEvent.click(okihu);
    await userEvent.click(okihu);

    expect(played).toEqual(['/api/audio/okihu.mp3']);
    expect(okihu).toHaveAttribute('aria-pressed', 'false');
  });

  it('when another recording is started, then only that one shows as playing', async () => {
    const { played } = fakeAudio();
    const { okihu, tietu } = twoButtons();

    await userEvent.click(okihu);
    await userEvent.click(tietu);

    expect(played).toEqual(['/api/audio/okihu.mp3', '/api/audio/tietu.mp3']);
    expect(okihu).toHaveAttribute('aria-pressed', 'false');
    expect(tietu).toHaveAttribute('aria-pressed', 'true');
  });

  it("when a page's own player starts a recording, then the play button's stops", async () => {
    const { played } = fakeAudio();
    function PagePlayer() {
      const play = useAudioPlayer();
      return (
        <button type="button" onClick={() => play({ url: '/api/audio/take.mp3' })}>
          Play the take
        </button>
      );
    }
    render(
      <>
        <PlayRecordingButton take={{ url: '/api/audio/okihu.mp3' }} label="okihu" />
        <PagePlayer />
      </>,
    );
    const okihu = screen.getByRole('button', { name: 'Play okihu' });

    await userEvent.click(okihu);
    await userEvent.click(screen.getByRole('button', { name: 'Play the take' }));

    expect(played).toEqual(['/api/audio/okihu.mp3', '/api/audio/take.mp3']);
    expect(okihu).toHaveAttribute('aria-pressed', 'false');
  });

  it('when there is nothing to play, then there is no button', () => {
    render(<PlayRecordingButton take={undefined} label="okihu" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when operated with the keyboard, then Enter and Space play and stop', async () => {
    const { played } = fakeAudio();
    const { okihu } = twoButtons();
    const user = userEvent.setup();

    okihu.focus();
    await user.keyboard('{Enter}');
    expect(played).toEqual(['/api/audio/okihu.mp3']);
    await user.keyboard(' ');
    expect(okihu).toHaveAttribute('aria-pressed', 'false');
  });

  it('when the browser cannot play the recording, then the spec message shows for 3 seconds', async () => {
    fakeAudio(() => Promise.reject(new DOMException('no source', 'NotSupportedError')));
    const user = takeOverTheClock();
    const { okihu } = twoButtons();

    await user.click(okihu);
    // Not findByRole: its polling moves the fake clock on, by more the busier the machine.
    await passTime(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Error playing audio!');
    expect(okihu).toHaveAttribute('aria-pressed', 'false');

    await passTime(2_900);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await passTime(100);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
