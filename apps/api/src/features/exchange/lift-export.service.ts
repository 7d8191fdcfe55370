import fs from 'node:fs';
import path from 'node:path';
import { WRITING_SYSTEM_CODE } from '@langapp/shared';
import type { Db } from '../../db/database';
import { InvalidError } from '../../lib/domain-errors';
import { recordingFolders } from '../recordings/recordings.service';
import { LANGAPP_ID_TRAIT } from './lift-read';
import type { LiftTake } from './lift.repo';
import { createLiftRepo } from './lift.repo';
import type { ArchiveEntry } from './zip-archive';

/** The writing system glosses and notes are written in: the app's glosses are English. */
const GLOSS_WS = 'en';
/** The vernacular writing system when neither the caller nor an earlier LIFT import named one. */
const UNDETERMINED_WS = 'und';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

const form = (lang: string, text: string) =>
  `<form lang="${escapeXml(lang)}"><text>${escapeXml(text)}</text></form>`;

/**
 * The live lexicon as a LIFT 0.13 document (ADR 037), and the recordings to put in an audio/
 * folder beside it (hrefs are file names, as FLEx writes them). Each entry keeps its guid and the app's id (a `langapp-id` trait); its word is
 * in `ws` (default: the writing system of the last LIFT import, else `und`), its gloss and notes in
 * English; each playable recording of its word is a pronunciation whose media label is the speaker.
 */
export function buildLiftExport(
  deps: { db: Db; mediaDir: string },
  options: { ws?: string } = {},
): { xml: string; files: ArchiveEntry[] } {
  const repo = createLiftRepo(deps.db);
  const ws = options.ws ?? repo.liftWs() ?? UNDETERMINED_WS;
  if (!WRITING_SYSTEM_CODE.test(ws))
    throw new InvalidError(`${ws} is not a writing system code (such as qaa or en-x-ipa).`);
  const wordsDir = recordingFolders(deps.mediaDir).words;
  const takes = new Map<string, LiftTake[]>();
  // A take whose file is missing on disk cannot travel: it is left out.
  for (const t of repo.playableTakes())
    if (fs.existsSync(path.join(wordsDir, t.filename))) takes.set(t.word, [...(takes.get(t.word) ?? []), t]);

  const files = new Map<string, ArchiveEntry>();
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<lift version="0.13" producer="langapp">'];
  for (const e of repo.liveEntries()) {
    lines.push(`  <entry id="${escapeXml(`${e.lex}_${e.guid}`)}" guid="${escapeXml(e.guid)}">`);
    lines.push(`    <lexical-unit>${form(ws, e.lex)}</lexical-unit>`);
    lines.push(`    <trait name="${LANGAPP_ID_TRAIT}" value="${e.id}"/>`);
    for (const t of takes.get(e.lex) ?? []) {
      // FLEx names a recording by its file name alone and keeps it in the audio/ folder.
      const archivePath = `audio/${t.filename}`;
      files.set(archivePath, { archivePath, sourcePath: path.join(wordsDir, t.filename) });
      lines.push(
        `    <pronunciation><media href="${escapeXml(t.filename)}"><label>${form(GLOSS_WS, t.speaker)}</label></media></pronunciation>`,
      );
    }
    lines.push(`    <sense id="${escapeXml(`${e.guid}_1`)}">`);
    lines.push(`      <grammatical-info value="${escapeXml(e.pos)}"/>`);
    lines.push(`      <gloss lang="${GLOSS_WS}"><text>${escapeXml(e.gloss)}</text></gloss>`);
    lines.push('    </sense>');
    if (e.notes) lines.push(`    <note>${form(GLOSS_WS, e.notes)}</note>`);
    lines.push('  </entry>');
  }
  lines.push('</lift>', '');
  return { xml: lines.join('\n'), files: [...files.values()] };
}
