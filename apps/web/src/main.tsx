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
import { readAppConfig } from './config/app-config';
import { registerServiceWorker } from './offline/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// index.html paints the bar and 'Loading...' before this code arrives; React replaces them in the
// commit of its first render (it empties its container then), so no blank frame shows between. That
// render is a transition: React renders it in slices of a few milliseconds and lets the browser work
// between them, instead of one long task while React DOM runs (and is compiled) for the first time.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App config={readAppConfig()} />
    </StrictMode>,
  );
});

// The service worker (ADR 065) keeps the app's code for offline use: registered once the page has
// loaded, so its precache downloads never compete with the page's own.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    registerServiceWorker().catch((error: unknown) => {
      console.warn('The service worker could not be registered.', error);
    });
  });
}
