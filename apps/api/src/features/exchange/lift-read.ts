import { isVisibility } from '@langapp/shared';
import type { Visibility } from '@langapp/shared';
import { liftShapeOf, upgradeEntry } from './lift-older';
import { attrOf, childrenNamed, childrenOf, nameOf, plainText, xmlOf } from './lift-xml';
import type { XmlNode } from './lift-xml';
import { readXmlDocument } from './lift-xml-read';

// A LIFT 0.13 file as the import reads it (ADR 049), before any writing system is chosen: every
// entry with its parts, the text of each form, and the canonical XML of each element, so that what
// the app does not model can be kept verbatim and written back.

/** The trait that carries the app's own id of an entry through a LIFT file. */
export const LANGAPP_ID_TRAIT = 'langapp-id';
/** The trait that carries who may see an entry (ADR 062): public, learners or teachers. */
export const VISIBILITY_TRAIT = 'visibility';

export interface LiftForm {
  lang: string;
  /** Its plain text (see plainText). */
  text: string;
  /** The <form> element. */
  node: XmlNode;
}

/** An element holding forms (a lexical unit, a citation, a definition, a note, ...). */
interface LiftMultitext {
  forms: LiftForm[];
  /** The whole element (xmlOf gives it canonical). */
  node: XmlNode;
}

interface LiftMedia {
  href: string;
  /** The label's first text (FLEx writes the speaker there), if any. */
  label: string | undefined;
}

interface LiftPronunciation extends LiftMultitext {
  media: LiftMedia[];
  /** Its other children (fields such as cv-pattern and tone, traits, annotations), canonical. */
  parts: string[];
}

interface LiftVariant extends LiftMultitext {
  attrs: Record<string, string>;
  parts: string[];
}

export interface LiftNote extends LiftMultitext {
  type: string | undefined;
}

interface LiftExample extends LiftMultitext {
  /** The forms of each <translation>, in order. */
  translations: LiftForm[][];
}

export interface LiftSense {
  id: string | undefined;
  /** Attributes other than id and order (dateCreated, dateModified). */
  attrs: Record<string, string>;
  pos: string | undefined;
  /** The <grammatical-info> element, canonical. */
  grammaticalInfo: string | undefined;
  glosses: LiftForm[];
  definition: LiftMultitext | undefined;
  notes: LiftNote[];
  examples: LiftExample[];
  /** Children the app does not model (relations, reversals, illustrations, subsenses, fields, traits...). */
  parts: string[];
}

export interface LiftEntry {
  /** Where it starts in the file. */
  line: number;
  id: string | undefined;
  /** Lower-cased, as stored. */
  guid: string | undefined;
  /** The homograph number (`order`). */
  order: number | undefined;
  deleted: boolean;
  /** The app's id of the entry when the app wrote the file (the langapp-id trait). */
  appId: number | undefined;
  /** Who may see the entry, when the file says (the visibility trait). */
  visibility: Visibility | undefined;
  /** Attributes the app does not model (dateCreated, dateModified). */
  attrs: Record<string, string>;
  lexicalUnit: LiftMultitext | undefined;
  citation: LiftMultitext | undefined;
  pronunciations: LiftPronunciation[];
  variants: LiftVariant[];
  notes: LiftNote[];
  senses: LiftSense[];
  /** Children the app does not model (traits, fields, relations, etymologies, annotations), canonical. */
  parts: string[];
}

export interface LiftDocument {
  /** The <header> (ranges, field definitions), canonical, if the file has one. */
  header: string | undefined;
  entries: () => Generator<LiftEntry>;
}

/** FLEx keeps audio as a form in a writing system such as "qaa-Zxxx-x-audio", its text a file name. */
export const isAudioWs = (lang: string) => /-zxxx-x-audio$/i.test(lang);

function formsOf(node: XmlNode | undefined): LiftForm[] {
  if (!node) return [];
  return childrenNamed(node, 'form').map((f) => ({
    lang: attrOf(f, 'lang') ?? '',
    text: plainText(childrenNamed(f, 'text')[0]),
    node: f,
  }));
}

const multitext = (node: XmlNode): LiftMultitext => ({
  forms: formsOf(node),
  node,
});

/** The attributes of `node` but those named. */
function otherAttrs(node: XmlNode, modelled: string[]): Record<string, string> {
  const attrs: Record<string, string> = {};
  const all = node[':@'];
  for (const key in all) if (!modelled.includes(key)) attrs[key] = all[key]!;
  return attrs;
}

/** The canonical XML of the children of `node` whose names are not in `modelled`. */
function partsOf(node: XmlNode, modelled: string[]): string[] {
  return childrenOf(node)
    .filter((c) => nameOf(c) !== '#text' && !modelled.includes(nameOf(c)))
    .map((c) => xmlOf(c));
}

const note = (node: XmlNode): LiftNote => ({
  forms: formsOf(node),
  type: attrOf(node, 'type'),
  node,
});

function readSense(node: XmlNode): LiftSense {
  const info = childrenNamed(node, 'grammatical-info')[0];
  const definition = childrenNamed(node, 'definition')[0];
  return {
    id: attrOf(node, 'id'),
    attrs: otherAttrs(node, ['id', 'order']),
    pos: info ? attrOf(info, 'value') : undefined,
    grammaticalInfo: info ? xmlOf(info) : undefined,
    glosses: childrenNamed(node, 'gloss').map((g) => ({
      lang: attrOf(g, 'lang') ?? '',
      text: plainText(childrenNamed(g, 'text')[0]),
      node: g,
    })),
    definition: definition ? multitext(definition) : undefined,
    notes: childrenNamed(node, 'note').map(note),
    examples: childrenNamed(node, 'example').map((e) => ({
      forms: formsOf(e),
      translations: childrenNamed(e, 'translation').map(formsOf),
      node: e,
    })),
    parts: partsOf(node, ['grammatical-info', 'gloss', 'definition', 'note', 'example']),
  };
}

const integer = (value: string | undefined) =>
  value !== undefined && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;

function readEntry(node: XmlNode, line: number): LiftEntry {
  const unit = childrenNamed(node, 'lexical-unit')[0];
  const citation = childrenNamed(node, 'citation')[0];
  const appTrait = childrenNamed(node, 'trait').find((t) => attrOf(t, 'name') === LANGAPP_ID_TRAIT);
  const appId = integer(appTrait && attrOf(appTrait, 'value'));
  const levelTrait = childrenNamed(node, 'trait').find((t) => attrOf(t, 'name') === VISIBILITY_TRAIT);
  const level = levelTrait && attrOf(levelTrait, 'value')?.trim();
  return {
    line,
    id: attrOf(node, 'id'),
    guid: attrOf(node, 'guid')?.trim().toLowerCase() || undefined,
    order: integer(attrOf(node, 'order')),
    deleted: attrOf(node, 'dateDeleted') !== undefined,
    appId: appId && appId > 0 ? appId : undefined,
    visibility: isVisibility(level) ? level : undefined,
    attrs: otherAttrs(node, ['id', 'guid', 'order', 'dateDeleted']),
    lexicalUnit: unit ? multitext(unit) : undefined,
    citation: citation ? multitext(citation) : undefined,
    pronunciations: childrenNamed(node, 'pronunciation').map((p) => ({
      forms: formsOf(p),
      media: childrenNamed(p, 'media').map((m) => ({
        href: attrOf(m, 'href') ?? '',
        label: formsOf(childrenNamed(m, 'label')[0]).find((f) => f.text !== '')?.text,
      })),
      parts: partsOf(p, ['form', 'media']),
      node: p,
    })),
    variants: childrenNamed(node, 'variant').map((v) => ({
      forms: formsOf(v),
      attrs: v[':@'] ?? {},
      parts: partsOf(v, ['form']),
      node: v,
    })),
    notes: childrenNamed(node, 'note').map(note),
    senses: childrenNamed(node, 'sense').map(readSense),
    parts: partsOf(node, ['lexical-unit', 'citation', 'pronunciation', 'variant', 'sense', 'note']).filter(
      // The app's own traits are read above; a level it does not know stays as FLEx's own trait.
      (xml) =>
        !(appTrait && xml === xmlOf(appTrait)) &&
        !(levelTrait && isVisibility(level) && xml === xmlOf(levelTrait)),
    ),
  };
}

/**
 * The header as the export writes it back (field definitions, inline ranges): a <range> that only
 * names a .lift-ranges file by its href is left out, and so is the href of one that lists its own
 * elements, as that file does not travel with the app's export.
 */
function headerXml(node: XmlNode): string {
  const strip = (n: XmlNode): XmlNode[] => {
    const name = nameOf(n);
    if (name === '#text') return [n];
    const children = childrenOf(n).flatMap(strip);
    if (name !== 'range') return [{ [name]: children, ':@': n[':@'] }];
    if (!children.some((c) => nameOf(c) !== '#text')) return [];
    const attrs = { ...n[':@'] };
    delete attrs.href;
    return [{ range: children, ':@': attrs }];
  };
  return strip(node)
    .map((n) => xmlOf(n))
    .join('');
}

/**
 * Reads a LIFT document (an InvalidError when it is not well-formed LIFT, or of a version it does
 * not read): its header, and its entries one at a time, those of a 0.02 file in 0.13's names.
 */
export function readLift(bytes: Buffer): LiftDocument {
  const doc = readXmlDocument(bytes);
  const shape = liftShapeOf(doc.rootAttrs.version);
  let header: string | undefined;
  for (const piece of doc.children()) {
    if (piece.name === 'header') header = headerXml(piece.node);
    break;
  }
  return {
    header,
    *entries() {
      for (const piece of doc.children())
        if (piece.name === 'entry')
          yield readEntry(shape === 'v0.02' ? upgradeEntry(piece.node) : piece.node, piece.line);
    },
  };
}
