import { Link } from 'react-router-dom';
import { useSession } from '../../api/session';
import { useAppConfig } from '../../config/app-config-context';

/**
 * What a stranger meets at / before the login form (ADR 071): what the product is and how to get an
 * account, in two sentences, and the pages open to everyone (the Wordle, and the dictionary while
 * the teacher has made it public). The names are the server's PRODUCT_NAME and CONTACT_NAME, read at
 * run time from /app-config.js.
 */
export function FrontDoor() {
  const { productName, contactName } = useAppConfig();
  const { publicDictionary } = useSession();
  return (
    <section aria-label={`About ${productName}`} className="mb-4 pb-2 border-bottom">
      <p className="lead">
        {productName} is where our community teaches and learns its language: words with their recordings,
        sentences and texts, lessons, review and a daily word game.
      </p>
      <p>
        To get an account, ask {contactName} for an invitation: its link lets you choose your username and
        password.
      </p>
      <nav aria-label="Open to everyone">
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          <li>
            <Link className="btn btn-outline-primary" to="/wordle">
              Play today's Wordle
            </Link>
          </li>
          {publicDictionary && (
            <li>
              <Link className="btn btn-outline-primary" to="/words">
                Browse the dictionary
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </section>
  );
}
