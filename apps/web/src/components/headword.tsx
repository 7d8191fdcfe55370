import { Link } from 'react-router-dom';

/** An entry as a list names it: its headword and, when other entries are written alike, its homograph number. */
interface Named {
  lex: string;
  homograph?: number | null | undefined;
}

/** 'tahak 1' for a homograph (in button names and messages), 'tahak' otherwise. */
export const headwordName = ({ lex, homograph }: Named) => (homograph ? `${lex} ${homograph}` : lex);

/** The headword as a dictionary prints it: the homograph number as a subscript (tahak₁). */
export function Headword({ entry }: { entry: Named }) {
  return (
    <>
      {entry.lex}
      {/* A space for screen readers and copied text: 'tahak 2', as headwordName says it. */}
      {entry.homograph ? (
        <>
          <span className="visually-hidden"> </span>
          <sub>{entry.homograph}</sub>
        </>
      ) : null}
    </>
  );
}

/** The address of an entry's own page (issue 36), where every headword links. */
export const entryPath = (id: number) => `/words/${id}`;

/** The headword as a link to its entry's page. */
export function HeadwordLink({ entry, className }: { entry: Named & { id: number }; className?: string }) {
  return (
    <Link to={entryPath(entry.id)} className={className}>
      <Headword entry={entry} />
    </Link>
  );
}
