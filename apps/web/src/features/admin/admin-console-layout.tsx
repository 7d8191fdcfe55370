import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Nav } from 'react-bootstrap';
import { NavLink, useLocation } from 'react-router-dom';
import { useSession } from '../../api/session';
import { Loading } from '../../components/loading';
import { CONSOLE_SECTIONS } from './console-sections';
import { NotReady } from './not-ready';

/**
 * The teacher's console: a sub-navigation over its sections, then the section's page. An account
 * that is not an admin has nothing to see here: it gets the spec's placeholder (ADR 036).
 */
export function AdminConsoleLayout({ children }: { children: ReactNode }) {
  const { admin } = useSession();
  if (admin === null) return <Loading />;
  if (!admin) return <NotReady />;
  return (
    <>
      <ConsoleSections />
      {children}
    </>
  );
}

/**
 * The sections as tabs: one row that scrolls sideways on a phone (the current section brought into
 * view), wrapping from 576 px (ADR 054). Each tab is a link, reached with Tab like any other.
 */
function ConsoleSections() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    // Centred in the row where it can be; scrolling the row never moves the page.
    row.scrollLeft = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <Nav
      as="nav"
      ref={nav}
      variant="underline"
      className="mb-4 flex-nowrap flex-sm-wrap overflow-x-auto text-nowrap"
      aria-label="Console sections"
      // A tab reached with Tab scrolls into the row's view, partly hidden as it may have been.
      onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
    >
      <Nav.Item>
        <Nav.Link as={NavLink} to="/admin" end>
          Overview
        </Nav.Link>
      </Nav.Item>
      {CONSOLE_SECTIONS.map((section) => (
        <Nav.Item key={section.to}>
          <Nav.Link as={NavLink} to={section.to}>
            {section.label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
