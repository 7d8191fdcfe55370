import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBrowserIdle } from './use-browser-idle';

function Shows() {
  return <p>{useBrowserIdle() ? 'idle' : 'busy'}</p>;
}

describe('useBrowserIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the browser has not been idle since the mount, then it is false; once it is, true', () => {
    const waiting: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(<Shows />);
    expect(screen.getByText('busy')).toBeInTheDocument();
    expect(waiting).toHaveLength(1);

    act(() => waiting[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('when the component goes before the browser is idle, then its wait is cancelled', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const { unmount } = render(<Shows />);
    unmount();
    expect(cancelled).toEqual([7]);
  });
});
