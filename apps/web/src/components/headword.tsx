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
      {entry.homograph ? <sub>{entry.homograph}</sub> : null}
    </>
  );
}
