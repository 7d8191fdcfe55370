import { entryFieldText, entryItemLabel } from '@langapp/shared';
import type { LexEntry, SuggestionField, SuggestionTarget, UpdateLexEntryRequest } from '@langapp/shared';
import type { CurrentUser } from '../../lib/auth';
import { NotFoundError } from '../../lib/domain-errors';
import type { DomainError } from '../../lib/domain-errors';
import { teacherReader } from '../../lib/visibility';
import type { ServiceDeps } from '../../service-deps';
import type { Actor } from '../history/content-history';
import type { LexiconService } from '../lexicon/lexicon.service';
import type { SentencesService } from '../sentences/sentences.service';
import type { TextsService } from '../texts/texts.service';
import type { SuggestionRow } from './suggestions.repo';

/**
 * The items suggestions are about, the two steps that touch them (ADR 060, split from the
 * service by step, ADR 075): reading the item as it is now, and writing an accepted text to it.
 */

export type SuggestionsDeps = ServiceDeps & {
  /** The services the console's editors use: an accepted suggestion is applied through them. */
  lexicon: Pick<LexiconService, 'updateEntry'>;
  sentences: Pick<SentencesService, 'update'>;
  texts: Pick<TextsService, 'update'>;
};

/** What a suggestion's item is now: how to name it, the levels on its way, the field's text. */
export interface ItemNow {
  label: string;
  /** Its level and those of what holds it; 'teachers' for an unpublished text. */
  levels: (string | null)[];
  /** The field's text now; undefined when its sense or example is gone. */
  current: string | undefined;
}

/** A text's sentences as stored (JSON, read defensively: the reader and the editor own its shape). */
interface StoredText {
  title?: unknown;
  sents?: unknown;
}
type StoredSentence = { id?: unknown; text?: unknown; trans?: unknown } & Record<string, unknown>;

function storedSentences(data: string): { text: StoredText; sents: StoredSentence[] } | undefined {
  try {
    const text = JSON.parse(data) as StoredText;
    const sents = Array.isArray(text?.sents) ? (text.sents as StoredSentence[]) : [];
    return { text, sents: sents.filter((s) => typeof s === 'object' && s !== null) };
  } catch {
    return undefined;
  }
}

/** The field of a sentence's JSON ('trans') that a suggestion's field ('translation') names. */
const sentenceKey = (field: SuggestionField) => (field === 'text' ? 'text' : 'trans');

export const targetOf = (row: SuggestionRow): SuggestionTarget => {
  if (row.kind === 'entry')
    return {
      kind: 'entry',
      lexId: row.lex_id!,
      ...(row.sense_id === null ? {} : { senseId: row.sense_id }),
      ...(row.example_id === null ? {} : { exampleId: row.example_id }),
      field: row.field as Extract<SuggestionTarget, { kind: 'entry' }>['field'],
    };
  const field = row.field as 'text' | 'translation';
  return row.kind === 'sentence'
    ? { kind: 'sentence', sentId: row.sent_id!, field }
    : { kind: 'text-sentence', textId: row.text_id!, sentenceId: row.text_sentence_id!, field };
};

export function noSuchItem(target: SuggestionTarget): DomainError {
  switch (target.kind) {
    case 'entry':
      return new NotFoundError(`There is no entry with the id ${target.lexId}.`);
    case 'sentence':
      return new NotFoundError(`There is no sentence with the id ${target.sentId}.`);
    case 'text-sentence':
      return new NotFoundError(
        `There is no text with the id ${target.textId} that has a sentence ${target.sentenceId}.`,
      );
  }
}

/** The entry as the console's dictionary saves it, with one field's text replaced. */
function entryWith(
  entry: LexEntry,
  target: Extract<SuggestionTarget, { kind: 'entry' }>,
  text: string,
): UpdateLexEntryRequest {
  const here = (senseId: number, exampleId?: number) =>
    target.senseId === senseId && (exampleId === undefined || target.exampleId === exampleId);
  return {
    id: entry.id,
    lex: target.field === 'headword' ? text : entry.lex,
    notes: target.field === 'note' ? text : entry.notes,
    senses: entry.senses.map((sense) => ({
      id: sense.id,
      pos: target.field === 'pos' && here(sense.id) ? text : sense.pos,
      gloss: target.field === 'gloss' && here(sense.id) ? text : sense.gloss,
      definition: target.field === 'definition' && here(sense.id) ? text : sense.definition,
      examples: sense.examples.map((example) => ({
        id: example.id,
        text: target.field === 'example-text' && here(sense.id, example.id) ? text : example.text,
        translation:
          target.field === 'example-translation' && here(sense.id, example.id) ? text : example.translation,
      })),
      notes: sense.notes,
    })),
    forms: entry.forms,
    typedNotes: entry.typedNotes,
    // The teacher has read the proposal: a headword like another entry's is theirs to accept.
    confirm: true,
  };
}

/** Reads and writes the items of suggestions, over the suggestions service's own deps. */
export function suggestionItems(deps: SuggestionsDeps) {
  const { clock } = deps;
  const { suggestions: repo, entries } = deps.repos;

  function itemNow(target: SuggestionTarget): ItemNow | undefined {
    switch (target.kind) {
      case 'entry': {
        const entry = entries.detail(target.lexId, teacherReader(clock));
        const level = repo.entryLevel(target.lexId);
        if (!entry || level === undefined) return undefined;
        const exampleLevel =
          target.exampleId !== undefined && target.senseId !== undefined
            ? (repo.exampleLevel(target.exampleId, target.senseId) ?? null)
            : null;
        return {
          label: entryItemLabel(entry, target),
          levels: [level, exampleLevel],
          current: entryFieldText(entry, target),
        };
      }
      case 'sentence': {
        const sentence = repo.sentence(target.sentId);
        if (!sentence) return undefined;
        return {
          label: sentence.text,
          levels: [sentence.visibility],
          current: target.field === 'text' ? sentence.text : sentence.trans,
        };
      }
      case 'text-sentence': {
        const row = repo.text(target.textId);
        const stored = row && storedSentences(row.data);
        const index = stored ? stored.sents.findIndex((s) => s.id === target.sentenceId) : -1;
        if (!row || !stored || index < 0) return undefined;
        const value = stored.sents[index]![sentenceKey(target.field)];
        return {
          label: `${row.title}, sentence ${index + 1}`,
          // An unpublished text does not exist for learners (the texts' rule).
          levels: [row.visibility, row.published ? null : 'teachers'],
          current: typeof value === 'string' ? value : '',
        };
      }
    }
  }

  /**
   * Applies the accepted text through the service the console's editor of the item uses, so the
   * item's history (ADR 059) keeps it as a change by the deciding teacher, from a suggestion.
   */
  function apply(target: SuggestionTarget, text: string, admin: CurrentUser): void {
    const actor: Actor = { accountId: admin.id, source: 'suggestion' };
    switch (target.kind) {
      case 'entry': {
        const entry = entries.detail(target.lexId, teacherReader(clock));
        if (!entry) throw noSuchItem(target);
        deps.lexicon.updateEntry(entryWith(entry, target, text), actor);
        return;
      }
      case 'sentence':
        deps.sentences.update(target.sentId, target.field === 'text' ? { text } : { trans: text }, actor);
        return;
      case 'text-sentence': {
        const row = repo.text(target.textId);
        const stored = row && storedSentences(row.data);
        if (!row || !stored) throw noSuchItem(target);
        const sents = stored.sents.map((s) =>
          s.id === target.sentenceId ? { ...s, [sentenceKey(target.field)]: text } : s,
        );
        deps.texts.update(
          target.textId,
          {
            data: JSON.stringify({ ...stored.text, sents }),
            title: row.title,
          },
          actor,
        );
        return;
      }
    }
  }

  return { itemNow, apply };
}
