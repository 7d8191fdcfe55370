import { Link } from 'react-router-dom';
import type { ImportReport } from '@langapp/shared';

/**
 * What an import of FLEx interlinear texts (ADR 086) did with their morphemes: how many were linked
 * to a dictionary entry and how many were not (the warnings list them); once imported, the way to
 * the texts.
 */
export function FlexTextLinks({ report }: { report: ImportReport }) {
  const links = report.morphemeLinks;
  if (!links) return null;
  const [linked, missing] = report.dryRun ? ['would be linked', 'would not be'] : ['linked', 'not'];
  return (
    <>
      <p>
        Morphemes {linked} to a dictionary entry: {links.made}; {missing}: {links.missing}
        {links.missing > 0 ? ' (listed below).' : '.'}
      </p>
      {report.written && (
        <p>
          <Link to="/texts">Open the texts</Link>
        </p>
      )}
    </>
  );
}
