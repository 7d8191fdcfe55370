import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import {
  DEFAULT_VISIBILITY,
  IMPORT_FILE_EXTENSIONS,
  MAX_IMPORT_UPLOAD_BYTES,
  undecidedDuplicates,
} from '@langapp/shared';
import type { ImportDecisions, ImportPreview, ImportReport, ImportUploadFields } from '@langapp/shared';
import { cancelImport, confirmImport, uploadImport } from '../../api/exchange';
import { PageHeader } from '../../components/page-header';
import { VisibilitySelect } from '../../components/visibility/visibility-select';
import { ApiError } from '../../lib/api-client';
import { ElanTiers } from './elan-tiers';
import { ElanTimingChoice } from './elan-timing';
import { FlexTextLinks } from './flextext-links';
import { Exports, Rejections, ReportTable, Warnings, WritingSystemsRead } from './import-report';
import { firstUndecidedId, LexiconRows } from './lexicon-rows';

type Phase =
  | { step: 'choose' }
  | { step: 'uploading'; fileName: string; share: number }
  | { step: 'preview'; preview: ImportPreview }
  | { step: 'importing'; preview: ImportPreview }
  | { step: 'done'; fileName: string; report: ImportReport };

function messageOf(err: unknown): string {
  if (err instanceof ApiError && err.serverError) return err.serverError;
  return 'The server could not be reached. Check the connection and try again.';
}

const changes = (r: ImportReport) => r.kinds.reduce((n, k) => n + r.added[k] + r.updated[k], 0);
/** Whether confirming could write anything: a change, or a possible duplicate the teacher may add. */
const canImport = (r: ImportReport) => changes(r) > 0 || (r.lexiconRows?.possibleDuplicates.length ?? 0) > 0;

/**
 * /admin/import: the teacher brings a file into the app (ADR 040). Uploading it shows its dry run
 * (what it would add, change and reject); nothing is written until the teacher confirms. The
 * server reads it with the same code as `pnpm cli import`.
 */
export function ImportPage() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [error, setError] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState<ImportUploadFields>({});
  // The teacher's choice for each possible duplicate of the file, by its row ("line 4").
  const [decisions, setDecisions] = useState<ImportDecisions>({});
  const fileInput = useRef<HTMLInputElement | null>(null);
  const resultHeading = useRef<HTMLHeadingElement | null>(null);

  const focusFileInput = useRef(false);

  // The report's heading takes the focus when it appears, so a keyboard or screen-reader user lands
  // on it; starting over brings the focus back to the file field. A layout effect moves it in the
  // commit that shows the element, so the focus is never lost for a frame.
  useLayoutEffect(() => {
    if (phase.step === 'preview' || phase.step === 'done') resultHeading.current?.focus();
    if (phase.step === 'choose' && focusFileInput.current) {
      focusFileInput.current = false;
      fileInput.current?.focus();
    }
  }, [phase.step]);

  function startOver() {
    focusFileInput.current = true;
    setPhase({ step: 'choose' });
    setFile(null);
    setDecisions({});
    // The writing systems picked were those of the last file.
    setFields(
      ({
        ws: _ws,
        glossWs: _glossWs,
        tier: _t,
        translationTier: _tt,
        wordsTier: _wt,
        timeText: _tx,
        ...rest
      }) => rest,
    );
    setError('');
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    setError('');
    await upload(fields);
  }

  /**
   * The file read again in the writing systems the teacher picked from the file's own: the first
   * upload is thrown away and the file sent again with the choice.
   */
  async function readIn(preview: ImportPreview, choice: Partial<ImportUploadFields>) {
    setError('');
    try {
      await cancelImport(preview.token);
    } catch {
      // An upload that already expired is gone anyway.
    }
    const chosen = { ...fields, ...choice };
    setFields(chosen);
    await upload(chosen);
  }

  async function upload(sent: ImportUploadFields) {
    if (!file) {
      setError('Choose a file to import.');
      fileInput.current?.focus();
      return;
    }
    if (file.size > MAX_IMPORT_UPLOAD_BYTES) {
      setError(`The file is larger than ${MAX_IMPORT_UPLOAD_BYTES / 1024 ** 3} GB.`);
      return;
    }
    setPhase({ step: 'uploading', fileName: file.name, share: 0 });
    try {
      const preview = await uploadImport(file, sent, (share) =>
        setPhase((p) => (p.step === 'uploading' ? { ...p, share } : p)),
      );
      setDecisions({});
      setPhase({ step: 'preview', preview });
    } catch (err) {
      setPhase({ step: 'choose' });
      setError(messageOf(err));
    }
  }

  async function load(preview: ImportPreview, skipInvalid: boolean) {
    setError('');
    const rows = preview.report.lexiconRows;
    const undecided = rows && firstUndecidedId(rows, decisions);
    if (undecided) {
      setError('Choose what to do with each possible duplicate first.');
      document.getElementById(undecided)?.focus();
      return;
    }
    setPhase({ step: 'importing', preview });
    try {
      const { report } = await confirmImport(preview.token, skipInvalid, decisions);
      if (!report.written) {
        setPhase({ step: 'preview', preview: { ...preview, report } });
        setError(
          undecidedDuplicates(report) > 0
            ? 'Nothing was imported: the dictionary changed, and some rows need a choice. Choose for them, then import again.'
            : 'Nothing was imported because some rows were rejected.',
        );
        return;
      }
      // An import can change any of the app's content: every page reads it afresh.
      await queryClient.invalidateQueries();
      setPhase({ step: 'done', fileName: preview.fileName, report });
    } catch (err) {
      setPhase({ step: 'preview', preview });
      setError(messageOf(err));
    }
  }

  async function cancel(preview: ImportPreview) {
    try {
      await cancelImport(preview.token);
    } catch {
      // An upload that already expired is gone anyway.
    }
    startOver();
  }

  const busy = phase.step === 'uploading' || phase.step === 'importing';
  return (
    <>
      <PageHeader title="Import" />
      <p>
        Bring words, sentences, texts, lessons and recordings into the app. You see what the file would change
        before anything is written. The app reads:
      </p>
      <ul>
        <li>
          a spreadsheet saved as CSV, one dictionary entry or one sentence a row, its first row naming the
          columns (lex, pos and gloss for entries; text and trans for sentences);
        </li>
        <li>a JSON file from the Export below, from this app or another one;</li>
        <li>a LIFT file from FieldWorks (.lift);</li>
        <li>interlinear texts from FieldWorks (.flextext, from FLEx’s Export Interlinear);</li>
        <li>an ELAN file (.eaf) as a text with its times, or a .zip holding it and its recording;</li>
        <li>
          a .zip holding a LIFT file with its audio folder, or everything exported from another installation.
        </li>
      </ul>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}

      {(phase.step === 'choose' || phase.step === 'uploading') && (
        <Form onSubmit={check} aria-label="Import a file" className="mb-4" style={{ maxWidth: '40rem' }}>
          <Form.Group className="mb-3" controlId="import-file">
            <Form.Label>File to import</Form.Label>
            <Form.Control
              ref={fileInput}
              type="file"
              accept={IMPORT_FILE_EXTENSIONS.join(',')}
              disabled={busy}
              onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
            />
            <Form.Text>{IMPORT_FILE_EXTENSIONS.join(', ')}; at most 1 GB.</Form.Text>
          </Form.Group>
          <Form.Group className="mb-3" controlId="import-kind">
            <Form.Label>A CSV file’s rows are</Form.Label>
            <Form.Select
              value={fields.kind ?? ''}
              disabled={busy}
              onChange={(event) =>
                setFields({
                  ...fields,
                  kind: (event.target.value || undefined) as ImportUploadFields['kind'],
                })
              }
            >
              <option value="">Worked out from its first row</option>
              <option value="lexicon">Dictionary entries</option>
              <option value="sentences">Sentences</option>
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="import-visibility">
            <Form.Label>Visible to</Form.Label>
            <VisibilitySelect
              value={fields.visibility ?? DEFAULT_VISIBILITY}
              disabled={busy}
              className="w-auto"
              small={false}
              onChange={(visibility) => setFields({ ...fields, visibility })}
            />
            <Form.Text>
              Who may see the entries, sentences and recordings the file adds, unless the file says for each.
              What it updates keeps its level.
            </Form.Text>
          </Form.Group>
          <ElanTimingChoice
            id="import-time-text"
            value={fields.timeText}
            disabled={busy}
            onChange={(timeText) => setFields({ ...fields, timeText })}
          />
          <Form.Check
            className="mb-3"
            id="import-keep-apostrophes"
            label="Keep curly apostrophes as they are (otherwise they become straight ones)"
            checked={fields.keepCurlyApostrophes === 'true'}
            disabled={busy}
            onChange={(event) =>
              setFields({ ...fields, keepCurlyApostrophes: event.target.checked ? 'true' : undefined })
            }
          />
          <Button type="submit" disabled={busy}>
            Check the file
          </Button>
        </Form>
      )}

      {phase.step === 'uploading' && (
        <div role="status" className="mb-4" style={{ maxWidth: '40rem' }}>
          {phase.share < 1 ? (
            <p className="mb-2">
              Uploading {phase.fileName}: {Math.round(phase.share * 100)}%
            </p>
          ) : (
            <p className="mb-2">Checking every entry of {phase.fileName}…</p>
          )}
          <div
            className="progress"
            role="progressbar"
            aria-label={`Upload of ${phase.fileName}`}
            aria-valuenow={Math.round(phase.share * 100)}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div
              className={`progress-bar${phase.share >= 1 ? ' progress-bar-striped progress-bar-animated' : ''}`}
              style={{ width: `${Math.round(phase.share * 100)}%` }}
            />
          </div>
        </div>
      )}

      {(phase.step === 'preview' || phase.step === 'importing') && (
        <section aria-labelledby="import-preview-heading">
          <h2 id="import-preview-heading" ref={resultHeading} tabIndex={-1} className="h4">
            What {phase.preview.fileName} would change
          </h2>
          <p>Nothing has been written yet.</p>
          <ReportTable report={phase.preview.report} caption="If imported" />
          <WritingSystemsRead
            key={phase.preview.token}
            report={phase.preview.report}
            onChoose={phase.step === 'preview' ? (choice) => void readIn(phase.preview, choice) : undefined}
          />
          <FlexTextLinks report={phase.preview.report} />
          <ElanTiers
            key={`elan-${phase.preview.token}`}
            report={phase.preview.report}
            onChoose={phase.step === 'preview' ? (choice) => void readIn(phase.preview, choice) : undefined}
          />
          <Warnings report={phase.preview.report} />
          <Rejections report={phase.preview.report} />
          {phase.preview.report.lexiconRows && (
            <LexiconRows
              rows={phase.preview.report.lexiconRows}
              decisions={decisions}
              onDecide={setDecisions}
            />
          )}
          {phase.preview.fileName.toLowerCase().endsWith('.lift') &&
            phase.preview.report.rejected.some((r) => r.kind === 'recordings') && (
              <p>
                A LIFT file uploaded on its own cannot bring its recordings: to bring them along, upload a{' '}
                <code>.zip</code> holding the <code>.lift</code> file and its audio folder.
              </p>
            )}
          {!canImport(phase.preview.report) &&
            (phase.preview.report.rejected.length > 0 ? (
              <p>Nothing would be imported: what the file holds would be rejected, as listed above.</p>
            ) : (
              <p>Nothing would change: everything the file holds is here already.</p>
            ))}
          <div className="d-flex flex-wrap gap-2">
            {canImport(phase.preview.report) && (
              <Button
                disabled={phase.step === 'importing'}
                onClick={() => void load(phase.preview, phase.preview.report.rejected.length > 0)}
              >
                {phase.preview.report.rejected.length > 0
                  ? 'Import the rest, leaving out the rejected'
                  : 'Import'}
              </Button>
            )}
            <Button
              variant="outline-secondary"
              disabled={phase.step === 'importing'}
              onClick={() => void cancel(phase.preview)}
            >
              Cancel
            </Button>
          </div>
          {phase.step === 'importing' && (
            <p role="status" className="mt-3">
              Importing {phase.preview.fileName}…
            </p>
          )}
        </section>
      )}

      {phase.step === 'done' && (
        <section aria-labelledby="import-done-heading">
          <h2 id="import-done-heading" ref={resultHeading} tabIndex={-1} className="h4">
            Imported {phase.fileName}
          </h2>
          <ReportTable report={phase.report} caption="What the import did" />
          <WritingSystemsRead report={phase.report} />
          <FlexTextLinks report={phase.report} />
          <ElanTiers report={phase.report} />
          <Warnings report={phase.report} />
          <Rejections report={phase.report} />
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <Link to="/admin/dictionary" className="btn btn-primary">
              Open the dictionary
            </Link>
            <Link to="/words" className="btn btn-outline-primary">
              See the words
            </Link>
            <Button variant="outline-secondary" onClick={startOver}>
              Import another file
            </Button>
          </div>
        </section>
      )}
      <Exports />
    </>
  );
}
