import { Form, Table } from 'react-bootstrap';
import type { ImportDecisions, ImportReport, PossibleDuplicate, ReportedRow } from '@langapp/shared';

type LexiconRowsReport = NonNullable<ImportReport['lexiconRows']>;
type Senses = ReportedRow['senses'];

/** "(n) river; (v) to flow": each sense with its part of speech, when it has one. */
const sensesText = (senses: Senses) =>
  senses.map((s) => `${s.pos ? `(${s.pos}) ` : ''}${s.gloss}`).join('; ');

/** An entry's headword with its homograph number, as /words writes it. */
function Headword({ lex, homograph }: { lex: string; homograph: number | null }) {
  return (
    <>
      {lex}
      {homograph !== null && <sub>{homograph}</sub>}
    </>
  );
}

/** Groups of at most this many rows are open at first; larger ones open on a click. */
const OPEN_UP_TO = 10;

/** A group of rows (new, changed, unchanged) as a table, the rows it lists and how many there are. */
function RowGroup({ caption, group }: { caption: string; group: LexiconRowsReport['new'] }) {
  if (group.total === 0) return null;
  return (
    <details className="mb-3" open={group.total <= OPEN_UP_TO}>
      <summary>
        {caption}: {group.total}
      </summary>
      <Table bordered size="sm" className="w-auto mt-2">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Where</th>
            <th scope="col">Word</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row) => (
            <tr key={row.where}>
              <td>{row.where}</td>
              <td>{row.lex}</td>
              <td>{sensesText(row.senses)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {group.total > group.rows.length && <p>and {group.total - group.rows.length} more.</p>}
    </details>
  );
}

/** The choices for a possible duplicate: a new entry, a new sense of each entry written alike, skip. */
function choicesOf(d: PossibleDuplicate) {
  return [
    { value: 'new-entry', label: 'Add as a new entry' },
    ...d.entries.map((e) => ({
      value: `new-sense:${e.id}`,
      label: `Add as a new sense of ${e.lex}${e.homograph === null ? '' : ` ${e.homograph}`} (${sensesText(e.senses)})`,
    })),
    { value: 'skip', label: 'Skip this row' },
  ];
}

const selectIdOf = (where: string) => `duplicate-${where.replace(/\W+/g, '-')}`;

/** The id of the first possible duplicate's select still without a decision (to move the focus to it). */
export const firstUndecidedId = (rows: LexiconRowsReport, decisions: ImportDecisions) => {
  const d = rows.possibleDuplicates.find((x) => !decisions[x.where]);
  return d && selectIdOf(d.where);
};

/**
 * The rows of a spreadsheet in the dry run (ADR 050): the possible duplicates, each with the
 * entries written alike and a choice, then the new, changed and unchanged rows.
 */
export function LexiconRows({
  rows,
  decisions,
  onDecide,
}: {
  rows: LexiconRowsReport;
  decisions: ImportDecisions;
  onDecide: (decisions: ImportDecisions) => void;
}) {
  const duplicates = rows.possibleDuplicates;
  return (
    <>
      {duplicates.length > 0 && (
        <section aria-labelledby="possible-duplicates-heading" className="mb-3">
          <h3 id="possible-duplicates-heading" className="h5">
            Possible duplicates: {duplicates.length}
          </h3>
          <p>
            These rows have the headword of an entry in the dictionary but another meaning. Choose for each
            whether it is a new entry (a homograph), a new sense of the entry, or a row to skip.
          </p>
          {duplicates.length > 1 && (
            <Form.Group className="mb-2" controlId="duplicates-all" style={{ maxWidth: '24rem' }}>
              <Form.Label>For every possible duplicate</Form.Label>
              <Form.Select
                value=""
                onChange={(event) => {
                  const action = event.target.value;
                  if (!action) return;
                  onDecide(
                    Object.fromEntries(
                      duplicates.map((d) => [
                        d.where,
                        action === 'new-sense' ? `new-sense:${d.entries[0]!.id}` : action,
                      ]),
                    ),
                  );
                }}
              >
                <option value="">Choose…</option>
                <option value="new-entry">Add each as a new entry</option>
                <option value="new-sense">Add each as a new sense of the first entry</option>
                <option value="skip">Skip them all</option>
              </Form.Select>
            </Form.Group>
          )}
          <Table bordered size="sm">
            <caption className="caption-top visually-hidden">Possible duplicates</caption>
            <thead>
              <tr>
                <th scope="col">Where</th>
                <th scope="col">In the file</th>
                <th scope="col">In the dictionary</th>
                <th scope="col">What to do</th>
              </tr>
            </thead>
            <tbody>
              {duplicates.map((d) => (
                <tr key={d.where}>
                  <td>{d.where}</td>
                  <td>
                    {d.lex} {sensesText(d.senses)}
                  </td>
                  <td>
                    <ul className="list-unstyled mb-0">
                      {d.entries.map((e) => (
                        <li key={e.id}>
                          <Headword lex={e.lex} homograph={e.homograph} /> {sensesText(e.senses)}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    <Form.Select
                      id={selectIdOf(d.where)}
                      aria-label={`What to do with ${d.where}, ${d.lex}`}
                      value={decisions[d.where] ?? ''}
                      onChange={(event) => {
                        const rest = Object.fromEntries(
                          Object.entries(decisions).filter(([where]) => where !== d.where),
                        );
                        onDecide(event.target.value ? { ...rest, [d.where]: event.target.value } : rest);
                      }}
                    >
                      <option value="">Choose…</option>
                      {choicesOf(d).map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label}
                        </option>
                      ))}
                    </Form.Select>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </section>
      )}
      <RowGroup caption="New words" group={rows.new} />
      <RowGroup caption="Changed entries" group={rows.changed} />
      <RowGroup caption="Already in the dictionary, unchanged" group={rows.unchanged} />
    </>
  );
}
