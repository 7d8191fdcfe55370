import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { Badge, Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';
import { dueTotal } from '@langapp/shared';
import { reviewSummaryQuery } from '../api/review-summary';
import { useAppConfig } from '../config/app-config-context';
import { useSession } from '../lib/session/session-context';

/**
 * The bar's entries at 15 px rather than 16 (their dropdowns' items keep the body's size): with
 * Review and its count, the bar still fits one line from 1200 px (ADR 028).
 */
const NAV_TEXT = { '--bs-nav-link-font-size': '0.9375rem' } as CSSProperties;

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

/** Beyond this the badge shows '99+' (its width stays that of three characters); the name says all. */
const MAX_BADGE = 99;

/**
 * 'Review' with the number of cards due now: visually a badge ('12'), read as '12 cards due'. No
 * badge while the count loads, when it is 0 or when it could not be loaded. The count is asked
 * again when the next card falls due (within a day), besides after every rating.
 */
function ReviewLink() {
  const { data } = useQuery(reviewSummaryQuery);
  const due = data ? dueTotal(data.counts) : 0;
  return (
    <Nav.Link as={NavLink} to="/review" eventKey="/review">
      Review
      {due > 0 && (
        <>
          {' '}
          <Badge bg="primary" pill className="align-text-top">
            <span aria-hidden="true">{due > MAX_BADGE ? `${MAX_BADGE}+` : due}</span>
            <span className="visually-hidden">{`${due} ${due === 1 ? 'card' : 'cards'} due`}</span>
          </Badge>
        </>
      )}
    </Nav.Link>
  );
}

/**
 * The greeting opens the account menu. As one toggle instead of a text and two links, the bar keeps
 * every entry of the spec on one line from 1200 px up (ADR 023); a long username is cut short on
 * screen (at 7 rem since Review joined the bar), never in its accessible name. The learner's
 * Progress page is here too, the bar having no room for one more entry (ADR 028).
 */
function AccountMenu({ username, onSignOut }: { username: string | null; onSignOut: () => void }) {
  return (
    <NavDropdown
      id="account-menu"
      align="end"
      title={
        <span
          className="d-inline-block text-truncate align-bottom"
          style={{ maxWidth: '7rem' }}
          title={`Hello ${username}`}
        >
          Hello {username}
        </span>
      }
    >
      <NavDropdown.Item as={Link} to="/progress">
        Progress
      </NavDropdown.Item>
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
          <Nav className="me-auto" style={NAV_TEXT}>
            <MenuNavLink to="/words" label="Words" />
            <MenuNavLink to="/sents" label="Sentences" />
            <MenuNavLink to="/texts" label="Texts" />
            <MenuDropdown id="exercises-menu" title="Exercises" links={exercises} />
            <MenuNavLink to="/recordings" label="Lesson recordings" />
            <MenuNavLink to="/wordle" label="Wordle" />
            <MenuNavLink to="/vocab" label="Vocabulary app" />
            <MenuDropdown id="activities-menu" title="Activities" links={activities} />
          </Nav>
          <Nav style={NAV_TEXT}>
            <ReviewLink />
            <AccountMenu username={username} onSignOut={() => void signOut()} />
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
