import { XMLParser } from 'fast-xml-parser';
import { InvalidError } from '../../../lib/domain-errors';

// The ELAN reader (ADR 087): an .eaf file's bytes to its tiers, each with its linguistic type,
// whether it is time-alignable, its constraint (stereotype), its parent and participant, and its
// annotations with their times in ms (from the time slots; a slot without a value gives none) or,
// for a reference annotation, the annotation it refers to and the one before it. No SQL, no choice:
// eaf-text.ts turns the tiers the teacher chose into a text.

export interface EafAnnotation {
  id: string;
  value: string;
  /** Times in ms where the annotation's time slots have a value. */
  start?: number;
  end?: number;
  /** A reference annotation's parent annotation, and its previous sibling (symbolic subdivision). */
  ref?: string;
  previous?: string;
}

export interface EafTier {
  id: string;
  linguisticType: string;
  timeAlignable: boolean;
  /** Time_Subdivision, Symbolic_Subdivision, Symbolic_Association, Included_In; none on a top tier. */
  stereotype?: string;
  parent?: string;
  participant?: string;
  annotations: EafAnnotation[];
}

interface EafMedia {
  /** The file's name as the descriptor names it (its last path segment, decoded). */
  name: string;
  mimeType: string;
}

export interface EafDocument {
  tiers: EafTier[];
  media: EafMedia[];
  /** The document's URN (PROPERTY URN) where ELAN wrote one. */
  urn?: string;
}

const LISTS = new Set([
  'TIME_SLOT',
  'TIER',
  'ANNOTATION',
  'LINGUISTIC_TYPE',
  'MEDIA_DESCRIPTOR',
  'PROPERTY',
  'CONSTRAINT',
  'LICENSE',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  isArray: (name) => LISTS.has(name),
});

type Node = Record<string, unknown>;
const nodes = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
/** An element's text, whether the parser gave it as a string or as a node with attributes. */
const textOf = (v: unknown): string =>
  typeof v === 'string' ? v : v && typeof v === 'object' ? (str((v as Node)['#text']) ?? '') : '';

/** The last segment of a media URL or path, decoded: the name the media file has beside the .eaf. */
function mediaFileName(url: string): string {
  const last = url.replace(/\\/g, '/').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Reads an .eaf file (EAF 2.x or 3.0); 400 when it is not one. */
export function readEaf(bytes: Buffer | string): EafDocument {
  let root: Node;
  try {
    root = parser.parse(bytes.toString()) as Node;
  } catch (err) {
    throw new InvalidError(`The .eaf file is not well-formed XML: ${(err as Error).message}`);
  }
  const doc = root['ANNOTATION_DOCUMENT'] as Node | undefined;
  if (!doc || typeof doc !== 'object')
    throw new InvalidError('The file is not an ELAN file: it has no ANNOTATION_DOCUMENT.');
  const header = (doc['HEADER'] ?? {}) as Node;
  const units = str(header['TIME_UNITS']);
  if (units !== undefined && units !== 'milliseconds')
    throw new InvalidError(`The .eaf file counts time in ${units}; only milliseconds are read.`);

  const slots = new Map<string, number>();
  for (const slot of nodes((doc['TIME_ORDER'] as Node | undefined)?.['TIME_SLOT'])) {
    const value = str(slot['TIME_VALUE']);
    const id = str(slot['TIME_SLOT_ID']);
    if (id && value !== undefined && /^\d+$/.test(value.trim())) slots.set(id, Number(value));
  }
  const types = new Map<string, { timeAlignable: boolean; stereotype?: string }>();
  for (const t of nodes(doc['LINGUISTIC_TYPE'])) {
    const id = str(t['LINGUISTIC_TYPE_ID']);
    if (!id) continue;
    const stereotype = str(t['CONSTRAINTS']);
    types.set(id, {
      timeAlignable: str(t['TIME_ALIGNABLE']) !== 'false',
      ...(stereotype ? { stereotype } : {}),
    });
  }

  const tiers: EafTier[] = nodes(doc['TIER']).map((t, i) => {
    const id = str(t['TIER_ID']) ?? `tier ${i + 1}`;
    const linguisticType = str(t['LINGUISTIC_TYPE_REF']) ?? '';
    const type = types.get(linguisticType) ?? { timeAlignable: true };
    const annotations = nodes(t['ANNOTATION']).flatMap((a): EafAnnotation[] => {
      const aligned = a['ALIGNABLE_ANNOTATION'] as Node | undefined;
      if (aligned) {
        const start = slots.get(str(aligned['TIME_SLOT_REF1']) ?? '');
        const end = slots.get(str(aligned['TIME_SLOT_REF2']) ?? '');
        return [
          {
            id: str(aligned['ANNOTATION_ID']) ?? '',
            value: textOf(aligned['ANNOTATION_VALUE']),
            ...(start === undefined ? {} : { start }),
            ...(end === undefined ? {} : { end }),
          },
        ];
      }
      const ref = a['REF_ANNOTATION'] as Node | undefined;
      if (!ref) return [];
      const previous = str(ref['PREVIOUS_ANNOTATION']);
      return [
        {
          id: str(ref['ANNOTATION_ID']) ?? '',
          value: textOf(ref['ANNOTATION_VALUE']),
          ref: str(ref['ANNOTATION_REF']) ?? '',
          ...(previous ? { previous } : {}),
        },
      ];
    });
    const parent = str(t['PARENT_REF']);
    const participant = str(t['PARTICIPANT']);
    return {
      id,
      linguisticType,
      timeAlignable: type.timeAlignable,
      ...(type.stereotype ? { stereotype: type.stereotype } : {}),
      ...(parent ? { parent } : {}),
      ...(participant ? { participant } : {}),
      annotations,
    };
  });

  const media = nodes(header['MEDIA_DESCRIPTOR']).flatMap((m): EafMedia[] => {
    const url = str(m['RELATIVE_MEDIA_URL']) ?? str(m['MEDIA_URL']);
    return url ? [{ name: mediaFileName(url), mimeType: str(m['MIME_TYPE']) ?? '' }] : [];
  });
  const urn = nodes(header['PROPERTY']).find((p) => str(p['NAME']) === 'URN');
  return { tiers, media, ...(urn ? { urn: textOf(urn).trim() } : {}) };
}
