import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxCount } from '../offline/outbox-count';
import { registerServiceWorker } from '../offline/service-worker';
import { seriousAxeViolations } from '../test/axe';
import { changesWaiting, ConnectionStatus, OFFLINE_MESSAGE, UPDATE_MESSAGE } from './connection-status';

/** The parts of workbox-window the app uses, with the events it listens to fired by the test. */
const workbox = vi.hoisted(() => {
  const handlers = new Map<string, () => void>();
  return {
    handlers,
    register: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    fire: (event: string) => handlers.get(event)?.(),
  };
});
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(event: string, handler: () => void) {
      workbox.handlers.set(event, handler);
    }
    register = workbox.register;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('ConnectionStatus', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });
  afterEach(() => vi.restoreAllMocks());

  it('when online and up to date, then it shows nothing', () => {
    setOnline(true);
    const { container } = render(<ConnectionStatus />);
    expect(container).toBeEmptyDOMElement();
  });

  it('when the connection goes and comes back, then it says so while offline and goes away', async () => {
    setOnline(true);
    render(<ConnectionStatus />);
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    expect(await seriousAxeViolations()).toEqual([]);
    act(() => setOnline(true));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when changes made offline wait to be sent, then it says how many, online or not', () => {
    setOnline(true);
    vi.spyOn(outboxCount, 'waiting').mockReturnValue(3);
    render(<ConnectionStatus />);
    expect(screen.getByRole('status')).toHaveTextContent(/^3 changes wait to be sent\.$/);
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(`${OFFLINE_MESSAGE} ${changesWaiting(3)}`);
    expect(changesWaiting(1)).toBe('1 change waits to be sent.');
  });

  it('when a new version waits, then "Reload" lets it take over and reloads once it controls the page', async () => {
    setOnline(true);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<ConnectionStatus />);
    await act(() => registerServiceWorker());
    expect(workbox.register).toHaveBeenCalledOnce();
    expect(screen.queryByText(UPDATE_MESSAGE)).not.toBeInTheDocument();

    act(() => workbox.fire('waiting'));
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });
});
