import {
  maySee,
  OPEN_SUGGESTIONS_MAX,
  plainTextForm,
  proposalProblem,
  SUGGESTION_FIELD_RULES,
} from '@langapp/shared';
import type {
  ConsoleSuggestion,
  Suggestion,
  SuggestionField,
  SuggestionTarget,
  Viewer,
} from '@langapp/shared';
import type { CurrentUser } from '../../lib/auth';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import { suggestionOutcomeMessage } from './suggestion-email';
import { noSuchItem, suggestionItems, targetOf } from './suggestion-items';
import type { SuggestionsDeps } from './suggestion-items';
import type { SuggestionRow } from './suggestions.repo';

/**
 * Corrections from learners (issue 27, ADR 060): a learner suggests a new text for a field of an
 * item they may see; the teacher accepts it (as proposed or edited), which applies it through the
 * service the console's editor of that item uses, or declines it with a reason; the learner is
 * told by e-mail. A learner has at most OPEN_SUGGESTIONS_MAX suggestions open at once.
 */
export function createSuggestionsService(deps: SuggestionsDeps) {
  const { clock, config } = deps;
  const { suggestions: repo } = deps.repos;
  const { itemNow, apply } = suggestionItems(deps);

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
