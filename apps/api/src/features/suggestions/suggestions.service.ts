import {
  entryFieldText,
  entryItemLabel,
  maySee,
  OPEN_SUGGESTIONS_MAX,
  plainTextForm,
  proposalProblem,
  SUGGESTION_FIELD_RULES,
} from '@langapp/shared';
import type {
  ConsoleSuggestion,
  LexEntry,
  Suggestion,
  SuggestionField,
  SuggestionTarget,
  UpdateLexEntryRequest,
  Viewer,
} from '@langapp/shared';
import type { CurrentUser } from '../../lib/auth';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { DomainError } from '../../lib/domain-errors';
import { teacherReader } from '../../lib/visibility';
import type { ServiceDeps } from '../../service-deps';
import type { Actor } from '../history/content-history';
import type { createLexiconService } from '../lexicon/lexicon.service';
import type { createSentencesService } from '../sentences/sentences.service';
import type { createTextsService } from '../texts/texts.service';
import { suggestionOutcomeMessage } from './suggestion-email';
import type { SuggestionRow } from './suggestions.repo';

export type SuggestionsDeps = ServiceDeps & {
  /** The services the console's editors use: an accepted suggestion is applied through them. */
  lexicon: Pick<ReturnType<typeof createLexiconService>, 'updateEntry'>;
  sentences: Pick<ReturnType<typeof createSentencesService>, 'update'>;
  texts: Pick<ReturnType<typeof createTextsService>, 'update'>;
};

/** What a suggestion's item is now: how to name it, the levels on its way, the field's text. */
interface ItemNow {
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

const targetOf = (row: SuggestionRow): SuggestionTarget => {
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

function noSuchItem(target: SuggestionTarget): DomainError {
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

/**
 * Corrections from learners (issue 27, ADR 060): a learner suggests a new text for a field of an
 * item they may see; the teacher accepts it (as proposed or edited), which applies it through the
 * service the console's editor of that item uses, or declines it with a reason; the learner is
 * told by e-mail. A learner has at most OPEN_SUGGESTIONS_MAX suggestions open at once.
 */
export function createSuggestionsService(deps: SuggestionsDeps) {
  const { clock, config } = deps;
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

  /** A suggestion as its learner sees it: what the item is, only while they may see it. */
  function learnerView(row: SuggestionRow, viewer: Viewer): Suggestion {
    const target = targetOf(row);
    const item = itemNow(target);
    const seen = item !== undefined && maySee(viewer, ...item.levels);
    return {
      id: row.id,
      target,
      itemLabel: seen ? item.label : null,
      original: seen ? row.original : null,
      proposal: row.proposal,
      comment: row.comment,
      status: row.status,
      acceptedText: seen ? row.accepted_text : null,
      reason: row.reason,
      createdAt: row.created_at,
      decidedAt: row.decided_at,
    };
  }

  function consoleView(row: SuggestionRow): ConsoleSuggestion {
    const item = itemNow(targetOf(row));
    const current = item?.current ?? null;
    return {
      ...learnerView(row, 'teacher'),
      itemLabel: item?.label ?? null,
      original: row.original,
      acceptedText: row.accepted_text,
      username: row.username,
      current,
      changed: current !== null && current !== row.original,
      decidedBy: row.decided_by_name,
    };
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

  function openSuggestion(id: number): SuggestionRow {
    const row = repo.byId(id);
    if (!row) throw new NotFoundError(`There is no suggestion with the id ${id}.`);
    if (row.status !== 'open')
      throw new ConflictError(
        `This suggestion was already ${row.status}${row.decided_by_name ? ` by ${row.decided_by_name}` : ''}.`,
      );
    return row;
  }

  /** Tells the learner of the decision; a failed send is logged and changes nothing. */
  async function tellLearner(row: SuggestionRow): Promise<boolean> {
    if (!row.email) return false;
    const seen = learnerView(row, 'learner');
    const field = row.field as SuggestionField;
    try {
      await deps.mailer.send(
        suggestionOutcomeMessage({
          to: row.email,
          username: row.username,
          productName: config.productName,
          contactName: config.contactName,
          field,
          itemLabel: seen.itemLabel,
          proposal: row.proposal,
          comment: row.comment,
          outcome:
            row.status === 'accepted'
              ? { status: 'accepted', text: seen.acceptedText, edited: row.accepted_text !== row.proposal }
              : { status: 'declined', reason: row.reason ?? '' },
          url: `${config.publicUrl}/suggestions`,
        }),
      );
      return true;
    } catch (error) {
      deps.logger.warn('The e-mail telling a learner of a decision on their suggestion could not be sent.', {
        suggestionId: row.id,
        error: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  }

  return {
    /** A learner's suggestion: refused (404) for an item they may not see, as for a missing one. */
    submit(
      user: CurrentUser,
      viewer: Viewer,
      input: { target: SuggestionTarget; proposal: string; comment: string },
      at: Date = clock.now(),
    ): Suggestion {
      const { target } = input;
      if (target.kind === 'entry') {
        const part = SUGGESTION_FIELD_RULES[target.field].part;
        const label = SUGGESTION_FIELD_RULES[target.field].label;
        if ((part !== 'item') !== (target.senseId !== undefined))
          throw new InvalidError(
            part === 'item'
              ? `The ${label.toLowerCase()} belongs to the entry, not to a sense: send it without senseId.`
              : `The ${label.toLowerCase()} belongs to a sense: send its senseId.`,
          );
        if ((part === 'example') !== (target.exampleId !== undefined))
          throw new InvalidError(
            part === 'example'
              ? `The ${label.toLowerCase()} belongs to an example: send its exampleId.`
              : `The ${label.toLowerCase()} does not belong to an example: send it without exampleId.`,
          );
      }
      const item = itemNow(target);
      if (!item || !maySee(viewer, ...item.levels)) throw noSuchItem(target);
      if (item.current === undefined)
        throw new NotFoundError(
          target.kind === 'entry' && target.exampleId !== undefined
            ? 'That sense of the entry has no such example.'
            : 'That entry has no such sense.',
        );
      const problem = proposalProblem(target.field, input.proposal, item.current);
      if (problem) throw new InvalidError(problem);
      return repo.transaction(() => {
        if (repo.openCountOf(user.id) >= OPEN_SUGGESTIONS_MAX)
          throw new ConflictError(
            `You already have ${OPEN_SUGGESTIONS_MAX} suggestions waiting for your teacher. You can send another once your teacher has answered one of them.`,
          );
        const id = repo.insert({
          user_id: user.id,
          kind: target.kind,
          lex_id: target.kind === 'entry' ? target.lexId : null,
          sense_id: target.kind === 'entry' ? (target.senseId ?? null) : null,
          example_id: target.kind === 'entry' ? (target.exampleId ?? null) : null,
          sent_id: target.kind === 'sentence' ? target.sentId : null,
          text_id: target.kind === 'text-sentence' ? target.textId : null,
          text_sentence_id: target.kind === 'text-sentence' ? target.sentenceId : null,
          field: target.field,
          original: item.current!,
          proposal: plainTextForm(input.proposal),
          comment: plainTextForm(input.comment),
          created_at: at.toISOString(),
        });
        return learnerView(repo.byId(id)!, viewer);
      });
    },

    /** A learner's own suggestions, newest first. */
    mine: (user: CurrentUser, viewer: Viewer): Suggestion[] =>
      repo.ofUser(user.id).map((row) => learnerView(row, viewer)),

    /** The console's list: the open ones (oldest first) or the latest decided, and the counts. */
    list(status: 'open' | 'decided') {
      const rows = status === 'open' ? repo.open() : repo.decided();
      return { data: rows.map(consoleView), counts: repo.counts() };
    },

    openCount: () => repo.openCount(),

    /**
     * Accepts an open suggestion: its proposal, or `edited`, the teacher's edit of it, becomes the
     * field's text through the item's own service, and the learner is e-mailed. Refused when the
     * item is gone (decline it then) or the text breaks the field's rules; a decided one is a conflict.
     */
    async accept(admin: CurrentUser, id: number, edited?: string) {
      const row = repo.transaction(() => {
        const open = openSuggestion(id);
        const target = targetOf(open);
        const item = itemNow(target);
        if (!item || item.current === undefined)
          throw new ConflictError(
            'The item this suggestion is about no longer exists, so nothing can be changed: decline the suggestion instead.',
          );
        const text = plainTextForm(edited ?? open.proposal);
        const problem = proposalProblem(target.field, text);
        if (problem) throw new InvalidError(problem);
        apply(target, text, admin);
        repo.decide({
          id,
          status: 'accepted',
          accepted_text: text,
          reason: null,
          decided_by: admin.id,
          decided_at: clock.now().toISOString(),
        });
        return repo.byId(id)!;
      });
      const emailed = await tellLearner(row);
      return { suggestion: consoleView(row), emailed };
    },

    /** Declines an open suggestion with the teacher's reason, and e-mails the learner. */
    async decline(admin: CurrentUser, id: number, reason: string) {
      const row = repo.transaction(() => {
        openSuggestion(id);
        repo.decide({
          id,
          status: 'declined',
          accepted_text: null,
          reason: plainTextForm(reason),
          decided_by: admin.id,
          decided_at: clock.now().toISOString(),
        });
        return repo.byId(id)!;
      });
      const emailed = await tellLearner(row);
      return { suggestion: consoleView(row), emailed };
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
