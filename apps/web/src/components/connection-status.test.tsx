import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxCount } from '../offline/outbox-count';
import { registerServiceWorker } from '../offline/service-worker';
import { seriousAxeViolations } from '../test/axe';
import { changesWaiting, ConnectionStatus, OFFLINE_MESSAGE, UPDATE_MESSAGE } from './connection-status';

/** A service worker as the page sees it: its state, its messages, its 'statechange'. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  reach(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** navigator.serviceWorker and the registration of /sw.js, their events fired by the test. */
const registration = Object.assign(new EventTarget(), {
  active: null as FakeWorker | null,
  waiting: null as FakeWorker | null,
  installing: null as FakeWorker | null,
});
const container = Object.assign(new EventTarget(), {
  controller: null,
  register: vi.fn(async () => registration),
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('ConnectionStatus', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
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
    // The first install: nothing was active, so the new worker takes over and no update waits.
    const first = new FakeWorker();
    registration.installing = first;
    await act(() => registerServiceWorker());
    expect(container.register).toHaveBeenCalledExactlyOnceWith('/sw.js');
    act(() => first.reach('installed'));
    expect(screen.queryByText(UPDATE_MESSAGE)).not.toBeInTheDocument();
    registration.installing = null;
    registration.active = first;
    first.reach('activated');

    // A new version installs beside the active one: it waits, and the page says so.
    const next = new FakeWorker();
    registration.installing = next;
    act(() => void registration.dispatchEvent(new Event('updatefound')));
    expect(screen.queryByText(UPDATE_MESSAGE)).not.toBeInTheDocument();
    registration.waiting = next;
    act(() => next.reach('installed'));
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(next.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(first.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
