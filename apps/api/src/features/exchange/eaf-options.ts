import path from 'node:path';
import type { ImportUploadFields } from '@langapp/shared';
import type { ImportFileOptions } from './import-file.service';

/** The ELAN options of an Import page upload (ADR 087): the tiers chosen, the text to time, the file's name. */
export function elanOptions(body: ImportUploadFields, originalName: string): Pick<ImportFileOptions, 'elan'> {
  if (
    path.extname(originalName).toLowerCase() !== '.eaf' &&
    path.extname(originalName).toLowerCase() !== '.zip'
  )
    return {};
  return {
    elan: {
      tiers: {
        ...(body.tier ? { transcription: body.tier } : {}),
        ...(body.translationTier ? { translation: body.translationTier } : {}),
        ...(body.wordsTier ? { words: body.wordsTier } : {}),
      },
      ...(typeof body.timeText === 'number' ? { timeText: body.timeText } : {}),
      title: path.basename(originalName, path.extname(originalName)),
    },
  };
}
