import { useId } from 'react';
import type { ReactNode } from 'react';

/**
 * What a list shows when it has nothing in it: a heading that says what the list is and that it is
 * empty, a sentence on how things get into it, and the next step (a link or a button). Where the
 * spec prescribes the empty message ('There are currently no lessons available.'), that message is
 * the heading, word for word. `headingLevel` follows the page's outline: 3 inside a section whose
 * heading is an h2.
 */
export function EmptyState({
  title,
  children,
  actions,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="border rounded-3 p-4 mb-4 text-center">
      <Heading id={headingId} className="h5">
        {title}
      </Heading>
      {children && (
        <p className="mx-auto mb-0" style={{ maxWidth: '36rem' }}>
          {children}
        </p>
      )}
      {actions && <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">{actions}</div>}
    </section>
  );
}
