import type { ReactNode } from 'react';
import { Nav } from 'react-bootstrap';
import { NavLink } from 'react-router-dom';
import { Loading } from '../../components/loading';
import { useSession } from '../../lib/session/session-context';
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
      <Nav as="nav" variant="underline" className="mb-4 flex-wrap" aria-label="Console sections">
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
      {children}
    </>
  );
}
