import { Container, Navbar } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useAppConfig } from '../config/app-config-context';

/** The navbar of public pages and the login form: only the brand link. */
export function PublicNavbar() {
  const { productName } = useAppConfig();
  return (
    <Navbar className="bg-body-tertiary" aria-label="Main">
      <Container>
        <Navbar.Brand as={Link} to="/">
          {productName}
        </Navbar.Brand>
      </Container>
    </Navbar>
  );
}
