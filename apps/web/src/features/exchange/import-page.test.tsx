import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportReport } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { ImportPage } from './import-page';

const routes = testRoutes({ admin: [{ path: 'admin/import', element: <ImportPage /> }] });
const TOKEN = '0123456789abcdef0123456789abcdef';

const counts = (lexicon = 0, sentences = 0) => ({ lexicon, sentences, texts: 0, lessons: 0, recordings: 0 });
function report(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    added: counts(2),
    updated: counts(1),
    unchanged: counts(5),
    rejected: [],
    kinds: ['lexicon', 'sentences'],
    written: false,
    dryRun: true,
    ...overrides,
  };
}

/**
 * A stand-in for XMLHttpRequest, which the upload uses for its progress: it reports half the body
 * sent, then all of it, then answers `reply`. The fields it was sent are kept.
 */
function fakeUpload(reply: { status: number; body: unknown }) {
  const sent: Record<string, string>[] = [];
  let finish: () => void = () => undefined;
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open(method: string, path: string) {
      expect([method, path]).toEqual(['POST', '/api/admin/imports']);
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.push(
        Object.fromEntries(
          [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
        ),
      );
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      finish = () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      };
    }
  }
  // test/setup.ts puts the real XMLHttpRequest back after each test (vi.unstubAllGlobals).
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent, finish: () => finish() };
}

function openImport(replies: Record<string, Reply> = {}) {
  const { calls } = mockFetch({
    ...signedIn('teacher', true),
    // The ELAN timing picker's texts (SAMPLE title).
    'GET /api/text-index': {
      body: { success: true, data: [{ id: 7, title: 'Sample FLEx story', published: 1 }] },
    },
    ...replies,
  });
  return { ...renderApp('/admin/import', { routes }), calls };
}

const csv = new File(['lex,pos,gloss\ntahak,n,river\n'], 'words.csv', { type: 'text/csv' });

/** Opens the page, uploads `file` and waits for its dry run, which the server answers with `dryRun`. */
async function checkFile(file: File, dryRun: ImportReport, replies: Record<string, Reply> = {}) {
  const upload = fakeUpload({
    status: 200,
    body: { token: TOKEN, fileName: file.name, expiresAt: 'x', report: dryRun },
  });
  const opened = openImport(replies);
  await opened.user.upload(await screen.findByLabelText('File to import'), file);
  await opened.user.click(screen.getByRole('button', { name: 'Check the file' }));
  upload.finish();
  await screen.findByRole('heading', { name: `What ${file.name} would change` });
  return opened;
}

describe('ImportPage', () => {
  it('when the teacher takes an existing text’s times from an .eaf, then the upload names the text and the dry run lists what matched and what did not', async () => {
    const eafReport = report({
      kinds: ['texts', 'recordings'],
      added: counts(),
      updated: { ...counts(), texts: 1 },
      unchanged: counts(),
      elan: {
        tiers: [],
        chosen: { transcription: 'tx@Elder' },
        title: 'Sample FLEx story',
        sentences: 3,
        untimed: 0,
        empty: 0,
        media: null,
        timing: {
          textId: 7,
          matched: 2,
          mismatches: ['Sentence 3 “Omo.” is not in the .eaf file: it keeps no time.'],
        },
      },
    });
    const upload = fakeUpload({
      status: 200,
      body: { token: TOKEN, fileName: 'story.eaf', expiresAt: 'x', report: eafReport },
    });
    const { user } = openImport();
    await user.upload(
      await screen.findByLabelText('File to import'),
      new File(['<ANNOTATION_DOCUMENT/>'], 'story.eaf'),
    );
    const picker = screen.getByRole('combobox', { name: 'An ELAN file (.eaf) brings' });
    await screen.findByRole('option', { name: 'The times of “Sample FLEx story”' });
    await user.selectOptions(picker, '7');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    upload.finish();
    await screen.findByRole('heading', { name: 'What story.eaf would change' });
    expect(upload.sent).toEqual([{ timeText: '7', file: 'story.eaf' }]);
    expect(
      screen.getByText(/Times for “Sample FLEx story” \(text 7\): 2 of its sentences matched; not matched:/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sentence 3 “Omo.” is not in the .eaf file: it keeps no time.'),
    ).toBeInTheDocument();
    // The dry run's own form keeps the choice, to read the file again.
    expect(screen.getByRole('combobox', { name: 'An ELAN file (.eaf) brings' })).toHaveValue('7');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the teacher chooses who may see what the file adds, then the upload carries that level', async () => {
    const upload = fakeUpload({
      status: 200,
      body: { token: TOKEN, fileName: 'words.csv', expiresAt: 'x', report: report() },
    });
    const { user } = openImport();
    await user.upload(await screen.findByLabelText('File to import'), csv);
    const level = screen.getByRole('combobox', { name: 'Visible to' });
    expect(level).toHaveValue('learners');
    await user.selectOptions(level, 'teachers');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    upload.finish();
    await screen.findByRole('heading', { name: 'What words.csv would change' });
    expect(upload.sent).toEqual([{ visibility: 'teachers', file: 'words.csv' }]);
  });

  it('when the teacher uploads a file, then the progress and its dry run show, and Import loads it', async () => {
    const upload = fakeUpload({
      status: 200,
      body: { token: TOKEN, fileName: 'words.csv', expiresAt: '2026-03-01T19:00:00.000Z', report: report() },
    });
    const { user, calls } = openImport({
      [`POST /api/admin/imports/${TOKEN}`]: {
        body: { report: report({ dryRun: false, written: true }) },
      },
    });
    await user.upload(await screen.findByLabelText('File to import'), csv);
    await user.selectOptions(screen.getByRole('combobox', { name: 'A CSV file’s rows are' }), 'lexicon');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    expect(await screen.findByText('Uploading words.csv: 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload of words.csv' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    upload.finish();

    const heading = await screen.findByRole('heading', { name: 'What words.csv would change' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(upload.sent).toEqual([{ kind: 'lexicon', file: 'words.csv' }]);
    const table = screen.getByRole('table', { name: 'If imported' });
    const entries = within(table).getByRole('row', { name: /Dictionary entries/ });
    expect(
      within(entries)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '5']);
    expect(screen.getByText('Nothing has been written yet.')).toBeInTheDocument();
    // A dry run says what the file would do.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['What', 'Would add', 'Would change', 'Unchanged']);
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const done = await screen.findByRole('heading', { name: 'Imported words.csv' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(calls.find((c) => c.path === `/api/admin/imports/${TOKEN}`)?.form).toEqual({});
    expect(screen.getByRole('link', { name: 'Open the dictionary' })).toHaveAttribute(
      'href',
      '/admin/dictionary',
    );
    expect(screen.getByRole('link', { name: 'See the words' })).toHaveAttribute('href', '/words');
    const did = screen.getByRole('table', { name: 'What the import did' });
    expect(
      within(did)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['What', 'Added', 'Changed', 'Unchanged']);
    // Nothing invites the teacher to check the file again once it is in.
    expect(screen.queryByRole('button', { name: 'Check the file' })).toBeNull();
    expect(screen.queryByText('Nothing has been written yet.')).toBeNull();
  });

  it('when rows are rejected, then each is named, and the teacher can load the rest', async () => {
    const rejected = [{ kind: 'lexicon' as const, where: 'line 3', reason: 'gloss is required.' }];
    const upload = fakeUpload({
      status: 200,
      body: { token: TOKEN, fileName: 'words.csv', expiresAt: 'x', report: report({ rejected }) },
    });
    const { user, calls } = openImport({
      [`POST /api/admin/imports/${TOKEN}`]: {
        body: { report: report({ dryRun: false, written: true, rejected }) },
      },
    });
    await user.upload(await screen.findByLabelText('File to import'), csv);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    upload.finish();
    expect(await screen.findByText('1 item would be rejected')).toBeInTheDocument();
    expect(screen.getByText('Dictionary entries, line 3:')).toBeInTheDocument();
    expect(screen.getByText('gloss is required.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import the rest, leaving out the rejected' }));
    await screen.findByRole('heading', { name: 'Imported words.csv' });
    expect(calls.find((c) => c.path === `/api/admin/imports/${TOKEN}`)?.form).toEqual({
      skipInvalid: 'true',
    });
  });

  // Sample writing systems and entries, invented: not language material.
  const liftReport = (overrides: Partial<ImportReport> = {}) =>
    report({
      kinds: ['lexicon', 'recordings'],
      removed: { ...counts(), lexicon: 3 },
      writingSystems: {
        headwords: 'seh',
        glosses: 'en',
        others: ['pt', 'seh-fonipa', 'qaa-Zxxx-x-audio'],
        details: [
          { code: 'en', name: 'English', headwords: 0, glosses: 40 },
          { code: 'pt', name: 'Portuguese', headwords: 0, glosses: 12 },
          { code: 'qaa-Zxxx-x-audio', name: 'Private use (audio)', headwords: 0, glosses: 0 },
          { code: 'seh', name: 'Sena', headwords: 50, glosses: 0 },
          { code: 'seh-fonipa', name: 'Sena (International Phonetic Alphabet)', headwords: 2, glosses: 0 },
        ],
      },
      warnings: [
        {
          kind: 'lexicon',
          reason: 'senses without a part of speech (grammatical-info)',
          count: 474,
          where: ['abaca (line 12)', 'aberu (line 40), sense 2'],
        },
      ],
      ...overrides,
    });
  const lift = new File(['<lift/>'], 'dictionary.lift', { type: 'application/xml' });

  it('when a LIFT file is checked, then the page names its writing systems, says what it would remove and what would want a look, by headword', async () => {
    await checkFile(lift, liftReport());
    const table = screen.getByRole('table', { name: 'If imported' });
    const entries = within(table).getByRole('row', { name: /Dictionary entries/ });
    expect(
      within(entries)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '5', '3']);
    expect(
      within(table).getByRole('columnheader', { name: 'Would remove (deleted in FieldWorks)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Headwords are read in/)).toHaveTextContent(
      'Headwords are read in Sena seh; glosses and definitions in English en. The file also has Portuguese pt, Sena (International Phonetic Alphabet) seh-fonipa.',
    );
    expect(
      screen.getByRole('heading', { name: 'Would arrive, but worth a look' }).parentElement,
    ).toHaveTextContent(
      '474 senses without a part of speech (grammatical-info), for example abaca (line 12); aberu (line 40), sense 2; …',
    );
    expect(screen.queryByRole('heading', { name: 'Arrived, but worth a look' })).toBeNull();
    // The writing systems are chosen from the file's own, by name: no box to type a code in.
    expect(screen.queryByRole('textbox', { name: /Words in|Glosses in/ })).toBeNull();
    const words = screen.getByRole('combobox', { name: 'Words in' });
    expect(
      within(words)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sena (seh): 50 entries', 'Sena (International Phonetic Alphabet) (seh-fonipa): 2 entries']);
    expect(
      within(screen.getByRole('combobox', { name: 'Glosses in' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English (en): 40 senses', 'Portuguese (pt): 12 senses']);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the teacher picks other writing systems of the file, then it is read again in them and the first upload is thrown away', async () => {
    const upload = fakeUpload({
      status: 200,
      body: { token: TOKEN, fileName: lift.name, expiresAt: 'x', report: liftReport() },
    });
    const { user, calls } = openImport({
      [`DELETE /api/admin/imports/${TOKEN}`]: { body: { success: true } },
    });
    await user.upload(await screen.findByLabelText('File to import'), lift);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    upload.finish();
    const read = await screen.findByRole('button', { name: 'Read the file in these writing systems' });
    expect(read).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Glosses in' }), 'pt');
    await user.click(read);
    await waitFor(() => expect(upload.sent).toHaveLength(2));
    expect(upload.sent[1]).toMatchObject({ file: 'dictionary.lift', ws: 'seh', glossWs: 'pt' });
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/admin/imports/${TOKEN}`)).toBe(true);
    upload.finish();
    expect(
      await screen.findByRole('heading', { name: 'What dictionary.lift would change' }),
    ).toBeInTheDocument();
  });

  it('when a LIFT file is imported, then the page says what was added, changed and removed, what arrived, and links to the dictionary', async () => {
    const done = liftReport({ dryRun: false, written: true });
    const { user } = await checkFile(lift, liftReport(), {
      [`POST /api/admin/imports/${TOKEN}`]: { body: { report: done } },
    });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByRole('heading', { name: 'Imported dictionary.lift' });
    const table = screen.getByRole('table', { name: 'What the import did' });
    expect(
      within(table).getByRole('columnheader', { name: 'Removed (deleted in FieldWorks)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Headwords were read in/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Arrived, but worth a look' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Words in' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Read the file|Check the file/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the dictionary' })).toHaveAttribute(
      'href',
      '/admin/dictionary',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when every entry of the file would be rejected, then it does not say everything is here already', async () => {
    await checkFile(
      lift,
      liftReport({
        added: counts(),
        updated: counts(),
        unchanged: counts(),
        removed: counts(),
        rejected: [
          { kind: 'lexicon', where: 'line 7 (an entry without a headword)', reason: 'It has no headword.' },
        ],
      }),
    );
    expect(
      screen.getByText('Nothing would be imported: what the file holds would be rejected, as listed above.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/everything the file holds is here already/)).toBeNull();
  });

  it('when a spreadsheet is checked, then no LIFT column or writing systems show', async () => {
    await checkFile(csv, report());
    expect(screen.queryByRole('columnheader', { name: /Deleted in FieldWorks/ })).toBeNull();
    expect(screen.queryByText(/Headwords (are|were) read in/)).toBeNull();
  });

  it('when the server refuses the file, then its sentence shows and the form is back', async () => {
    const upload = fakeUpload({
      status: 400,
      body: { success: false, error: 'The file is not valid JSON.' },
    });
    const { user } = openImport();
    await user.upload(await screen.findByLabelText('File to import'), csv);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    upload.finish();
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not valid JSON.');
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeEnabled();
  });

  it('when the page shows, then it links to every export the CLI writes, as downloads', async () => {
    openImport();
    const exports = await screen.findByRole('region', { name: 'Export' });
    const links = within(exports).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/api/admin/exports/community-bundle.zip',
      '/api/admin/exports/lexicon-lift.zip',
      '/api/admin/exports/texts.flextext',
      '/api/admin/exports/lexicon-and-sentences.json',
      '/api/admin/exports/lexicon.csv',
      '/api/admin/exports/sentences.csv',
    ]);
    for (const a of links) expect(a).toHaveAttribute('download');
    expect(
      within(exports).getByRole('link', { name: 'The lexicon for FieldWorks (LIFT)' }),
    ).toBeInTheDocument();
  });

  it('when no file is chosen, then it says so and sends nothing', async () => {
    const { user } = openImport();
    await user.click(await screen.findByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a file to import.');
    expect(screen.getByLabelText('File to import')).toHaveFocus();
  });

  it('when the teacher cancels, then the upload is thrown away and the form is back', async () => {
    const { user, calls } = await checkFile(csv, report(), {
      [`DELETE /api/admin/imports/${TOKEN}`]: { body: { success: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const fileField = await screen.findByLabelText('File to import');
    await waitFor(() => expect(fileField).toHaveFocus());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('when a LIFT file uploaded alone has its recordings rejected, then the page says to upload a zip with its audio', async () => {
    const missing = {
      kind: 'recordings' as const,
      where: 'entry tahak_1',
      reason: "tahak.wav is not in the LIFT file's folder or its audio folder.",
    };
    const lift = new File(['<lift version="0.13"/>'], 'flex.lift', { type: 'application/xml' });
    await checkFile(lift, report({ rejected: [missing] }));
    expect(screen.getByText(/tahak\.wav is not in the LIFT file's folder/)).toBeInTheDocument();
    expect(screen.getByText(/A LIFT file uploaded on its own cannot bring its recordings/)).toHaveTextContent(
      'upload a .zip holding the .lift file and its audio folder',
    );
  });

  it('when a CSV file has rejected rows, then no word is said about recordings', async () => {
    await checkFile(
      csv,
      report({ rejected: [{ kind: 'lexicon', where: 'line 3', reason: 'lex is required.' }] }),
    );
    expect(screen.getByText('lex is required.')).toBeInTheDocument();
    expect(screen.queryByText(/cannot bring its recordings/)).not.toBeInTheDocument();
  });

  it('when nothing would change, then it says so and offers no Import', async () => {
    await checkFile(csv, report({ added: counts(), updated: counts() }));
    expect(
      await screen.findByText('Nothing would change: everything the file holds is here already.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  describe('a spreadsheet whose rows meet the dictionary', () => {
    // Sample words, invented: not language material.
    const tahak = (id: number, homograph: number, pos: string, gloss: string) => ({
      id,
      lex: 'Tahak',
      homograph,
      senses: [{ pos, gloss }],
    });
    const rows: NonNullable<ImportReport['lexiconRows']> = {
      new: {
        total: 1,
        rows: [{ where: 'line 5', id: 9, lex: 'nipem', senses: [{ pos: 'v', gloss: 'to see' }] }],
      },
      changed: { total: 0, rows: [] },
      unchanged: {
        total: 1,
        rows: [{ where: 'line 2', id: 1, lex: 'Tahak', senses: [{ pos: 'n', gloss: 'river' }] }],
      },
      possibleDuplicates: [
        {
          where: 'line 3',
          lex: 'Tahak',
          senses: [{ pos: 'n', gloss: 'stream' }],
          entries: [tahak(1, 1, 'n', 'river'), tahak(2, 2, 'v', 'to flow')],
          decision: null,
        },
        {
          where: 'line 4',
          lex: 'lumah',
          senses: [{ pos: '', gloss: 'rock' }],
          entries: [{ id: 3, lex: 'lumah', homograph: null, senses: [{ pos: 'n', gloss: 'stone' }] }],
          decision: null,
        },
      ],
    };
    const dryRun = report({ added: counts(1), updated: counts(), unchanged: counts(1), lexiconRows: rows });

    it('when the dry run has new rows, possible duplicates and unchanged rows, then the page shows the three groups, and Import waits for a choice for each possible duplicate', async () => {
      const { user, calls } = await checkFile(csv, dryRun, {
        [`POST /api/admin/imports/${TOKEN}`]: { body: { report: report({ dryRun: false, written: true }) } },
      });
      const duplicates = screen.getByRole('region', { name: 'Possible duplicates: 2' });
      expect(within(duplicates).getByRole('cell', { name: 'Tahak (n) stream' })).toBeInTheDocument();
      expect(
        within(duplicates)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Tahak1 (n) river', 'Tahak2 (v) to flow', 'lumah (n) stone']);
      const first = within(duplicates).getByRole('combobox', { name: 'What to do with line 3, Tahak' });
      expect(
        within(first)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Choose…',
        'Add as a new entry',
        'Add as a new sense of Tahak 1 ((n) river)',
        'Add as a new sense of Tahak 2 ((v) to flow)',
        'Skip this row',
      ]);
      expect(screen.getByRole('table', { name: 'New words' })).toHaveTextContent('line 5nipem(v) to see');
      expect(screen.getByRole('table', { name: 'Already in the dictionary, unchanged' })).toHaveTextContent(
        'line 2Tahak(n) river',
      );
      expect(await seriousAxeViolations()).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Import' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Choose what to do with each possible duplicate first.',
      );
      expect(first).toHaveFocus();
      expect(calls.some((c) => c.path === `/api/admin/imports/${TOKEN}`)).toBe(false);

      await user.selectOptions(first, 'Add as a new sense of Tahak 2 ((v) to flow)');
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'What to do with line 4, lumah' }),
        'skip',
      );
      await user.click(screen.getByRole('button', { name: 'Import' }));
      await screen.findByRole('heading', { name: 'Imported words.csv' });
      const sent = calls.find((c) => c.path === `/api/admin/imports/${TOKEN}`)?.form as Record<
        string,
        string
      >;
      expect(JSON.parse(sent.decisions!)).toEqual({ 'line 3': 'new-sense:2', 'line 4': 'skip' });
    });

    it('when the teacher chooses for every possible duplicate at once, then each row takes that choice', async () => {
      const { user } = await checkFile(csv, dryRun);
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'For every possible duplicate' }),
        'Add each as a new sense of the first entry',
      );
      expect(screen.getByRole('combobox', { name: 'What to do with line 3, Tahak' })).toHaveValue(
        'new-sense:1',
      );
      expect(screen.getByRole('combobox', { name: 'What to do with line 4, lumah' })).toHaveValue(
        'new-sense:3',
      );
    });

    it('when nothing would change but rows may duplicate entries, then Import is still offered', async () => {
      await checkFile(csv, report({ added: counts(), updated: counts(), lexiconRows: rows }));
      expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
      expect(screen.queryByText(/Nothing would change/)).not.toBeInTheDocument();
    });
  });
});
