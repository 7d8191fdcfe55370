import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { InvalidError } from '../../lib/domain-errors';

/** The trait that carries the app's own id of an entry through a LIFT file. */
export const LANGAPP_ID_TRAIT = 'langapp-id';
/** The speaker of an imported recording whose LIFT media names none. */
const LIFT_DEFAULT_SPEAKER = 'Imported from LIFT';

/** One LIFT entry, as the app reads it (ADR 037). Texts are raw (not yet normalised). */
export interface LiftEntry {
  /** Where it is in the file, for the report: "entry <id>" (or its guid, or its position). */
  where: string;
  guid: string;
  /** The app's id the entry had when the app wrote it (the langapp-id trait), if any. */
  appId: number | undefined;
  /** The lexical unit in the chosen writing system, or undefined when it has none there. */
  word: string | undefined;
  pos: string | undefined;
  gloss: string | undefined;
  notes: string;
  media: { href: string; speaker: string }[];
}

export interface LiftFile {
  /** The vernacular writing system the words were read in. */
  ws: string | undefined;
  entries: LiftEntry[];
}

type Node = Record<string, unknown>;
const ARRAYS = new Set([
  'entry',
  'form',
  'sense',
  'gloss',
  'note',
  'pronunciation',
  'media',
  'trait',
  'definition',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // <text> may hold <span> markup: it is kept raw and flattened to plain text below.
  stopNodes: ['*.text'],
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ARRAYS.has(name),
});

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The plain text of a <text> element's raw content: markup dropped, entities decoded. */
function plain(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .trim();
}

const list = (value: unknown): Node[] =>
  Array.isArray(value) ? (value as Node[]) : value ? [value as Node] : [];
const attr = (node: Node | undefined, name: string): string | undefined => {
  const v = node?.[`@_${name}`];
  return typeof v === 'string' ? v : undefined;
};

/** FLEx keeps audio as a form in a writing system such as "qaa-Zxxx-x-audio", its text a file name. */
const isAudioWs = (lang: string) => /-zxxx-x-audio$/i.test(lang);

/** The forms of a multitext element: [lang, text] in document order. */
function forms(node: Node | undefined): [string, string][] {
  return list(node?.form).map((f) => [attr(f, 'lang') ?? '', plain(f.text)]);
}

/** The text in `ws`, else undefined. */
function inWs(node: Node | undefined, ws: string): string | undefined {
  return forms(node).find(([lang, text]) => lang === ws && text !== '')?.[1];
}

/** A guid the entry keeps from one file to the next: its own, else one made from its LIFT id. */
function guidOf(entry: Node): string | undefined {
  const own = attr(entry, 'guid')?.trim().toLowerCase();
  if (own) return own;
  const id = attr(entry, 'id');
  if (!id) return undefined;
  // A name-based (version 5 style) UUID of the LIFT id: the same id always gives the same guid.
  const hash = createHash('sha1').update(`lift-entry-id:${id}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Reads a LIFT 0.13 document: each entry's word in `ws` (default: the first vernacular writing
 * system the file uses), the first sense's part of speech and gloss (or definition) in `glossWs`,
 * its notes and its recordings. Throws an InvalidError when the text is not well-formed LIFT.
 */
export function readLift(xml: string, options: { ws?: string; glossWs?: string } = {}): LiftFile {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new InvalidError(
      `The LIFT file is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`,
    );
  const doc = parser.parse(xml) as Node;
  const lift = doc.lift as Node | undefined;
  if (!lift || typeof lift !== 'object')
    throw new InvalidError('The file is not LIFT: it has no <lift> element.');
  const entries = list(lift.entry).filter((e) => !attr(e, 'dateDeleted'));
  const glossWs = options.glossWs ?? 'en';
  const ws =
    options.ws ??
    entries
      .flatMap((e) => forms(list(e['lexical-unit'])[0]))
      .map(([lang]) => lang)
      .find((lang) => lang !== '' && !isAudioWs(lang));

  return {
    ws,
    entries: entries.map((entry, i): LiftEntry => {
      const id = attr(entry, 'id');
      const guid = guidOf(entry);
      const unit = list(entry['lexical-unit'])[0];
      const sense = list(entry.sense)[0];
      const glosses = list(sense?.gloss)
        .filter((g) => attr(g, 'lang') === glossWs)
        .map((g) => plain(g.text))
        .filter(Boolean);
      const definition = inWs(list(sense?.definition)[0], glossWs);
      const noteOf = (n: Node) => inWs(n, glossWs) ?? forms(n).find(([, t]) => t !== '')?.[1];
      const notes = [...list(entry.note), ...list(sense?.note)].map(noteOf).filter((n): n is string => !!n);
      const trait = list(entry.trait).find((t) => attr(t, 'name') === LANGAPP_ID_TRAIT);
      const appId = Number(attr(trait, 'value'));
      const media = [
        ...list(entry.pronunciation).flatMap((p) =>
          list(p.media).map((m) => ({
            href: attr(m, 'href') ?? '',
            speaker: forms(list(m.label)[0]).find(([, t]) => t !== '')?.[1] ?? LIFT_DEFAULT_SPEAKER,
          })),
        ),
        ...forms(unit)
          .filter(([lang, text]) => isAudioWs(lang) && text !== '')
          .map(([, text]) => ({ href: text, speaker: LIFT_DEFAULT_SPEAKER })),
      ].filter((m) => m.href !== '');
      return {
        where: `entry ${id ?? guid ?? i + 1}`,
        guid: guid ?? '',
        appId: Number.isInteger(appId) && appId > 0 ? appId : undefined,
        word: ws ? inWs(unit, ws) : undefined,
        pos: attr(list(sense?.['grammatical-info'])[0], 'value')?.trim() || undefined,
        gloss: glosses.length > 0 ? glosses.join('; ') : definition,
        notes: notes.join('\n'),
        // The same file named twice (a pronunciation and an audio form) is one recording.
        media: media.filter((m, j) => media.findIndex((o) => o.href === m.href) === j),
      };
    }),
  };
}
