import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { dueTotal } from '@langapp/shared';
import { reviewSummaryQuery } from '../api/review-summary';
import { useSession } from '../api/session';
import { suggestionCountQuery } from '../api/suggestion-count';
import { useAppConfig } from '../config/app-config-context';
import { NavDropdown } from './nav-dropdown';
import { PAGE_CONTAINER } from './page-layout';

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
  { to: '/alphabet', label: 'Alphabet' },
];

/** Closes the collapsed bar (below 1200 px) once an entry is chosen. */
type OnChoose = () => void;

// NavLink marks the current page (aria-current="page" and Bootstrap's `active`).
function MenuNavLink({ to, label, onChoose }: MenuLink & { onChoose: OnChoose }) {
  return (
    <NavLink className="nav-link" to={to} onClick={onChoose}>
      {label}
    </NavLink>
  );
}

function MenuDropdown({ title, links, onChoose }: { title: string; links: MenuLink[]; onChoose: OnChoose }) {
  return (
    <NavDropdown title={title} onChoose={onChoose}>
      {links.map(({ to, label }) => (
        <Link key={to} className="dropdown-item" to={to}>
          {label}
        </Link>
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
function ReviewLink({ onChoose }: { onChoose: OnChoose }) {
  const { data } = useQuery(reviewSummaryQuery);
  const due = data ? dueTotal(data.counts) : 0;
  return (
    <NavLink className="nav-link" to="/review" onClick={onChoose}>
      Review
      {due > 0 && (
        <>
          {' '}
          <span className="badge rounded-pill bg-primary align-text-top">
            <span aria-hidden="true">{due > MAX_BADGE ? `${MAX_BADGE}+` : due}</span>
            <span className="visually-hidden">{`${due} ${due === 1 ? 'card' : 'cards'} due`}</span>
          </span>
        </>
      )}
    </NavLink>
  );
}

/**
 * The greeting opens the account menu. As one toggle instead of a text and two links, the bar keeps
 * every entry of the spec on one line from 1200 px up (ADR 023); a long username is cut short on
 * screen (at 7 rem since Review joined the bar), never in its accessible name. The learner's
 * Progress page is here too, the bar having no room for one more entry (ADR 028), and so are the
 * learner's suggestions and, for an admin, those to review, counted by a badge on the greeting
 * (ADR 060).
 */
function AccountMenu({
  username,
  admin,
  onSignOut,
  onChoose,
}: {
  username: string | null;
  admin: boolean;
  onSignOut: () => void;
  onChoose: OnChoose;
}) {
  // An admin's count of learners' suggestions waiting (ADR 060), asked again after each decision.
  const { data: open = 0 } = useQuery({ ...suggestionCountQuery, enabled: admin });
  const waiting = admin ? open : 0;
  const waitingWords = `${waiting} ${waiting === 1 ? 'suggestion' : 'suggestions'} to review`;
  return (
    <NavDropdown
      align="end"
      onChoose={onChoose}
      title={
        <>
          <span
            className="d-inline-block text-truncate align-bottom"
            style={{ maxWidth: '7rem' }}
            title={`Hello ${username}`}
          >
            Hello {username}
          </span>
          {waiting > 0 && (
            <span className="badge rounded-pill bg-warning text-dark align-text-top ms-1">
              <span aria-hidden="true">{waiting > MAX_BADGE ? `${MAX_BADGE}+` : waiting}</span>
              <span className="visually-hidden">{waitingWords}</span>
            </span>
          )}
        </>
      }
    >
      {admin && (
        <Link className="dropdown-item" to="/admin/suggestions">
          Suggestions to review{waiting > 0 && ` (${waiting})`}
        </Link>
      )}
      <Link className="dropdown-item" to="/suggestions">
        My suggestions
      </Link>
      <Link className="dropdown-item" to="/progress">
        Progress
      </Link>
      <Link className="dropdown-item" to="/offline">
        Offline downloads
      </Link>
      <Link className="dropdown-item" to="/change-password">
        Change password
      </Link>
      <button className="dropdown-item" type="button" onClick={onSignOut}>
        Log out
      </button>
    </NavDropdown>
  );
}

/**
 * The full menu of a signed-in user, as the spec lists it, in Bootstrap's navbar markup (ADR 052).
 * Fully shown from Bootstrap's xl breakpoint (1200 px, a laptop); below that it collapses behind a
 * toggle button and closes again once an entry is chosen.
 */
export function SignedInNavbar() {
  const { productName } = useAppConfig();
  const { username, admin, recorder, signOut } = useSession();
  const [expanded, setExpanded] = useState(false);
  const collapse = () => setExpanded(false);
  return (
    <nav className="navbar navbar-expand-xl bg-body-tertiary text-nowrap" aria-label="Main">
      <div className={PAGE_CONTAINER}>
        <Link className="navbar-brand" to="/" onClick={collapse}>
          {productName}
        </Link>
        <button
          type="button"
          className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
          aria-controls="main-menu"
          aria-expanded={expanded}
          aria-label="Toggle navigation"
          onClick={() => setExpanded((was) => !was)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="main-menu" className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
          <div className="navbar-nav me-auto" style={NAV_TEXT}>
            <MenuNavLink to="/words" label="Words" onChoose={collapse} />
            <MenuNavLink to="/sents" label="Sentences" onChoose={collapse} />
            <MenuNavLink to="/texts" label="Texts" onChoose={collapse} />
            <MenuDropdown title="Exercises" links={exercises} onChoose={collapse} />
            <MenuNavLink to="/recordings" label="Lesson recordings" onChoose={collapse} />
            <MenuNavLink to="/wordle" label="Wordle" onChoose={collapse} />
            <MenuNavLink to="/vocab" label="Vocabulary app" onChoose={collapse} />
            <MenuDropdown title="Activities" links={activities} onChoose={collapse} />
            {recorder && <MenuNavLink to="/record" label="Record" onChoose={collapse} />}
          </div>
          <div className="navbar-nav" style={NAV_TEXT}>
            <ReviewLink onChoose={collapse} />
            <AccountMenu
              username={username}
              admin={admin === true}
              onSignOut={() => void signOut()}
              onChoose={collapse}
            />
          </div>
        </div>
      </div>
    </nav>
  );
}
