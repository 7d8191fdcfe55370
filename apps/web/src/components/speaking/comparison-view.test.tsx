import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import ComparePanel from './compare-panel';
import { inThreadAnalyser } from './pitch-in-thread';
import type { TakeRecorder, TakeRecorderState } from './use-take-recorder';
import type { CreateWaveform, DecodedAudio, Waveform } from './waveform';

// Sample data, invented: not language material.

const RATE = 8000;

/** A rise and a fall of pitch over `seconds`, as a voice saying a word might. */
function melody(seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / out.length;
    const hz = t < 0.5 ? 150 + 200 * t : 250 - 160 * (t - 0.5);
    phase += (2 * Math.PI * hz) / RATE;
    out[i] = 0.5 * Math.sin(phase);
  }
  return out;
}

/** A waveform that "decodes" a melody: the speaker's (a URL) 1 s long, the learner's (a Blob) 1.5 s. */
class FakeWave implements Waveform {
  plays: [number | undefined, number | undefined][] = [];
  slow = false;
  part: [number, number] | null = null;
  private finish: (() => void) | null = null;
  constructor(readonly color: string) {}
  async load(source: string | Blob): Promise<DecodedAudio> {
    const duration = typeof source === 'string' ? 1 : 1.5;
    return { samples: melody(duration), sampleRate: RATE, duration };
  }
  play(start?: number, end?: number) {
    this.plays.push([start, end]);
    return new Promise<void>((resolve) => (this.finish = resolve));
  }
  /** The playing recording reaches its end. */
  end() {
    const finish = this.finish;
    this.finish = null;
    finish?.();
  }
  stop() {
    this.end();
  }
  setSlow(slow: boolean) {
    this.slow = slow;
  }
  showPart(start: number, end: number) {
    this.part = [start, end];
  }
  destroy() {}
}

/** A recorder whose take is a few bytes (the waveform above "decodes" it); the real one is e2e's. */
function useFakeRecorder(): TakeRecorder {
  const [state, setState] = useState<TakeRecorderState>({ status: 'idle' });
  const liveRef = useRef<HTMLDivElement | null>(null);
  return {
    state,
    liveRef,
    start: useCallback(async () => setState({ status: 'recording' }), []),
    stop: useCallback(
      () =>
        setState({
          status: 'recorded',
          take: { blob: new Blob(['fake audio bytes'], { type: 'audio/webm' }), mimeType: 'audio/webm' },
        }),
      [],
    ),
    discard: useCallback(() => setState({ status: 'idle' }), []),
  };
}

function renderPanel(props: { onRate?: (rating: 1 | 2 | 3 | 4) => void; owner?: string } = {}) {
  const waves: FakeWave[] = [];
  const createWaveform: CreateWaveform = (_container, { color }) => {
    const wave = new FakeWave(color);
    waves.push(wave);
    return wave;
  };
  const onCompared = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ComparePanel
        take={{ url: '/media/sample-word.mp3', speaker: 'Sample Speaker' }}
        label="tietu"
        item={`entry:${Math.random()}`}
        owner={props.owner ?? 'sample-learner'}
        onRate={props.onRate}
        useRecorder={useFakeRecorder}
        createWaveform={createWaveform}
        createAnalyser={inThreadAnalyser}
        onCompared={onCompared}
      />
    </QueryClientProvider>,
  );
  const [speaker, learner] = waves as [FakeWave, FakeWave];
  return { speaker, learner, onCompared, user: userEvent.setup() };
}

/** Records a take with the fake microphone and waits for its comparison to be drawn. */
async function recordTake(user: ReturnType<typeof userEvent.setup>, onCompared: ReturnType<typeof vi.fn>) {
  const before = onCompared.mock.calls.length;
  await user.click(screen.getByRole('button', { name: /^Record( again)?$/ }));
  await user.click(await screen.findByRole('button', { name: 'Stop' }));
  await waitFor(() => expect(onCompared).toHaveBeenCalledTimes(before + 1));
}

describe('ComparePanel', () => {
  it('when it opens, then the speaker’s waveform and pitch show and only their recording can play', async () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Say “tietu” and compare' })).toBeVisible();
    expect(screen.getByRole('group', { name: /Speaker: Sample Speaker/ })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The speaker’s pitch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play the speaker' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Play mine' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Play both' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: /How did you say it/ })).toBeNull();
  });

  it('when the learner records, then both waveforms show on one time scale with the aligned pitch', async () => {
    const { onCompared, user } = renderPanel();
    await recordTake(user, onCompared);

    expect(
      await screen.findByRole('img', { name: 'The speaker’s pitch, and yours matched to their timing' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your pitch' })).toBeInTheDocument();
    // 1 s beside 1.5 s: the speaker's waveform is two thirds as wide as the learner's.
    const speakerWave = screen.getByRole('group', { name: /Speaker/ }).parentElement!;
    const learnerWave = screen.getByRole('group', { name: /^You/ }).parentElement!;
    expect(parseFloat(speakerWave.style.width)).toBeCloseTo(66.67, 1);
    expect(learnerWave.style.width).toBe('100%');
    const comparison = onCompared.mock.calls[0]![0] as {
      learnerAligned: (number | null)[];
      speaker: { hz: unknown[] };
    };
    expect(comparison.learnerAligned).toHaveLength(comparison.speaker.hz.length);
    expect(comparison.learnerAligned.filter((hz) => hz !== null).length).toBeGreaterThan(50);
    expect(screen.getByRole('button', { name: 'Record again' })).toHaveFocus();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when "Play both" is pressed, then the speaker plays and the learner follows', async () => {
    const { speaker, learner, onCompared, user } = renderPanel();
    await recordTake(user, onCompared);

    await user.click(screen.getByRole('button', { name: 'Play both' }));
    await waitFor(() => expect(speaker.plays).toHaveLength(1));
    expect(learner.plays).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Play both' })).toHaveAttribute('aria-pressed', 'true');
    act(() => speaker.end());
    await waitFor(() => expect(learner.plays).toHaveLength(1));
    act(() => learner.end());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play both' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('when a part is set with the keyboard and looped, then it plays again and again until stopped; slow slows both', async () => {
    const { speaker, learner, onCompared, user } = renderPanel();
    await recordTake(user, onCompared);
    expect(speaker.part).toEqual([0, 1]);

    const from = screen.getByRole('spinbutton', { name: 'From (seconds)' });
    await user.clear(from);
    await user.type(from, '0.2');
    const to = screen.getByRole('spinbutton', { name: 'To (seconds)' });
    await user.clear(to);
    await user.type(to, '0.6');
    await waitFor(() => expect(speaker.part).toEqual([0.2, 0.6]));
    screen.getByRole('button', { name: 'Loop the part' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(speaker.plays).toEqual([[0.2, 0.6]]));
    act(() => speaker.end());
    await waitFor(() => expect(speaker.plays).toHaveLength(2));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Loop the part' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(speaker.plays).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Slow (0.75×)' }));
    expect(speaker.slow && learner.slow).toBe(true);
  });

  it('when a part ends before it starts, then it says so and cannot loop', async () => {
    const { onCompared, user } = renderPanel();
    await recordTake(user, onCompared);
    const to = screen.getByRole('spinbutton', { name: 'To (seconds)' });
    await user.clear(to);
    await user.type(to, '0');
    expect(screen.getByText('The part must end after it starts.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Loop the part' })).toBeDisabled();
  });

  it('when the learner rates the take, then it is kept with the rating in the list of takes, which can remove it', async () => {
    const { onCompared, user } = renderPanel();
    await recordTake(user, onCompared);

    const list = await screen.findByRole('region', { name: 'Your takes on this device' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Good' }));
    expect(screen.getByText('You rated this take Good.')).toBeVisible();
    await waitFor(() => expect(within(list).getByText(/· Good/)).toBeVisible());

    await recordTake(user, onCompared);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [newest] = within(list).getAllByRole('listitem');
    expect(newest).not.toHaveTextContent('Good');
    await user.click(within(newest!).getByRole('button', { name: /^Remove your take of/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('when the panel is on a review card, then the rating answers the card once', async () => {
    const onRate = vi.fn();
    const { onCompared, user } = renderPanel({ onRate });
    await recordTake(user, onCompared);
    expect(
      screen.getByRole('group', { name: 'How did you say it? Your rating answers the card.' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hard' }));
    expect(onRate).toHaveBeenCalledExactlyOnceWith(2);
    expect(screen.getByRole('button', { name: 'Easy' })).toBeDisabled();
  });
});
