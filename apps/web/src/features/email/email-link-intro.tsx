import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../api/session';
import { useAppConfig } from '../../config/app-config-context';

/**
 * What an e-mail-linked page (/wotd, /sotw) shows when it is opened without its e-mail's link (from
 * the history, a bookmark, a typed address): what the page is for, that it opens from the e-mail,
 * and a way on. Nothing is wrong, so nothing is red (ADR 055); the spec's message stays for a link
 * whose code is missing or refused.
 */
export function EmailLinkIntro({ about, howToOpen }: { about: ReactNode; howToOpen: ReactNode }) {
  const { contactName } = useAppConfig();
  const { username } = useSession();
  return (
    <>
      <p className="lead">{about}</p>
      <p>{howToOpen}</p>
      <p>Not getting these e-mails? Ask {contactName} to add you.</p>
      <p>
        <Link to="/" className="btn btn-primary">
          {username ? 'Go to the home page' : 'Log in'}
        </Link>
      </p>
    </>
  );
}
