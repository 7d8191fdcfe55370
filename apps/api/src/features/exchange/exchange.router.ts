import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RequestHandler } from 'express';
import multer from 'multer';
import {
  exportParamsSchema,
  IMPORT_FILE_EXTENSIONS,
  importConfirmFieldsSchema,
  importTokenParamsSchema,
  importUploadFieldsSchema,
  MAX_IMPORT_UPLOAD_BYTES,
  textIdSchema,
} from '@langapp/shared';
import type { ExportFileName, ImportPreview, ImportResult } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { formFields, readMultipart } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { importActor } from '../history/content-history';
import { elanOptions } from './eaf-options';
import type { ExportFileOptions, ImportFileOptions } from './import-file.service';
import { createImportUploads } from './import-uploads';

const isOn = (flag: string | undefined) => flag === 'true' || flag === 'on';

/** How each file the console offers is written: the CLI's export, to a name it reads the format from. */
const EXPORTS: Record<ExportFileName, { name: string; options: ExportFileOptions }> = {
  'community-bundle.zip': { name: 'bundle.zip', options: {} },
  'lexicon-lift.zip': { name: 'lexicon.zip', options: { lift: true } },
  'texts.flextext': { name: 'texts.flextext', options: {} },
  'lexicon-and-sentences.json': { name: 'data.json', options: {} },
  'lexicon.csv': { name: 'lexicon.csv', options: { kind: 'lexicon' } },
  'sentences.csv': { name: 'sentences.csv', options: { kind: 'sentences' } },
};

/**
 * The console's Import page (ADR 040): admin only. Uploading a file answers its dry run; the
 * file waits on the server until the teacher confirms (it is then imported by the same code as
 * `pnpm cli import`), cancels, or an hour passes. One import runs at a time.
 */
export function exchangeCalls({ imports, config, clock }: CallDeps): Call[] {
  const uploads = createImportUploads(path.join(config.dataDir, 'imports'), clock);
  let running: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
    const next = running.then(job, job);
    running = next.catch(() => undefined);
    return next;
  }

  // Each upload gets a folder of its own; it is removed when the call ends without keeping it.
  const uploadFolder: RequestHandler = (_req, res, next) => {
    const { token, folder } = uploads.newFolder();
    res.locals.importUpload = { token, folder };
    res.on('close', () => {
      if (!uploads.get(token)) uploads.remove(token);
    });
    next();
  };
  const upload = readMultipart(
    multer({
      storage: multer.diskStorage({
        destination: (_req, _file, cb) =>
          cb(null, (_req.res!.locals.importUpload as { folder: string }).folder),
        // The server names the file: only its ending comes from the client, and only a known one.
        filename: (_req, file, cb) => cb(null, `upload${path.extname(file.originalname).toLowerCase()}`),
      }),
      fileFilter: (_req, file, cb) => {
        const ext = path.extname(file.originalname).toLowerCase();
        if ((IMPORT_FILE_EXTENSIONS as readonly string[]).includes(ext)) cb(null, true);
        else cb(new HttpError(400, `The file must end in ${IMPORT_FILE_EXTENSIONS.join(', ')}.`));
      },
      limits: { fileSize: MAX_IMPORT_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 1000 },
    }).single('file'),
  );

  const uploadAndDryRun = validate({ body: importUploadFieldsSchema }, async ({ body }, req, res) => {
    if (!req.file)
      throw new HttpError(400, 'file is required: send the file to import as the multipart field "file".');
    const { token } = res.locals.importUpload as { token: string };
    const options: ImportFileOptions = {
      kind: body.kind,
      skipInvalid: isOn(body.skipInvalid),
      apostrophes: isOn(body.keepCurlyApostrophes) ? 'keep' : undefined,
      ws: body.ws || undefined,
      glossWs: body.glossWs || undefined,
      visibility: body.visibility,
      ...elanOptions(body, req.file.originalname),
    };
    const file = req.file.path;
    const report = await oneAtATime(() => imports.importFile(file, { ...options, dryRun: true }));
    const kept = uploads.keep({
      token,
      file,
      fileName: req.file.originalname,
      options,
      userId: currentUser(req).id,
    });
    const preview: ImportPreview = {
      token,
      fileName: kept.fileName,
      expiresAt: kept.expiresAt.toISOString(),
      report,
    };
    res.json(preview);
  });

  const confirm = validate(
    { params: importTokenParamsSchema, body: importConfirmFieldsSchema },
    async ({ params, body }, req, res) => {
      const p = uploads.pendingFor(params.token, currentUser(req).id);
      const skipInvalid = p.options.skipInvalid || isOn(body.skipInvalid);
      const report = await oneAtATime(() =>
        imports.importFile(p.file, {
          ...p.options,
          skipInvalid,
          decisions: body.decisions,
          dryRun: false,
          actor: importActor(currentUser(req).id),
        }),
      );
      // A file that rejections or an undecided possible duplicate stopped waits, so the teacher can
      // still load its good rows or decide.
      if (report.written) uploads.remove(p.token);
      const result: ImportResult = { report };
      res.json(result);
    },
  );

  // Exports are written to a temporary folder by the CLI's code, sent, then removed.
  const download = validate({ params: exportParamsSchema }, async ({ params }, _req, res) => {
    const how = EXPORTS[params.file];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-export-'));
    const remove = () => fs.rmSync(dir, { recursive: true, force: true });
    try {
      const file = path.join(dir, how.name);
      await imports.exportFile(file, how.options);
      res.set('Cache-Control', 'private, no-store');
      res.download(file, params.file, remove);
    } catch (err) {
      remove();
      throw err;
    }
  });

  // One text as FLEx interlinear (ADR 086), for the teacher's button on the text.
  const textAsFlexText = validate({ params: textIdSchema }, ({ params }, _req, res) => {
    const xml = imports.textAsFlexText(params.id);
    res.set('Cache-Control', 'private, no-store');
    res.attachment(`text-${params.id}.flextext`);
    res.type('application/xml').send(xml);
  });

  // A text as ELAN's .eaf with its recording, in a zip (ADR 087).
  const downloadEaf = validate({ params: textIdSchema }, async ({ params }, _req, res) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-export-'));
    const remove = () => fs.rmSync(dir, { recursive: true, force: true });
    try {
      const file = path.join(dir, 'text.zip');
      await imports.exportFile(file, { text: params.id });
      res.set('Cache-Control', 'private, no-store');
      res.download(file, `text-${params.id}-elan.zip`, remove);
    } catch (err) {
      remove();
      throw err;
    }
  });

  const cancel = validate({ params: importTokenParamsSchema }, ({ params }, req, res) => {
    uploads.remove(uploads.pendingFor(params.token, currentUser(req).id).token);
    res.json({ success: true });
  });

  return [
    {
      method: 'post',
      path: '/api/admin/imports',
      role: 'admin',
      handlers: [uploadFolder, upload, uploadAndDryRun],
    },
    { method: 'post', path: '/api/admin/imports/:token', role: 'admin', handlers: [formFields, confirm] },
    { method: 'get', path: '/api/admin/exports/:file', role: 'admin', handlers: [download] },
    { method: 'get', path: '/api/admin/texts/:id/flextext', role: 'admin', handlers: [textAsFlexText] },
    { method: 'get', path: '/api/admin/texts/:id/eaf', role: 'admin', handlers: [downloadEaf] },
    { method: 'delete', path: '/api/admin/imports/:token', role: 'admin', handlers: [cancel] },
  ];
}
