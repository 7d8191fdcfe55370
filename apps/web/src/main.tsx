import 'bootstrap/dist/css/bootstrap.min.css';
// Shared by the Wordle page and /progress: in the app's stylesheet rather than a request of its own.
import './components/wordle-statistics.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readAppConfig } from './config/app-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// index.html paints the bar and 'Loading...' before this code arrives; they give way to the app
// in the task of its first render, so no blank frame shows between.
container.replaceChildren();
createRoot(container).render(
  <StrictMode>
    <App config={readAppConfig()} />
  </StrictMode>,
);
