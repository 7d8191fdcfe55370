import fs from 'node:fs';
import path from 'node:path';
import { textDataSchema } from '@langapp/shared';
import type { TextSentence } from '@langapp/shared';
import { NotFoundError } from '../../lib/domain-errors';
import { textAudioFolders } from '../texts/text-recording.service';
import type { ExchangeDeps } from './import/exchange-deps';
import type { ArchiveEntry } from './zip-archive';

// A text out as ELAN's .eaf (EAF 3.0, ADR 087), with its recording beside it: the transcription
// tier (one time-aligned annotation a sentence, its speaker as participant), the translation
// tier (associated with it) and the words tier (subdividing it; time-aligned within it when
// every word has its time). The tests validate it against EAFv3.0.xsd and read it back unchanged.

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A file name from a title: what ELAN and a file system both take. */
const exportName = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80) || 'text';

const MIME: Record<string, string> = {
  '.wav': 'audio/x-wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.webm': 'audio/webm',
  '.m4a': 'audio/mp4',
  '.flac': 'audio/flac',
};

/** The .eaf document of sentences `sents`, its media named `media` (beside it), spoken by `speaker`. */
function eafXml(options: {
  sents: readonly TextSentence[];
  media: string | undefined;
  speaker: string | undefined;
  date: string;
}): string {
  const slots: string[] = [];
  const slot = (ms: number | undefined) => {
    const id = `ts${slots.length + 1}`;
    slots.push(
      ms === undefined
        ? `<TIME_SLOT TIME_SLOT_ID="${id}"/>`
        : `<TIME_SLOT TIME_SLOT_ID="${id}" TIME_VALUE="${ms}"/>`,
    );
    return id;
  };
  let next = 0;
  const annotationId = () => `a${++next}`;
  const timedWords =
    options.sents.some((s) => s.words.length > 0) &&
    options.sents.every((s) => s.words.every((w) => w.start !== undefined && w.end !== undefined));
  const tx: string[] = [];
  const ft: string[] = [];
  const wd: string[] = [];
  for (const s of options.sents) {
    const id = annotationId();
    tx.push(
      `<ANNOTATION><ALIGNABLE_ANNOTATION ANNOTATION_ID="${id}" TIME_SLOT_REF1="${slot(s.start)}" TIME_SLOT_REF2="${slot(s.end)}"><ANNOTATION_VALUE>${escape(s.text)}</ANNOTATION_VALUE></ALIGNABLE_ANNOTATION></ANNOTATION>`,
    );
    if (s.trans)
      ft.push(
        `<ANNOTATION><REF_ANNOTATION ANNOTATION_ID="${annotationId()}" ANNOTATION_REF="${id}"><ANNOTATION_VALUE>${escape(s.trans)}</ANNOTATION_VALUE></REF_ANNOTATION></ANNOTATION>`,
      );
    let previous: string | undefined;
    for (const w of s.words) {
      const wid = annotationId();
      wd.push(
        timedWords
          ? `<ANNOTATION><ALIGNABLE_ANNOTATION ANNOTATION_ID="${wid}" TIME_SLOT_REF1="${slot(w.start)}" TIME_SLOT_REF2="${slot(w.end)}"><ANNOTATION_VALUE>${escape(w.text)}</ANNOTATION_VALUE></ALIGNABLE_ANNOTATION></ANNOTATION>`
          : `<ANNOTATION><REF_ANNOTATION ANNOTATION_ID="${wid}" ANNOTATION_REF="${id}"${previous ? ` PREVIOUS_ANNOTATION="${previous}"` : ''}><ANNOTATION_VALUE>${escape(w.text)}</ANNOTATION_VALUE></REF_ANNOTATION></ANNOTATION>`,
      );
      previous = wid;
    }
  }
  const media = options.media
    ? `<MEDIA_DESCRIPTOR MEDIA_URL="file:///${encodeURIComponent(options.media)}" MIME_TYPE="${MIME[path.extname(options.media).toLowerCase()] ?? 'audio/*'}" RELATIVE_MEDIA_URL="./${encodeURIComponent(options.media)}"/>`
    : '';
  const participant = options.speaker ? ` PARTICIPANT="${escape(options.speaker)}"` : '';
  const tier = (attrs: string, annotations: string[]) =>
    annotations.length ? `<TIER ${attrs}>\n${annotations.join('\n')}\n</TIER>` : `<TIER ${attrs}/>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ANNOTATION_DOCUMENT AUTHOR="" DATE="${options.date}" FORMAT="3.0" VERSION="3.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.mpi.nl/tools/elan/EAFv3.0.xsd">`,
    `<HEADER MEDIA_FILE="" TIME_UNITS="milliseconds">${media}<PROPERTY NAME="lastUsedAnnotationId">${next}</PROPERTY></HEADER>`,
    `<TIME_ORDER>\n${slots.join('\n')}\n</TIME_ORDER>`,
    tier(`LINGUISTIC_TYPE_REF="utterance"${participant} TIER_ID="Transcription"`, tx),
    tier('LINGUISTIC_TYPE_REF="translation" PARENT_REF="Transcription" TIER_ID="Translation"', ft),
    tier(
      `LINGUISTIC_TYPE_REF="${timedWords ? 'words-timed' : 'words'}" PARENT_REF="Transcription" TIER_ID="Words"`,
      wd,
    ),
    '<LINGUISTIC_TYPE GRAPHIC_REFERENCES="false" LINGUISTIC_TYPE_ID="utterance" TIME_ALIGNABLE="true"/>',
    '<LINGUISTIC_TYPE CONSTRAINTS="Symbolic_Association" GRAPHIC_REFERENCES="false" LINGUISTIC_TYPE_ID="translation" TIME_ALIGNABLE="false"/>',
    timedWords
      ? '<LINGUISTIC_TYPE CONSTRAINTS="Included_In" GRAPHIC_REFERENCES="false" LINGUISTIC_TYPE_ID="words-timed" TIME_ALIGNABLE="true"/>'
      : '<LINGUISTIC_TYPE CONSTRAINTS="Symbolic_Subdivision" GRAPHIC_REFERENCES="false" LINGUISTIC_TYPE_ID="words" TIME_ALIGNABLE="false"/>',
    '<CONSTRAINT DESCRIPTION="Time alignable annotations within the parent annotation\'s time interval, gaps are allowed" STEREOTYPE="Included_In"/>',
    '<CONSTRAINT DESCRIPTION="Symbolic subdivision of a parent annotation. Annotations refering to the same parent are ordered" STEREOTYPE="Symbolic_Subdivision"/>',
    '<CONSTRAINT DESCRIPTION="1-1 association with a parent annotation" STEREOTYPE="Symbolic_Association"/>',
    '</ANNOTATION_DOCUMENT>',
    '',
  ].join('\n');
}

/**
 * Text `textId` as an .eaf file named after its title, with its recording (the original as it
 * came) beside it under the same name; 404 for no such text.
 */
export function buildEafExport(
  deps: Pick<ExchangeDeps, 'repos' | 'mediaDir' | 'clock'>,
  textId: number,
  /** The files' name (without its ending); absent: from the text's title. */
  base?: string,
): { name: string; xml: string; files: ArchiveEntry[] } {
  const text = deps.repos.texts.byId(textId);
  if (!text) throw new NotFoundError('No text found.');
  const data = textDataSchema.parse(JSON.parse(text.data));
  const name = base ?? exportName(text.title);
  const recording = deps.repos.textRecording.live(textId);
  const folder = textAudioFolders(deps.mediaDir).live;
  const source =
    recording &&
    [recording.original, recording.filename].find((f) => f && fs.existsSync(path.join(folder, f)));
  const media = source ? `${name}${path.extname(source).replace(/^\.orig/, '')}` : undefined;
  const xml = eafXml({
    sents: data.sents,
    media,
    speaker: recording?.speaker,
    date: deps.clock.now().toISOString(),
  });
  return {
    name: `${name}.eaf`,
    xml,
    files: source && media ? [{ archivePath: media, sourcePath: path.join(folder, source) }] : [],
  };
}
