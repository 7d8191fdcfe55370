import type { ReactNode } from 'react';
import { ConnectionStatus } from './connection-status';

const MAIN_CONTENT_ID = 'main-content';

/**
 * The one width of the navbar's row and of the page under it, so that the brand and the page's title
 * start at the same edge (ADR 054): the window's width less its margins up to 1400 px (the signed-in
 * menu needs all of it from 1200 px, ADR 028), 1320 px beyond. index.html's first paint uses it too.
 */
export const PAGE_CONTAINER = 'container-xxl';

/** Skip link, navigation bar and the page's one <main> landmark, which starts with the app's state. */
export function PageLayout({ navbar, children }: { navbar?: ReactNode; children: ReactNode }) {
  return (
    <>
      <a className="visually-hidden-focusable" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {navbar}
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div className={`${PAGE_CONTAINER} py-4`}>
          <ConnectionStatus />
          {children}
        </div>
      </main>
    </>
  );
}
