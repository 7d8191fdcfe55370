import { Link } from 'react-router-dom';
import { useSession } from '../../api/session';
import { MakeAvailableOffline } from '../../components/offline/make-available-offline';

/**
 * /words's "Make available offline" (ADR 067): the dictionary with one recording of each word, the
 * one /words plays; every recording is a choice of its own on Offline downloads.
 */
export function WordsOffline() {
  if (!useSession().username) return null;
  return (
    <div className="mb-3">
      <MakeAvailableOffline downloadKey="lexicon:chosen" label="the dictionary" />
      <p className="small mb-0 mt-1">
        With every speaker&apos;s recordings: <Link to="/offline">Offline downloads</Link>.
      </p>
    </div>
  );
}
