import type { Morph } from '@langapp/shared';
import type { StoredEntry } from '../../lexicon/lexicon-io.repo';

// How a FLEx morpheme meets the dictionary (ADR 086): by the lexicon entry's guid when FLEx gives
// it (a dictionary that came from the same FLEx project keeps its guids, ADR 049), else by its form
// (the citation form, then the form in the text, without FLEx's affix markers) and its gloss, the
// homograph number choosing among entries written alike. A morpheme no entry answers is reported.

/** What the linker reads of the lexicon. */
export interface LexiconLookup {
  /** The live entry with the guid, if any. */
  idOfGuid(guid: string): number | undefined;
  /** The live entries written exactly `lex`, with their homograph numbers. */
  sameHeadword(lex: string): readonly { id: number; homograph: number | null }[];
  entry(id: number): Pick<StoredEntry, 'senses'> | undefined;
}

/** Why a morpheme was not linked. */
export type MissingLink = 'no entry' | 'several entries';

/** A form without FLEx's markers of affixes, clitics, bound roots and infixes ("-ra", "=du", "*bili", "<ul>"). */
const bareForm = (form: string) =>
  form
    .trim()
    .replace(/^[-=*~<]+|[->=~]+$/g, '')
    .normalize('NFC');

/** The morpheme-to-entry linker of one import; each form, gloss and homograph number is looked up once. */
export function createLinker(lexicon: LexiconLookup) {
  const known = new Map<string, number | MissingLink>();
  const byForm = (form: string, gloss: string | undefined, hn: string | undefined): number | MissingLink => {
    const entries = lexicon.sameHeadword(form);
    if (entries.length === 0) return 'no entry';
    const glossed =
      gloss === undefined
        ? entries
        : entries.filter((e) => lexicon.entry(e.id)?.senses.some((s) => s.gloss.trim() === gloss));
    if (glossed.length === 1) return glossed[0]!.id;
    const numbered = hn === undefined ? [] : glossed.filter((e) => String(e.homograph) === hn);
    if (numbered.length === 1) return numbered[0]!.id;
    return glossed.length === 0 ? 'no entry' : 'several entries';
  };
  return {
    /** The entry the morpheme links, or why it links none. */
    link(morph: Morph): number | MissingLink {
      if (morph.guid) {
        const id = lexicon.idOfGuid(morph.guid);
        if (id !== undefined) return id;
      }
      const forms = [...new Set([morph.cf, morph.text].filter((f) => f !== undefined).map(bareForm))];
      const key = JSON.stringify([forms, morph.gloss, morph.hn]);
      let found = known.get(key);
      if (found === undefined) {
        found = 'no entry';
        for (const form of forms.filter((f) => f !== '')) {
          const at = byForm(form, morph.gloss, morph.hn);
          if (typeof at === 'number' || at === 'several entries') {
            found = at;
            break;
          }
        }
        known.set(key, found);
      }
      return found;
    },
  };
}
