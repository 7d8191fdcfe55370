import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { codeOnHand, useCodeOnHand } from './code-on-hand';
import type { CodeOnHand } from './code-on-hand';

/** A chunk whose download the test finishes (or fails) when it says. */
function heldChunk() {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  let asked = 0;
  function Counter() {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
    );
  }
  const code = codeOnHand(() => {
    asked++;
    return new Promise((resolve, reject) => {
      arrive = () => resolve(Counter);
      fail = reject;
    });
  });
  return { code, arrive: () => arrive(), fail: (error: Error) => fail(error), asked: () => asked };
}

const inSuspense = (code: CodeOnHand) => (
  <Suspense fallback={<p>Waiting</p>}>
    <code.Component />
  </Suspense>
);

describe('codeOnHand', () => {
  it('when its code has arrived before it is shown, then it renders in the first paint without a fallback', async () => {
    const chunk = heldChunk();
    const preloaded = chunk.code.preload();
    chunk.arrive();
    await act(() => preloaded);

    render(inSuspense(chunk.code));

    // No waiting: the component is there in the render's own commit.
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(chunk.asked()).toBe(1);
  });

  it('when its code has not arrived, then it suspends like React.lazy and shows once the code comes', async () => {
    const chunk = heldChunk();
    render(inSuspense(chunk.code));
    expect(screen.getByText('Waiting')).toBeInTheDocument();

    await act(async () => chunk.arrive());

    expect(await screen.findByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();
    expect(chunk.asked()).toBe(1);
  });

  it('when the parent renders again after the code came, then the component keeps its state (not mounted anew)', async () => {
    const chunk = heldChunk();
    function Parent() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Render again {renders}
          </button>
          {inSuspense(chunk.code)}
        </>
      );
    }
    render(<Parent />);
    await act(async () => chunk.arrive());
    const counter = await screen.findByRole('button', { name: 'Pressed 0' });
    act(() => counter.click());

    act(() => screen.getByRole('button', { name: 'Render again 0' }).click());

    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
  });

  it('when a download fails, then the next preload asks for the code again', async () => {
    const chunk = heldChunk();
    const first = chunk.code.preload();
    chunk.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    expect(chunk.code.loaded()).toBe(false);

    const second = chunk.code.preload();
    chunk.arrive();
    await second;

    expect(chunk.asked()).toBe(2);
    expect(chunk.code.loaded()).toBe(true);
  });
});

describe('useCodeOnHand', () => {
  function Gate({ code, wanted }: { code: CodeOnHand; wanted: boolean }) {
    return useCodeOnHand(code, wanted) ? <p>Ready</p> : <p>Loading...</p>;
  }

  it('when the code is wanted, then it waits for it, starting its download in that render', async () => {
    const chunk = heldChunk();
    render(<Gate code={chunk.code} wanted />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(chunk.asked()).toBe(1);

    await act(async () => chunk.arrive());

    expect(screen.getByText('Ready')).toBeInTheDocument();
  });

  it('when the code is not wanted, then it is ready at once and nothing is downloaded', () => {
    const chunk = heldChunk();
    render(<Gate code={chunk.code} wanted={false} />);

    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(chunk.asked()).toBe(0);
  });

  it('when the download fails, then it stops waiting (the component itself reports the failure)', async () => {
    const chunk = heldChunk();
    render(<Gate code={chunk.code} wanted />);

    await act(async () => chunk.fail(new Error('offline')));

    expect(screen.getByText('Ready')).toBeInTheDocument();
  });
});
