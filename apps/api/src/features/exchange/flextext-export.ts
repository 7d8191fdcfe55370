import { textDataSchema } from '@langapp/shared';
import type { AnnotatedWord, Morph, TextData, TextSentence } from '@langapp/shared';
import { NotFoundError } from '../../lib/domain-errors';
import type { ExchangeDeps } from './import/exchange-deps';
import { productGuid } from './import/flextext-guids';
import { element, escapeText } from './lift-xml';

// FLEx interlinear texts out (ADR 086): texts as a .flextext file that FieldWorks imports and that
// FlexInterlinear.xsd validates. What came from FLEx keeps FLEx's guids; what the product added
// gets the guids of its place (import/flextext-guids.ts). Everything the import reads is written, so
// importing the export changes nothing.

/** A text's writing systems: its baseline's and its glosses'. */
interface Langs {
  vern: string;
  analysis: string;
}

const item = (type: string, lang: string, text: string | undefined) =>
  text === undefined || text === '' ? '' : element('item', { type, lang }, escapeText(text));

function morphXml(m: Morph, langs: Langs): string {
  return element(
    'morph',
    { type: m.type, guid: m.guid },
    item('txt', langs.vern, m.text) +
      item('cf', langs.vern, m.cf) +
      item('hn', langs.analysis, m.hn) +
      item('gls', langs.analysis, m.gloss) +
      item('msa', langs.analysis, m.msa),
  );
}

function wordXml(w: AnnotatedWord, guid: string | undefined, langs: Langs): string {
  if (w.punct) return element('word', { guid: w.guid }, item('punct', langs.vern, w.text));
  const morphs = w.morphs.map((m) => morphXml(m, langs)).join('');
  return element(
    'word',
    { guid },
    item('txt', langs.vern, w.text) +
      (morphs === '' ? '' : element('morphemes', {}, morphs)) +
      item('gls', langs.analysis, w.gloss) +
      item('pos', langs.analysis, w.pos),
  );
}

function phraseXml(textId: number, s: TextSentence & { id: number }, langs: Langs): string {
  const words = s.words
    .map((w, i) => wordXml(w, w.guid ?? (w.punct ? undefined : productGuid('word', textId, s.id, i)), langs))
    .join('');
  return element(
    'phrase',
    { guid: s.guid ?? productGuid('phrase', textId, s.id) },
    item('txt', langs.vern, s.text) +
      element('words', {}, words) +
      item('gls', langs.analysis, s.trans) +
      item('lit', langs.analysis, s.lit) +
      (s.notes ?? []).map((n) => item('note', langs.analysis, n)).join(''),
  );
}

/** One text as an <interlinear-text>. */
function interlinearTextXml(id: number, data: TextData, fallback: Langs): string {
  const langs = data.langs ?? fallback;
  // Texts saved before sentences had ids are numbered by position (texts/sentence-ids).
  const sents = data.sents.map((s, i) => ({ ...s, id: s.id ?? i + 1 }));
  const paragraphs: { guid: string; phrases: string[] }[] = [];
  for (const [i, s] of sents.entries()) {
    if (i === 0 || s.paragraph)
      paragraphs.push({ guid: s.paragraph?.guid ?? productGuid('paragraph', id, s.id), phrases: [] });
    paragraphs.at(-1)!.phrases.push(phraseXml(id, s, langs));
  }
  const paragraphsXml = paragraphs
    .map((p) => element('paragraph', { guid: p.guid }, element('phrases', {}, p.phrases.join(''))))
    .join('');
  return element(
    'interlinear-text',
    { guid: data.guid ?? productGuid('text', id) },
    item('title', langs.analysis, data.title) +
      item('source', langs.analysis, data.source) +
      item('comment', langs.analysis, data.comment) +
      // <paragraphs> is required, even empty.
      `<paragraphs>${paragraphsXml}</paragraphs>` +
      element(
        'languages',
        {},
        element('language', { lang: langs.vern, vernacular: 'true' }) +
          element('language', { lang: langs.analysis }),
      ),
  );
}

/** The writing systems of a text that has none of its own: the last LIFT import's, else undetermined and English. */
export function exportLangs(lift: Pick<ExchangeDeps['repos']['lift'], 'liftSettings'>): Langs {
  const settings = lift.liftSettings();
  return { vern: settings.ws ?? 'und', analysis: settings.glossWs ?? 'en' };
}

const parsedJson = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
};

/**
 * Every live text (or text `id` alone) as a .flextext document. A text whose data cannot be read
 * is left out of the whole export; asked for alone, it is not found.
 */
export function buildFlexTextExport(
  deps: { repos: Pick<ExchangeDeps['repos'], 'bundle' | 'lift'> },
  id?: number,
): { xml: string; count: number } {
  const fallback = exportLangs(deps.repos.lift);
  const one = id === undefined ? undefined : deps.repos.bundle.textById(id);
  const rows = id === undefined ? deps.repos.bundle.liveTexts() : one && one.deleted_at === null ? [one] : [];
  if (id !== undefined && rows.length === 0) throw new NotFoundError('No text found.');
  const texts = rows.flatMap((row) => {
    const data = textDataSchema.safeParse(parsedJson(row.data));
    return data.success ? [interlinearTextXml(row.id, data.data, fallback)] : [];
  });
  if (id !== undefined && texts.length === 0) throw new NotFoundError('No text found.');
  const xml = `<?xml version="1.0" encoding="utf-8"?>\n${element('document', { version: '2' }, texts.join(''))}\n`;
  return { xml, count: texts.length };
}
