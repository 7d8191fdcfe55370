import type { Visibility } from '@langapp/shared';
import { LANGAPP_ID_TRAIT, VISIBILITY_TRAIT } from './lift-read';
import { element, escapeText, formXml } from './lift-xml';

// How an entry is written as LIFT 0.13 (ADR 049), from what the app stores and what the import
// kept of the file in `lift_extra`. The import renders each part it reads with these same
// functions: where the file's element says more than the rendering (a <span>, an annotation, a
// form in another language, another order), the element is kept beside the rendering (`kept`),
// and the export writes it in its place for as long as the app's data renders the same.

/** What an entry keeps of its LIFT element (lexs.lift_extra, JSON). */
export interface EntryExtra {
  /** The LIFT id (FLEx's, or the one the first export gave). */
  id?: string;
  /** Attributes the app does not model: dateCreated, dateModified. */
  attrs?: Record<string, string>;
  /** Children the app does not model (traits, fields, relations, etymologies, annotations), canonical. */
  parts?: string[];
  /** Rendered part -> the file's element, where they differ. */
  kept?: Record<string, string>;
  /** The <pronunciation> elements that hold more than one recording: their forms' count, recordings' names and other children. */
  pronunciations?: PronunciationShape[];
  /** Each <variant>: its forms' count, attributes and other children. */
  variants?: VariantShape[];
}

export interface PronunciationShape {
  forms: number;
  media: string[];
  parts?: string[];
}

interface VariantShape {
  forms: number;
  attrs?: Record<string, string>;
  parts?: string[];
}

/** What a sense keeps of its LIFT element (senses.lift_extra, JSON). */
export interface SenseExtra {
  attrs?: Record<string, string>;
  /** Children the app does not model, and glosses in other writing systems, canonical. */
  parts?: string[];
  /** The definition's forms in other writing systems, canonical. */
  definitionForms?: string;
  kept?: Record<string, string>;
  /** Made by the import for an entry that had no sense: not written while it stays empty. */
  added?: true;
}

/** What an example keeps of its LIFT element (sense_examples.lift_extra, JSON): the file's element and its rendering. */
export interface ExampleExtra {
  rendered: string;
  xml: string;
}

/** An entry as the export writes it. */
export interface LiftOutEntry {
  id: string;
  guid: string;
  homograph: number | null;
  /** The app's id, carried in the langapp-id trait. */
  appId: number;
  /** Who may see it, carried in the visibility trait. */
  visibility: Visibility;
  lex: string;
  /** The headword's writing system, where it has one of its own (migration 023). */
  lexWs: string | null;
  /** The general note. */
  notes: string;
  typedNotes: { type: string; text: string }[];
  forms: { kind: string; ws: string; text: string }[];
  senses: LiftOutSense[];
  /** The entry's recordings: the file name in the export's audio folder, the speaker. */
  media: { href: string; speaker: string }[];
  extra: EntryExtra;
}

export interface LiftOutSense {
  id: string;
  pos: string;
  gloss: string;
  definition: string;
  /** The writing systems its gloss and definition came in, where they have their own. */
  glossWs: string | null;
  definitionWs: string | null;
  examples: { text: string; translation: string; extra: ExampleExtra | undefined }[];
  notes: { type: string; text: string }[];
  extra: SenseExtra;
}

/** The writing systems an entry is written in. */
export interface LiftLanguages {
  /** Of headwords and example sentences. */
  ws: string;
  /** Of glosses, definitions, notes, translations and speakers' names. */
  glossWs: string;
}

/** The speaker of an imported recording whose LIFT media names none. */
export const LIFT_DEFAULT_SPEAKER = 'Imported from LIFT';

type Forms = { lang: string; text: string }[];
const formsXml = (forms: Forms) => forms.map((f) => formXml(f.lang, f.text)).join('');

/** The lexical unit: the headword, then the entry's other lexical-unit forms. */
export const lexicalUnitXml = (headword: { lang: string; text: string }, others: Forms) =>
  element('lexical-unit', {}, formsXml([headword, ...others]));

export const citationXml = (forms: Forms) => element('citation', {}, formsXml(forms));

export const mediaXml = (href: string, speaker: string, glossWs: string) =>
  element(
    'media',
    { href },
    speaker && speaker !== LIFT_DEFAULT_SPEAKER ? element('label', {}, formXml(glossWs, speaker)) : '',
  );

export const pronunciationXml = (forms: Forms, media: string[], parts: string[] = []) =>
  element('pronunciation', {}, formsXml(forms) + media.join('') + parts.join(''));

export const variantXml = (forms: Forms, attrs: Record<string, string> = {}, parts: string[] = []) =>
  element('variant', attrs, formsXml(forms) + parts.join(''));

export const noteXml = (type: string | undefined, lang: string, text: string) =>
  element('note', { type: type || undefined }, formXml(lang, text));

export const grammaticalInfoXml = (pos: string) => (pos ? element('grammatical-info', { value: pos }) : '');

export const glossXml = (lang: string, text: string) =>
  text ? element('gloss', { lang }, element('text', {}, escapeText(text))) : '';

export const definitionXml = (lang: string, text: string, otherForms = '') =>
  text || otherForms ? element('definition', {}, (text ? formXml(lang, text) : '') + otherForms) : '';

export const exampleXml = (langs: LiftLanguages, text: string, translation: string) =>
  element(
    'example',
    {},
    formXml(langs.ws, text) +
      (translation ? element('translation', {}, formXml(langs.glossWs, translation)) : ''),
  );

/** The order the parts the app does not model are written in, after those it does (see ADR 049). */
const PART_ORDER = [
  'gloss',
  'relation',
  'reversal',
  'illustration',
  'subsense',
  'etymology',
  'annotation',
  'trait',
  'field',
];
const partRank = (xml: string) => {
  const name = /^<([^\s/>]+)/.exec(xml)?.[1] ?? '';
  const rank = PART_ORDER.indexOf(name);
  return rank === -1 ? PART_ORDER.length : rank;
};
/** Kept parts grouped by element (libxml2's RelaxNG validator wants each kind together), each group in file order. */
export const sortedParts = (parts: string[]) =>
  parts
    .map((xml, i) => ({ xml, i, rank: partRank(xml) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((p) => p.xml);

/** Each `<form lang="…">` of an element, by its language (the whole form). */
function formsByLang(xml: string): Map<string, string> {
  const forms = new Map<string, string>();
  for (const m of xml.matchAll(/<form lang="([^"]*)"(?:\/>|>[\s\S]*?<\/form>)/g))
    if (!forms.has(m[1]!)) forms.set(m[1]!, m[0]);
  return forms;
}

const OPENING_TAG = /^<[^\s/>]+([^>]*?)\/?>/;
const attrsOf = (xml: string) =>
  new Map(
    [...(OPENING_TAG.exec(xml)?.[1] ?? '').matchAll(/ ([^\s=]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );

/**
 * The file's element `kept` (which rendered as `before`) with the app's edit applied: `after`'s
 * changed forms and attributes put in place of `before`'s, everything else of the element kept
 * (forms in other languages, types, annotations). Undefined where the edit adds or removes a form:
 * then the rendering is written.
 */
function mergeEdit(kept: string, before: string, after: string): string | undefined {
  const old = formsByLang(before);
  const now = formsByLang(after);
  if (old.size !== now.size || [...now.keys()].some((lang) => !old.has(lang))) return undefined;
  let merged = kept;
  for (const [lang, form] of now) {
    if (old.get(lang) === form) continue;
    const current = formsByLang(merged).get(lang);
    if (current === undefined) return undefined;
    merged = merged.replace(current, () => form);
  }
  const oldAttrs = attrsOf(before);
  for (const [name, value] of attrsOf(after)) {
    if (oldAttrs.get(name) === value) continue;
    const tag = OPENING_TAG.exec(merged)![0];
    const attr = ` ${name}="${value}"`;
    const retagged = tag.includes(` ${name}="`)
      ? tag.replace(new RegExp(` ${name}="[^"]*"`), () => attr)
      : tag.replace(/^<[^\s/>]+/, (open) => open + attr);
    merged = retagged + merged.slice(tag.length);
  }
  return merged;
}

/** The elements whose edits in the app (their text, their part of speech) merge into the file's element. */
const MERGEABLE = /^<(note|definition|grammatical-info|lexical-unit|citation)[\s/>]/;
/** What pairs an edited rendering with the file's element: the element's name, and a note's type. */
const headOf = (xml: string) => {
  const name = MERGEABLE.exec(xml)?.[1];
  return name && `${name} ${name === 'note' ? (attrsOf(xml).get('type') ?? '') : ''}`;
};

/**
 * Puts back the elements the file had (ADR 049). `mark` stands for a rendering; `resolve` writes,
 * for each, the file's element where it renders the same, else, for a text the teacher edited, the
 * file's element not claimed by any other rendering of the same kind (a note of the same type),
 * with the edit merged into it, so its forms in other languages and its markup elsewhere survive;
 * else the rendering. A merged element replaces the one it came from in `kept` (the map is
 * changed in place), as the export wrote it: importing that export again changes nothing.
 */
class Keeper {
  private readonly renderings: string[] = [];
  private readonly kept: Record<string, string> | undefined;
  constructor(private readonly owner: { kept?: Record<string, string> }) {
    this.kept = owner.kept;
  }

  mark = (rendered: string): string => {
    if (!rendered || !this.kept) return rendered;
    this.renderings.push(rendered);
    return `\u0000${this.renderings.length - 1}\u0000`;
  };

  resolve(xml: string): string {
    const kept = this.kept;
    if (!kept || this.renderings.length === 0) return xml;
    const claimed = new Set(this.renderings);
    const unclaimed = Object.keys(kept).filter((before) => !claimed.has(before) && headOf(before));
    const written = this.renderings.map((rendered) => {
      if (Object.hasOwn(kept, rendered)) return kept[rendered]!;
      const head = headOf(rendered);
      const at = head ? unclaimed.findIndex((before) => headOf(before) === head) : -1;
      if (at === -1) return rendered;
      const before = unclaimed.splice(at, 1)[0]!;
      const merged = mergeEdit(kept[before]!, before, rendered);
      if (merged === undefined) return rendered;
      delete kept[before];
      if (merged !== rendered) kept[rendered] = merged;
      return merged;
    });
    if (Object.keys(kept).length === 0) delete this.owner.kept;
    // eslint-disable-next-line no-control-regex
    return xml.replace(/\u0000(\d+)\u0000/g, (_, i: string) => written[Number(i)]!);
  }
}

/** Is this sense the one the import made for an entry without senses, still empty? */
export const isAddedEmptySense = (
  s: Pick<LiftOutSense, 'pos' | 'gloss' | 'definition' | 'examples' | 'notes' | 'extra'>,
) =>
  s.extra.added === true &&
  !s.pos &&
  !s.gloss &&
  !s.definition &&
  s.examples.length === 0 &&
  s.notes.length === 0;

/** The <sense> element of `sense`. */
function senseXml(sense: LiftOutSense, langs: LiftLanguages): string {
  const { extra } = sense;
  const keeper = new Keeper(extra);
  const kept = keeper.mark;
  const examples = sense.examples.map((e) => {
    const rendered = exampleXml(langs, e.text, e.translation);
    if (!e.extra || e.extra.rendered === rendered) return e.extra?.xml ?? rendered;
    // Edited in the app: merged into the file's element, which then stands for the new text.
    const merged = mergeEdit(e.extra.xml, e.extra.rendered, rendered);
    if (merged !== undefined) Object.assign(e.extra, { rendered, xml: merged });
    return merged ?? rendered;
  });
  const xml = element(
    'sense',
    { id: sense.id, ...extra.attrs },
    kept(grammaticalInfoXml(sense.pos)) +
      kept(glossXml(sense.glossWs ?? langs.glossWs, sense.gloss)) +
      sortedParts((extra.parts ?? []).filter((p) => p.startsWith('<gloss'))).join('') +
      kept(definitionXml(sense.definitionWs ?? langs.glossWs, sense.definition, extra.definitionForms)) +
      sense.notes.map((n) => kept(noteXml(n.type, langs.glossWs, n.text))).join('') +
      examples.join('') +
      sortedParts((extra.parts ?? []).filter((p) => !p.startsWith('<gloss'))).join(''),
  );
  return keeper.resolve(xml);
}

/**
 * The <entry> element of `entry`: each form in its own writing system, and where it has none
 * (a word typed here or from a spreadsheet) in `languages`; notes, translations and speakers in the
 * first sense's gloss writing system. Where an edit
 * was merged into an element the file had, the entry's, senses' and examples' `extra` change in
 * place (see Keeper): the caller stores those that changed.
 */
export function entryXml(entry: LiftOutEntry, languages: LiftLanguages): string {
  const { extra } = entry;
  const langs = {
    ws: entry.lexWs ?? languages.ws,
    glossWs: entry.senses[0]?.glossWs ?? languages.glossWs,
  };
  const keeper = new Keeper(extra);
  const kept = keeper.mark;
  const formsOfKind = (kind: string) =>
    entry.forms.filter((f) => f.kind === kind).map((f) => ({ lang: f.ws, text: f.text }));

  // Pronunciations: as the file grouped forms and recordings, then each further form or recording alone.
  const pronForms = formsOfKind('pronunciation');
  const media = new Map(entry.media.map((m) => [m.href, mediaXml(m.href, m.speaker, langs.glossWs)]));
  // A recording named by an audio writing system's form (FLEx's way) is not written again.
  for (const f of entry.forms) if (media.has(f.text) && /-zxxx-x-audio$/i.test(f.ws)) media.delete(f.text);
  const pronunciations: string[] = [];
  for (const shape of extra.pronunciations ?? []) {
    const forms = pronForms.splice(0, shape.forms);
    const files = shape.media.filter((href) => media.has(href));
    const xml = pronunciationXml(
      forms,
      files.map((href) => media.get(href)!),
      shape.parts,
    );
    for (const href of files) media.delete(href);
    if (forms.length > 0 || files.length > 0 || shape.parts?.length) pronunciations.push(kept(xml));
  }
  for (const f of pronForms) pronunciations.push(kept(pronunciationXml([f], [])));
  for (const m of media.values()) pronunciations.push(kept(pronunciationXml([], [m])));

  const variantForms = formsOfKind('variant');
  const variants = (extra.variants ?? []).map((shape) =>
    kept(variantXml(variantForms.splice(0, shape.forms), shape.attrs, shape.parts)),
  );
  for (const f of variantForms) variants.push(kept(variantXml([f])));

  const citation = formsOfKind('citation');
  const notes = [...(entry.notes ? [{ type: '', text: entry.notes }] : []), ...entry.typedNotes].map((n) =>
    kept(noteXml(n.type, langs.glossWs, n.text)),
  );
  const senses = entry.senses.filter((s) => !isAddedEmptySense(s)).map((s) => senseXml(s, langs));
  const parts = sortedParts([
    ...(extra.parts ?? []),
    element('trait', { name: LANGAPP_ID_TRAIT, value: String(entry.appId) }),
    element('trait', { name: VISIBILITY_TRAIT, value: entry.visibility }),
  ]);
  const xml = element(
    'entry',
    {
      id: entry.id,
      guid: entry.guid,
      order: entry.homograph === null ? undefined : String(entry.homograph),
      ...extra.attrs,
    },
    kept(lexicalUnitXml({ lang: langs.ws, text: entry.lex }, formsOfKind('lexical-unit'))) +
      (citation.length > 0 ? kept(citationXml(citation)) : '') +
      pronunciations.join('') +
      variants.join('') +
      senses.join('') +
      notes.join('') +
      parts.join(''),
  );
  return keeper.resolve(xml);
}
