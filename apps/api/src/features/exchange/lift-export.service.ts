import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { WRITING_SYSTEM_CODE } from '@langapp/shared';
import { InvalidError } from '../../lib/domain-errors';
import { recordingFolders } from '../recordings/recordings.service';
import type { ExchangeDeps } from './import/exchange-deps';
import { alphabetLdml, storedAlphabet } from './lift-ldml';
import { entryXml, isAddedEmptySense } from './lift-write';
import type { EntryExtra, ExampleExtra, LiftOutEntry, LiftOutSense, SenseExtra } from './lift-write';
import type { LiftTake } from './lift.repo';
import type { ArchiveEntry } from './zip-archive';

/** The vernacular writing system when neither the caller nor an earlier LIFT import named one. */
const UNDETERMINED_WS = 'und';
/** The writing system of glosses when no LIFT import named one: the app's glosses are English. */
const DEFAULT_GLOSS_WS = 'en';

const parsed = <T>(json: string | null): T => (json ? (JSON.parse(json) as T) : ({} as T));

/** Groups rows by their entry. */
function byEntry<T extends { lex_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.lex_id);
    if (list) list.push(row);
    else map.set(row.lex_id, [row]);
  }
  return map;
}

/**
 * Names each take's file in the export's audio/ folder: an imported one by its original name with
 * its original bytes (the MP3 the app plays beside it), one recorded here by its MP3. A name two
 * different files would share gets a number.
 */
function recordingFiles(takes: LiftTake[], wordsDir: string) {
  const names = new Set<string>();
  const files: ArchiveEntry[] = [];
  const free = (name: string) => {
    const ext = path.extname(name);
    let candidate = name;
    for (let n = 2; names.has(candidate.toLowerCase()); n++)
      candidate = `${path.basename(name, ext)}-${n}${ext}`;
    names.add(candidate.toLowerCase());
    return candidate;
  };
  const hrefs = new Map<LiftTake, string>();
  for (const t of takes) {
    const mp3 = path.join(wordsDir, t.filename);
    // A take whose file is missing on disk cannot travel: it is left out.
    if (!fs.existsSync(mp3)) continue;
    const original = t.original ? path.join(wordsDir, t.original) : undefined;
    if (t.source_name && original && fs.existsSync(original)) {
      const href = free(t.source_name);
      files.push({ archivePath: `audio/${href}`, sourcePath: original });
      hrefs.set(t, href);
      files.push({ archivePath: `audio/${free(t.filename)}`, sourcePath: mp3 });
    } else {
      const href = free(t.filename);
      files.push({ archivePath: `audio/${href}`, sourcePath: mp3 });
      hrefs.set(t, href);
    }
  }
  return { files, hrefs };
}

/**
 * The live lexicon as a LIFT 0.13 document (ADR 049), and the recordings to put in an audio/
 * folder beside it. Each entry keeps the guid and ids FLEx gave it and what the import kept of it;
 * an entry or sense that has none yet gets them now, stored so that the next export gives the same,
 * and an element the teacher edited is stored as it was written (see entryXml).
 * Every headword, gloss and definition is written in the writing system it came in (migration 023);
 * those that have none (typed here, or from a spreadsheet) in `ws` (default: the writing system of
 * the last LIFT import, else `und`) and that import's gloss writing system (else en).
 */
export function buildLiftExport(
  deps: { repos: Pick<ExchangeDeps['repos'], 'lift'>; mediaDir: string },
  options: { ws?: string } = {},
): { xml: string; files: ArchiveEntry[]; writingSystems: ArchiveEntry[] } {
  const repo = deps.repos.lift;
  const settings = repo.liftSettings();
  const ws = options.ws ?? settings.ws ?? UNDETERMINED_WS;
  if (!WRITING_SYSTEM_CODE.test(ws))
    throw new InvalidError(`${ws} is not a writing system code (such as qaa or en-x-ipa).`);
  const langs = { ws, glossWs: settings.glossWs ?? DEFAULT_GLOSS_WS };
  const wordsDir = recordingFolders(deps.mediaDir).words;
  const takes = repo.playableTakes();
  const { files, hrefs } = recordingFiles(takes, wordsDir);
  const takesOf = byEntry(takes);

  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<lift version="0.13" producer="langapp">'];
  if (settings.header) lines.push(settings.header);
  repo.transaction(() => {
    const parts = repo.allParts();
    const senses = byEntry(parts.senses);
    const examples = byEntry(parts.examples);
    const notes = byEntry(parts.notes);
    const forms = byEntry(parts.forms);
    for (const e of repo.liveEntries()) {
      const extra = parsed<EntryExtra>(e.lift_extra);
      // Kept for the next export (stored below with the rest).
      extra.id ??= `${e.lex}_${e.guid}`;
      const entryNotes = notes.get(e.id) ?? [];
      // What the export may change of the extras (see entryXml): each stored again if it did.
      const stored: { json: string | null; extra: object; save: (json: string) => void }[] = [
        { json: e.lift_extra, extra, save: (json) => repo.setEntryExtra(e.id, json) },
      ];
      const keep = <T extends object>(json: string | null, extra: T, save: (json: string) => void) => {
        stored.push({ json, extra, save });
        return extra;
      };
      const entry: LiftOutEntry = {
        id: extra.id,
        guid: e.guid,
        homograph: e.homograph,
        appId: e.id,
        visibility: e.visibility,
        lex: e.lex,
        lexWs: e.lex_ws,
        notes: e.notes,
        typedNotes: entryNotes.filter((n) => n.sense_id === null),
        forms: forms.get(e.id) ?? [],
        media: (takesOf.get(e.id) ?? []).flatMap((t) => {
          const href = hrefs.get(t);
          return href ? [{ href, speaker: t.speaker }] : [];
        }),
        senses: (senses.get(e.id) ?? []).map((s): LiftOutSense => {
          const sense: LiftOutSense = {
            id: s.lift_id ?? '',
            pos: s.pos,
            gloss: s.gloss,
            definition: s.definition,
            glossWs: s.gloss_ws,
            definitionWs: s.definition_ws,
            extra: keep(s.lift_extra, parsed<SenseExtra>(s.lift_extra), (json) =>
              repo.setSenseExtra(s.id, json),
            ),
            notes: entryNotes.filter((n) => n.sense_id === s.id),
            examples: (examples.get(e.id) ?? [])
              .filter((x) => x.sense_id === s.id)
              .map((x) => ({
                text: x.text,
                translation: x.translation,
                extra: x.lift_extra
                  ? keep(x.lift_extra, parsed<ExampleExtra>(x.lift_extra), (json) =>
                      repo.setExampleExtra(x.id, json),
                    )
                  : undefined,
              })),
          };
          if (!sense.id && !isAddedEmptySense(sense)) {
            sense.id = randomUUID();
            repo.setSenseId(s.id, sense.id);
          }
          return sense;
        }),
        extra,
      };
      lines.push(entryXml(entry, langs));
      for (const x of stored) {
        const json = JSON.stringify(x.extra);
        if (json !== (x.json ?? '{}')) x.save(json);
      }
    }
  });
  lines.push('</lift>', '');
  return { xml: lines.join('\n'), files, writingSystems: writingSystemFiles(repo) };
}

/**
 * The headwords' writing system's definition with the teacher's alphabet as its sort order, where
 * FLEx's LIFT export puts writing systems and its import reads them: WritingSystems/<tag>.ldml
 * beside the .lift (ADR 097). None while the teacher has made no alphabet.
 */
function writingSystemFiles(repo: Pick<ExchangeDeps['repos']['lift'], 'headwordAlphabet'>): ArchiveEntry[] {
  const row = repo.headwordAlphabet();
  const alphabet = row ? storedAlphabet(row.letters, row.case_matters === 1) : null;
  if (!row || !alphabet || !WRITING_SYSTEM_CODE.test(row.ws)) return [];
  return [{ archivePath: `WritingSystems/${row.ws}.ldml`, data: alphabetLdml(row.ws, alphabet) }];
}
