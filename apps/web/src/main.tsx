import 'bootstrap/dist/css/bootstrap.min.css';
// Shared by the Wordle page and /progress: in the app's stylesheet rather than a request of its own.
import './components/wordle-statistics.css';
// Phones (ADR 054): tap targets of 44 px, tables that stack or scroll in their own region, the play button.
import './components/phone-layout.css';
import './components/stacked-table.css';
import './components/audio/play-recording-button.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAfterFirstScreen } from './app/first-screen/app-shown';
import { readAppConfig } from './config/app-config';
import { registerServiceWorker } from './offline/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// index.html paints the bar and 'Loading...' before this code arrives; React replaces them in the
// commit of its first render (it empties its container then), so no blank frame shows between. That
// render is a transition: React renders it in slices of a few milliseconds and lets the browser work
// between them, instead of one long task while React DOM runs (and is compiled) for the first time.
// Where the server sent a page's prerendered first screen (ADR 099), the root is hidden beside it
// and the render starts once it is painted; the app takes its place when it shows the page.
const root = createRoot(container);
startAfterFirstScreen(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App config={readAppConfig()} />
      </StrictMode>,
    );
  });
});

// The service worker (ADR 065) keeps the app's code for offline use. It is registered as soon as the
// first page has loaded (ADR 067): a connection lost a few seconds later finds the app shell on the
// device, not the browser's offline page. Its install fetches the learner's pages' code (about
// 320 KB gzip) after the page's own files, which the load event says have arrived.
if (import.meta.env.PROD) {
  const register = () => {
    registerServiceWorker().catch((error: unknown) => {
      console.warn('The service worker could not be registered.', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
