import { Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';
import { useAppConfig } from '../config/app-config-context';
import { useSession } from '../lib/session/session-context';

interface MenuLink {
  to: string;
  label: string;
}

const exercises: MenuLink[] = [
  { to: '/exercises/listening', label: 'Listening exercises' },
  { to: '/exercises', label: 'Written exercises' },
];

const activities: MenuLink[] = [
  { to: '/numbers', label: 'Numbers' },
  { to: '/plurals', label: 'Plurals' },
  { to: '/locatives', label: 'Locatives (in, at on X)' },
  { to: '/pronouns', label: 'Pronouns (Subjects and Objects)' },
];

// NavLink marks the current page (aria-current); eventKey lets collapseOnSelect close the menu on a phone.
function MenuNavLink({ to, label }: MenuLink) {
  return (
    <Nav.Link as={NavLink} to={to} eventKey={to}>
      {label}
    </Nav.Link>
  );
}

// No eventKey here: react-bootstrap would then set aria-selected, which a link may not have.
function MenuDropdown({ id, title, links }: { id: string; title: string; links: MenuLink[] }) {
  return (
    <NavDropdown id={id} title={title}>
      {links.map(({ to, label }) => (
        <NavDropdown.Item key={to} as={Link} to={to}>
          {label}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}

/**
 * The greeting opens the account menu. As one toggle instead of a text and two links, the bar keeps
 * every entry of the spec on one line from 1200 px up (ADR 023); a long username is cut short on
 * screen, never in its accessible name.
 */
function AccountMenu({ username, onSignOut }: { username: string | null; onSignOut: () => void }) {
  return (
    <NavDropdown
      id="account-menu"
      align="end"
      title={
        <span
          className="d-inline-block text-truncate align-bottom"
          style={{ maxWidth: '10rem' }}
          title={`Hello ${username}`}
        >
          Hello {username}
        </span>
      }
    >
      <NavDropdown.Item as={Link} to="/change-password">
        Change password
      </NavDropdown.Item>
      <NavDropdown.Item as="button" type="button" onClick={onSignOut}>
        Log out
      </NavDropdown.Item>
    </NavDropdown>
  );
}

/**
 * The full menu of a signed-in user, as the spec lists it. Fully shown from Bootstrap's xl
 * breakpoint (1200 px, a laptop); below that it collapses behind a toggle button.
 */
export function SignedInNavbar() {
  const { productName } = useAppConfig();
  const { username, signOut } = useSession();
  return (
    <Navbar expand="xl" collapseOnSelect className="bg-body-tertiary text-nowrap" aria-label="Main">
      <Container fluid>
        <Navbar.Brand as={Link} to="/">
          {productName}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-menu" />
        <Navbar.Collapse id="main-menu">
          <Nav className="me-auto">
            <MenuNavLink to="/words" label="Words" />
            <MenuNavLink to="/sents" label="Sentences" />
            <MenuNavLink to="/texts" label="Texts" />
            <MenuDropdown id="exercises-menu" title="Exercises" links={exercises} />
            <MenuNavLink to="/recordings" label="Lesson recordings" />
            <MenuNavLink to="/wordle" label="Wordle" />
            <MenuNavLink to="/vocab" label="Vocabulary app" />
            <MenuDropdown id="activities-menu" title="Activities" links={activities} />
          </Nav>
          <Nav>
            <AccountMenu username={username} onSignOut={() => void signOut()} />
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
