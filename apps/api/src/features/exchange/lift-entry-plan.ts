import { createHash } from 'node:crypto';
import type { EntryForm, EntryNote, Visibility } from '@langapp/shared';
import type { AudioContainer } from '../../lib/audio-transcode';
import type { SenseIn } from '../lexicon/entries.repo';
import { wordForm } from './import/read-table';
import type { ApostropheRule } from './import/read-table';
import { isAudioWs } from './lift-read';
import type { LiftEntry, LiftForm, LiftNote, LiftSense } from './lift-read';
import {
  citationXml,
  definitionXml,
  exampleXml,
  glossXml,
  grammaticalInfoXml,
  LIFT_DEFAULT_SPEAKER,
  lexicalUnitXml,
  mediaXml,
  noteXml,
  pronunciationXml,
  sortedParts,
  variantXml,
} from './lift-write';
import type { EntryExtra, ExampleExtra, LiftLanguages, PronunciationShape, SenseExtra } from './lift-write';
import { xmlOf } from './lift-xml';
import type { XmlNode } from './lift-xml';

// From a LIFT entry to the app's entry (ADR 049): the headword, senses, notes, forms and recordings
// the app models, and in lift_extra everything else, to be written back by the export.

/** A recording of an entry, found beside the file and checked. */
export interface FoundMedia {
  /** The file's name, as the export will name it again. */
  sourceName: string;
  file: string;
  container: AudioContainer;
  /** Its bytes' SHA-256: the same file twice is one conversion, and a take the entry has already is not added again. */
  hash: string;
}
interface PlannedMedia extends FoundMedia {
  speaker: string;
}

/** An entry of the file as the app will store it. */
export interface PlannedEntry {
  where: string;
  guid: string;
  appId: number | undefined;
  /** The level the file gives the entry; undefined keeps a stored entry's and gives a new one the import's. */
  visibility: Visibility | undefined;
  order: number | undefined;
  lex: string;
  /** The writing system of the headword: the form it was taken from (migration 023). */
  lexWs: string;
  /** The writing system of the senses' glosses and definitions. */
  glossWs: string;
  notes: string;
  extra: string | null;
  senses: SenseIn[];
  forms: EntryForm[];
  typedNotes: EntryNote[];
  media: PlannedMedia[];
}

/** What the plan says of a part it did not find fit for the app (the import counts them). */
export type PlanWarning =
  | 'no-pos'
  | 'no-gloss'
  | 'no-gloss-but-definition'
  | 'no-sense'
  | 'headword-in-other-ws'
  /** The file's .lift-ranges could not be read (its parts of speech are left out; ADR 073). */
  | 'ranges-unreadable';

export interface PlanContext {
  langs: LiftLanguages;
  apostrophes: ApostropheRule;
  /** The recording a media href names, checked; undefined when it was refused. */
  media: (href: string) => FoundMedia | undefined;
  warn: (warning: PlanWarning, where: string) => void;
}

/** A guid the entry keeps from one reading of the file to the next: its own, else one made from its LIFT id. */
export function guidOf(entry: LiftEntry): string {
  if (entry.guid) return entry.guid;
  // A name-based (version 5 style) UUID: the same id (or the same lexical unit) always gives the same guid.
  const hash = createHash('sha1')
    .update(
      entry.id
        ? `lift-entry-id:${entry.id}`
        : `lift-entry:${canonical(entry.lexicalUnit?.node) ?? entry.line}`,
    )
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Where an entry is, for the report a teacher reads: its headword and line ("makun (line 12)"), or
 * for an entry without one its line alone. The headword is the lexical unit's first form in a
 * spoken writing system, else the citation form's, as written.
 */
export function whereOf(entry: LiftEntry): string {
  const head = spoken(entry.lexicalUnit?.forms)[0] ?? spoken(entry.citation?.forms)[0];
  return head ? `${nfc(head.text)} (line ${entry.line})` : `line ${entry.line} (an entry without a headword)`;
}

/** Remembers how a part renders beside the file's element, where they differ (see lift-write). */
class Keeper {
  kept: Record<string, string> = {};
  parts: string[] = [];
  keep(rendered: string, original: string | undefined): void {
    if (original === undefined || original === rendered) return;
    // A part the app renders as nothing (an empty gloss, a grammatical-info without a value) is kept whole.
    if (rendered === '') this.parts.push(original);
    else this.kept[rendered] = original;
  }
  get map(): Record<string, string> | undefined {
    return Object.keys(this.kept).length > 0 ? this.kept : undefined;
  }
}

const nfc = (text: string) => text.normalize('NFC');
const canonical = (node: XmlNode | undefined) => (node ? xmlOf(node) : undefined);
const textIn = (forms: LiftForm[], lang: string) => forms.find((f) => f.lang === lang && f.text !== '')?.text;
const firstText = (forms: LiftForm[]) => forms.find((f) => f.text !== '')?.text;
/** A JSON column: undefined fields dropped, null when nothing is left. */
const json = (value: object) => {
  const clean = Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) =>
        v !== undefined &&
        !(Array.isArray(v) && v.length === 0) &&
        !(typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0),
    ),
  );
  return Object.keys(clean).length > 0 ? JSON.stringify(clean) : null;
};

function planNote(note: LiftNote, langs: LiftLanguages, keeper: Keeper): EntryNote | undefined {
  const text = textIn(note.forms, langs.glossWs) ?? firstText(note.forms);
  if (!text) {
    keeper.parts.push(xmlOf(note.node));
    return undefined;
  }
  const planned = { type: note.type ?? '', text: nfc(text) };
  keeper.keep(noteXml(planned.type, langs.glossWs, planned.text), xmlOf(note.node));
  return planned;
}

function planSense(sense: LiftSense, ctx: PlanContext, where: string): SenseIn {
  const { langs } = ctx;
  const keeper = new Keeper();
  const pos = nfc(sense.pos?.trim() ?? '');
  keeper.keep(grammaticalInfoXml(pos), sense.grammaticalInfo);
  const ownGlosses = sense.glosses.filter((g) => g.lang === langs.glossWs);
  const gloss = nfc(
    ownGlosses
      .map((g) => g.text)
      .filter(Boolean)
      .join('; '),
  );
  if (ownGlosses.length > 0)
    keeper.keep(glossXml(langs.glossWs, gloss), ownGlosses.map((g) => xmlOf(g.node)).join(''));
  const otherGlosses = sense.glosses.filter((g) => g.lang !== langs.glossWs).map((g) => xmlOf(g.node));
  const definitionForms = sense.definition?.forms ?? [];
  const definition = nfc(textIn(definitionForms, langs.glossWs) ?? '');
  const otherDefinitions = definitionForms
    .filter((f) => f.lang !== langs.glossWs)
    .map((f) => xmlOf(f.node))
    .join('');
  keeper.keep(definitionXml(langs.glossWs, definition, otherDefinitions), canonical(sense.definition?.node));
  const notes = sense.notes.flatMap((n) => planNote(n, langs, keeper) ?? []);
  const examples = sense.examples.flatMap((e) => {
    const text = textIn(e.forms, langs.ws) ?? firstText(e.forms);
    if (!text) {
      keeper.parts.push(xmlOf(e.node));
      return [];
    }
    const first = e.translations[0] ?? [];
    const translation = nfc(textIn(first, langs.glossWs) ?? firstText(first) ?? '');
    const rendered = exampleXml(langs, nfc(text), translation);
    const xml = xmlOf(e.node);
    const extra: ExampleExtra | undefined = rendered === xml ? undefined : { rendered, xml };
    return [{ text: nfc(text), translation, lift_extra: extra ? JSON.stringify(extra) : null }];
  });
  if (!pos) ctx.warn('no-pos', where);
  if (!gloss) ctx.warn(definition ? 'no-gloss-but-definition' : 'no-gloss', where);
  const extra: SenseExtra = {
    attrs: sense.attrs,
    parts: sortedParts([...otherGlosses, ...keeper.parts, ...sense.parts]),
    definitionForms: otherDefinitions || undefined,
    kept: keeper.map,
  };
  return {
    pos,
    gloss,
    definition,
    examples,
    notes,
    lift_id: sense.id?.trim() || null,
    lift_extra: json(extra),
    gloss_ws: langs.glossWs,
    definition_ws: langs.glossWs,
  };
}

const spoken = (forms: LiftForm[] = []) => forms.filter((f) => f.text !== '' && !isAudioWs(f.lang));

/** The reason to refuse an entry, if any: it has no form in a vernacular writing system to be its headword. */
export const refusalOf = (entry: LiftEntry): string | undefined =>
  spoken(entry.lexicalUnit?.forms).length > 0 || spoken(entry.citation?.forms).length > 0
    ? undefined
    : 'It has no headword: neither its lexical unit nor its citation form has a form in a vernacular writing system.';

/** Every recording an entry names: its pronunciations' media, and forms in an audio writing system (their text is a file name). */
export function mediaHrefsOf(entry: LiftEntry): string[] {
  const audio = (forms: LiftForm[] = []) =>
    forms.filter((f) => isAudioWs(f.lang) && f.text !== '').map((f) => f.text);
  return [
    ...audio(entry.lexicalUnit?.forms),
    ...audio(entry.citation?.forms),
    ...entry.pronunciations.flatMap((p) => [...audio(p.forms), ...p.media.map((m) => m.href)]),
    ...entry.variants.flatMap((v) => audio(v.forms)),
  ];
}

/**
 * The app's entry for a live LIFT entry, or a reason to refuse it: an entry without a form in any
 * vernacular writing system (its lexical unit, else its citation form) is the only one refused.
 */
export function planEntry(entry: LiftEntry, ctx: PlanContext): PlannedEntry | { refused: string } {
  const where = whereOf(entry);
  const { langs } = ctx;
  const refusal = refusalOf(entry);
  if (refusal) return { refused: refusal };
  const unitForms = (entry.lexicalUnit?.forms ?? []).filter((f) => f.text !== '');
  const head = (spoken(unitForms).find((f) => f.lang === langs.ws) ??
    spoken(unitForms)[0] ??
    spoken(entry.citation?.forms)[0])!;
  if (head.lang !== langs.ws) ctx.warn('headword-in-other-ws', where);
  const lex = wordForm(head.text, ctx.apostrophes);
  const keeper = new Keeper();
  const forms: EntryForm[] = [];
  const addForms = (kind: EntryForm['kind'], list: LiftForm[]) => {
    for (const f of list) if (f.text !== '') forms.push({ kind, ws: f.lang, text: nfc(f.text) });
  };
  const texts = (list: LiftForm[]) =>
    list.filter((f) => f.text !== '').map((f) => ({ lang: f.lang, text: nfc(f.text) }));

  // Recordings: media hrefs, and forms in an audio writing system (their text names the file).
  const media = new Map<string, PlannedMedia>();
  const addMedia = (href: string, label: string | undefined) => {
    const found = ctx.media(href);
    if (!found) return undefined;
    if (!media.has(found.sourceName))
      media.set(found.sourceName, { ...found, speaker: nfc(label ?? LIFT_DEFAULT_SPEAKER) });
    return found.sourceName;
  };
  const audioForms = (list: LiftForm[] = []) => {
    for (const f of list) if (isAudioWs(f.lang) && f.text !== '') addMedia(f.text, undefined);
  };

  // The lexical unit: the headword, then its other forms (a headword from the citation form is added).
  const otherUnitForms = unitForms.filter((f) => f !== head);
  addForms('lexical-unit', otherUnitForms);
  audioForms(entry.lexicalUnit?.forms);
  keeper.keep(
    lexicalUnitXml({ lang: head.lang, text: lex }, texts(otherUnitForms)),
    canonical(entry.lexicalUnit?.node),
  );
  if (entry.citation) {
    addForms('citation', entry.citation.forms);
    audioForms(entry.citation.forms);
    const rendered = texts(entry.citation.forms);
    keeper.keep(rendered.length > 0 ? citationXml(rendered) : '', xmlOf(entry.citation.node));
  }

  const pronunciations: PronunciationShape[] = [];
  for (const p of entry.pronunciations) {
    audioForms(p.forms);
    const names = p.media.flatMap((m) => addMedia(m.href, m.label) ?? []);
    const pronForms = texts(p.forms);
    const mediaXmls = names.map((n) => mediaXml(n, media.get(n)!.speaker, langs.glossWs));
    if (pronForms.length === 0 && names.length <= 1 && p.parts.length === 0) {
      // A recording alone; or none the import could take (missing, not audio): kept as the file has it.
      if (names.length === 1) keeper.keep(pronunciationXml([], mediaXmls), xmlOf(p.node));
      else if (p.media.length > 0) keeper.parts.push(xmlOf(p.node));
      continue;
    }
    pronunciations.push({
      forms: pronForms.length,
      media: names,
      parts: p.parts.length ? p.parts : undefined,
    });
    addForms('pronunciation', p.forms);
    keeper.keep(pronunciationXml(pronForms, mediaXmls, p.parts), xmlOf(p.node));
  }
  const variants = entry.variants.map((v) => {
    addForms('variant', v.forms);
    audioForms(v.forms);
    const attrs = Object.keys(v.attrs).length > 0 ? v.attrs : undefined;
    keeper.keep(variantXml(texts(v.forms), attrs, v.parts), xmlOf(v.node));
    return { forms: texts(v.forms).length, attrs, parts: v.parts.length ? v.parts : undefined };
  });

  const notes = entry.notes.flatMap((n) => planNote(n, langs, keeper) ?? []);
  const general = notes.findIndex((n) => n.type === '');
  const generalNote = general === -1 ? '' : notes.splice(general, 1)[0]!.text;

  const senses = entry.senses.map((s, i) =>
    planSense(s, ctx, entry.senses.length > 1 ? `${where}, sense ${i + 1}` : where),
  );
  if (senses.length === 0) {
    ctx.warn('no-sense', where);
    senses.push({
      pos: '',
      gloss: '',
      definition: '',
      examples: [],
      notes: [],
      lift_id: null,
      lift_extra: JSON.stringify({ added: true } satisfies SenseExtra),
      gloss_ws: langs.glossWs,
      definition_ws: langs.glossWs,
    });
  }

  const extra: EntryExtra = {
    id: entry.id,
    attrs: entry.attrs,
    parts: sortedParts([...keeper.parts, ...entry.parts]),
    kept: keeper.map,
    pronunciations,
    variants: variants.some((v) => v.attrs || v.parts || v.forms !== 1) ? variants : undefined,
  };
  return {
    where,
    guid: guidOf(entry),
    appId: entry.appId,
    visibility: entry.visibility,
    order: entry.order,
    lex,
    lexWs: head.lang,
    glossWs: langs.glossWs,
    notes: generalNote,
    extra: json(extra),
    senses,
    forms,
    typedNotes: notes,
    media: [...media.values()],
  };
}
