import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';
import { useSession } from '../../lib/session/session-context';

const adminLinks = [
  { to: '/admin', label: 'Administration' },
  { to: '/annotate', label: 'Annotate texts' },
  { to: '/admin-sotw', label: 'Sentence Of The Week Admin' },
];

const quickLinks = [
  { to: '/wordle', label: 'Wordle' },
  { to: '/vocab', label: 'Vocabulary' },
  { to: '/words', label: 'Words' },
  { to: '/sents', label: 'Sentences' },
  { to: '/texts', label: 'Texts' },
  { to: '/recordings', label: 'Lesson Recordings' },
];

export function HomePage() {
  const { productName } = useAppConfig();
  const { admin } = useSession();
  return (
    <>
      <PageHeader title={`Welcome to the new ${productName} App!`} documentTitle={productName} />
      <p>Everything you used to find on this page has moved into the menus at the top of the screen.</p>
      {admin && (
        <section aria-labelledby="admin-functions-heading" className="mb-4">
          <h2 id="admin-functions-heading" className="h4">
            Admin Functions
          </h2>
          <ul>
            {adminLinks.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="quick-links-heading">
        <h2 id="quick-links-heading" className="h4">
          Quick links
        </h2>
        <div className="d-flex flex-wrap gap-2">
          {quickLinks.map(({ to, label }) => (
            <Link key={to} to={to} className="btn btn-primary">
              {label}
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}
