import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readAppConfig } from './config/app-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// index.html's placeholder goes in the same task as the first render: no blank frame between.
container.replaceChildren();
createRoot(container).render(
  <StrictMode>
    <App config={readAppConfig()} />
  </StrictMode>,
);
