import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form, Table } from 'react-bootstrap';
import { EXPORT_FILES } from '@langapp/shared';
import type { ImportKind, ImportReport, WritingSystemDetail } from '@langapp/shared';

// The import report as the Import page shows it (ADRs 040, 068): in the words of a dry run (what
// the file would add, change and remove) or of the import (what it added, changed and removed),
// writing systems by name, each place in the file by its headword and line.

const KIND_LABELS: Record<ImportKind, string> = {
  lexicon: 'Dictionary entries',
  sentences: 'Sentences',
  texts: 'Texts',
  lessons: 'Lessons',
  recordings: 'Recordings',
};

export function ReportTable({ report, caption }: { report: ImportReport; caption: string }) {
  // LIFT: entries deleted in FieldWorks are deleted here too; the column shows when there are some.
  const removed = report.removed && report.kinds.some((k) => report.removed![k] > 0) ? report.removed : null;
  const words = report.dryRun
    ? { added: 'Would add', updated: 'Would change', removed: 'Would remove (deleted in FieldWorks)' }
    : { added: 'Added', updated: 'Changed', removed: 'Removed (deleted in FieldWorks)' };
  return (
    <Table bordered size="sm" className="w-auto">
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">{words.added}</th>
          <th scope="col">{words.updated}</th>
          <th scope="col">Unchanged</th>
          {removed && <th scope="col">{words.removed}</th>}
        </tr>
      </thead>
      <tbody>
        {report.kinds.map((k) => (
          <tr key={k}>
            <th scope="row">{KIND_LABELS[k]}</th>
            <td>{report.added[k]}</td>
            <td>{report.updated[k]}</td>
            <td>{report.unchanged[k]}</td>
            {removed && <td>{removed[k]}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A writing system by its name, its code in small print; the code alone when nothing names it. */
function WritingSystemName({ code, details }: { code: string; details: WritingSystemDetail[] | undefined }) {
  const name = details?.find((d) => d.code === code)?.name;
  if (!name) return <strong>{code}</strong>;
  return (
    <>
      <strong>{name}</strong> <small className="text-body-secondary">{code}</small>
    </>
  );
}

const optionLabel = (d: WritingSystemDetail, count: number, noun: [string, string]) =>
  `${d.name ? `${d.name} (${d.code})` : d.code}: ${count} ${noun[count === 1 ? 0 : 1]}`;

/**
 * The writing systems a LIFT import read, by name (ADR 068). In a dry run whose file has more than
 * one for headwords or for glosses, the teacher picks others from the file's own and checks it again.
 */
export function WritingSystemsRead({
  report,
  onChoose,
}: {
  report: ImportReport;
  onChoose?: (choice: { ws: string; glossWs: string }) => void;
}) {
  const ws = report.writingSystems;
  const [headwords, setHeadwords] = useState(ws?.headwords ?? '');
  const [glosses, setGlosses] = useState(ws?.glosses ?? '');
  if (!ws) return null;
  const details = ws.details ?? [];
  const forHeadwords = details.filter((d) => d.headwords > 0);
  const forGlosses = details.filter((d) => d.glosses > 0);
  const others = ws.others.filter((code) => !/-zxxx-x-audio$/i.test(code));
  const canChoose = onChoose && (forHeadwords.length > 1 || forGlosses.length > 1);
  function submit(event: FormEvent) {
    event.preventDefault();
    onChoose?.({ ws: headwords, glossWs: glosses });
  }
  return (
    <>
      <p>
        Headwords {report.dryRun ? 'are' : 'were'} read in{' '}
        <WritingSystemName code={ws.headwords} details={details} />; glosses and definitions in{' '}
        <WritingSystemName code={ws.glosses} details={details} />.
        {others.length > 0 && (
          <>
            {' '}
            The file also has{' '}
            {others.map((code, i) => (
              <span key={code}>
                {i > 0 && ', '}
                <WritingSystemName code={code} details={details} />
              </span>
            ))}
            .
          </>
        )}
      </p>
      {canChoose && (
        <Form
          onSubmit={submit}
          aria-label="Writing systems to read"
          className="mb-3"
          style={{ maxWidth: '40rem' }}
        >
          {forHeadwords.length > 1 && (
            <Form.Group className="mb-2" controlId="import-ws">
              <Form.Label>Words in</Form.Label>
              <Form.Select value={headwords} onChange={(event) => setHeadwords(event.target.value)}>
                {forHeadwords.map((d) => (
                  <option key={d.code} value={d.code}>
                    {optionLabel(d, d.headwords, ['entry', 'entries'])}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          {forGlosses.length > 1 && (
            <Form.Group className="mb-2" controlId="import-gloss-ws">
              <Form.Label>Glosses in</Form.Label>
              <Form.Select value={glosses} onChange={(event) => setGlosses(event.target.value)}>
                {forGlosses.map((d) => (
                  <option key={d.code} value={d.code}>
                    {optionLabel(d, d.glosses, ['sense', 'senses'])}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          <Button
            type="submit"
            variant="outline-primary"
            disabled={headwords === ws.headwords && glosses === ws.glosses}
          >
            Read the file in these writing systems
          </Button>
        </Form>
      )}
    </>
  );
}

/** What arrived (or would) but may want a look, each place by its headword and line. */
export function Warnings({ report }: { report: ImportReport }) {
  const warnings = report.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <Alert variant="info">
      <h3 className="h6">{report.dryRun ? 'Would arrive, but worth a look' : 'Arrived, but worth a look'}</h3>
      <ul className="mb-0">
        {warnings.map((w) => (
          <li key={w.reason}>
            {w.count} {w.reason}, for example {w.where.join('; ')}
            {w.count > w.where.length ? '; …' : '.'}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

export function Rejections({ report }: { report: ImportReport }) {
  if (report.rejected.length === 0) return null;
  const n = report.rejected.length;
  return (
    <Alert variant="warning">
      <h3 className="h6">
        {report.dryRun
          ? `${n} ${n === 1 ? 'item' : 'items'} would be rejected`
          : `${n} rejected ${n === 1 ? 'item' : 'items'}`}
      </h3>
      <ul className="mb-0">
        {report.rejected.map((r, i) => (
          <li key={i}>
            <strong>
              {KIND_LABELS[r.kind]}, {r.where}:
            </strong>{' '}
            {r.reason}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** Plain download links to what the export command writes (ADR 040): the browser saves each file. */
export function Exports() {
  return (
    <section aria-labelledby="exports-heading" className="mt-5">
      <h2 id="exports-heading" className="h4">
        Export
      </h2>
      <p>Take the community's data out, for another installation, for FieldWorks, or for a spreadsheet.</p>
      <ul>
        {EXPORT_FILES.map((e) => (
          <li key={e.file}>
            <a href={`/api/admin/exports/${e.file}`} download>
              {e.label}
            </a>{' '}
            <span className="text-body-secondary">
              ({e.file}: {e.holds})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
