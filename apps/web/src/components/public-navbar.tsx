import { Link } from 'react-router-dom';
import { useAppConfig } from '../config/app-config-context';
import { PAGE_CONTAINER } from './page-layout';

/**
 * The navbar of public pages and the login form: only the brand link. Plain Bootstrap markup: it
 * needs none of react-bootstrap's Navbar behaviour (toggles, offcanvas), which public pages such as
 * /wordle would otherwise download.
 */
export function PublicNavbar() {
  const { productName } = useAppConfig();
  return (
    <nav className="navbar navbar-expand bg-body-tertiary" aria-label="Main">
      <div className={PAGE_CONTAINER}>
        <Link className="navbar-brand" to="/">
          {productName}
        </Link>
      </div>
    </nav>
  );
}
