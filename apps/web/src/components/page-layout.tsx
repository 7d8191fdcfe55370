import type { ReactNode } from 'react';

const MAIN_CONTENT_ID = 'main-content';

/** Skip link, navigation bar and the page's one <main> landmark. */
export function PageLayout({ navbar, children }: { navbar?: ReactNode; children: ReactNode }) {
  return (
    <>
      <a className="visually-hidden-focusable" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {navbar}
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div className="container py-4">{children}</div>
      </main>
    </>
  );
}
