import {
  ENTRY_USES_SHOWN,
  findDuplicateEntries,
  foldPartsOfSpeech,
  headwordForm,
  RANDOM_VOCAB_SET_SIZE,
} from '@langapp/shared';
import type {
  Lex,
  LexEntry,
  LexUses,
  PartOfSpeechUse,
  UpdateLexEntryRequest,
  Viewer,
  Visibility,
} from '@langapp/shared';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import type { DomainError } from '../../lib/domain-errors';
import { teacherReader } from '../../lib/visibility';
import type { Reader } from '../../lib/visibility';
import type { ServiceDeps } from '../../service-deps';
import type { Actor, ContentHistory } from '../history/content-history';

/** An entry's fields as a teacher typed them (already checked by the shared schema). */
interface EntryFields {
  lex: string;
  pos: string;
  gloss: string;
  notes: string;
}

/** Fields in the form they are stored in: the headword as written (its case kept, the apostrophe straight), all text in NFC. */
function storedForm(fields: EntryFields): Omit<Lex, 'id'> {
  return {
    lex: headwordForm(fields.lex),
    pos: fields.pos.normalize('NFC'),
    gloss: fields.gloss.normalize('NFC'),
    notes: fields.notes.normalize('NFC'),
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** '2 sentences, 1 text and 3 recordings': the kinds of use an entry has, those it lacks left out. */
function describeUses(uses: LexUses): string {
  const parts = [
    uses.sentences.length && plural(uses.sentences.length, 'sentence'),
    uses.texts.length && plural(uses.texts.length, 'text'),
    uses.lessons.length && plural(uses.lessons.length, 'lesson'),
    uses.recordings.length && plural(uses.recordings.length, 'recording'),
  ].filter((part): part is string => Boolean(part));
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const isUsed = (uses: LexUses) =>
  uses.sentences.length + uses.texts.length + uses.lessons.length + uses.recordings.length > 0;

const noEntry = (id: number) => new NotFoundError(`There is no lexical entry with the id ${id}.`);

/** The 409 that warns of entries with the same word and gloss (ADR 034). */
function duplicateWarning(duplicates: Lex[]): DomainError {
  const list = duplicates.map((d) => `${d.lex} '${d.gloss}' (id ${d.id})`).join(', ');
  return new ConflictError(
    `An entry with the same word and gloss already exists: ${list}. Confirm to save it anyway.`,
    { duplicates },
  );
}

/**
 * The rules of dictionary upkeep (ADR 034): adding and editing warn of an entry with the same word
 * and gloss; a deleted entry is only marked, and only when nothing uses it. Every change is kept in
 * the entry's history (ADR 059) with the `actor` its caller gives.
 */
export function createLexiconService(
  { repos, clock, history }: ServiceDeps & { history: ContentHistory },
) {
  const { lexicon: repo, entries } = repos;
  /** Live entries other than `exceptId` whose word and gloss match. */
  const duplicatesOf = (entry: Omit<Lex, 'id'>, exceptId?: number) =>
    findDuplicateEntries(repo.all(), entry, exceptId);

  return {
    /** The version of the entries the list is cached by (cachedJsonByViewer). */
    version: () => repo.version(),
    /** The lexicon's parts of speech for the console's pickers, each once whatever its case (ADR 071). */
    partsOfSpeech(): PartOfSpeechUse[] {
      return foldPartsOfSpeech(repo.partsOfSpeech());
    },
    /** Every live entry (GET /api/lexs): the spec's fields, with homograph numbers and, where an entry has several, its senses. */
    list(viewer: Viewer): Lex[] {
      const { senses, homographs } = entries.listExtras();
      return repo.seenBy(viewer).map((entry) => {
        const homograph = homographs.get(entry.id);
        const all = senses.get(entry.id);
        return {
          ...entry,
          ...(homograph === undefined ? {} : { homograph }),
          ...(all ? { senses: all } : {}),
        };
      });
    },

    /**
     * One live entry whole (GET /api/lex-entry/:id), with, for an account, the sentences and texts
     * it may see that use it (the entry's page, ADR 070).
     */
    entry(id: number, reader: Reader): LexEntry {
      const entry = entries.detail(id, reader);
      if (!entry) throw noEntry(id);
      if (reader.viewer === 'visitor') return entry;
      return { ...entry, uses: repo.usesSeenBy(id, reader.viewer, ENTRY_USES_SHOWN) };
    },

    /**
     * Saves an entry whole, as the console's dictionary edits it: the headword, the general note,
     * the senses in order, typed notes and other forms. The first sense's part of speech and gloss
     * are the entry's; the duplicate warning is the one of `update`.
     */
    updateEntry(request: UpdateLexEntryRequest, actor: Actor) {
      const first = request.senses[0]!;
      const entry: Lex = {
        id: request.id,
        ...storedForm({ lex: request.lex, pos: first.pos, gloss: first.gloss, notes: request.notes }),
      };
      return repo.transaction(() => {
        const before = repo.byId(entry.id);
        if (!before) throw noEntry(entry.id);
        if (!request.confirm) {
          const duplicates = duplicatesOf(entry, entry.id);
          if (duplicates.length > 0) throw duplicateWarning(duplicates);
        }
        const nfc = (t: string) => t.normalize('NFC');
        history.change('entry', entry.id, actor, () => {
          entries.writeParts(entry.id, {
            senses: request.senses.map((sense) => ({
              ...sense,
              pos: nfc(sense.pos),
              gloss: nfc(sense.gloss),
              definition: nfc(sense.definition),
              examples: sense.examples.map((e) => ({
                ...e,
                text: nfc(e.text),
                translation: nfc(e.translation),
              })),
              notes: sense.notes.map((n) => ({ type: nfc(n.type), text: nfc(n.text) })),
            })),
            forms: request.forms.map((f) => ({ ...f, text: nfc(f.text) })),
            typedNotes: request.typedNotes.map((n) => ({ type: nfc(n.type), text: nfc(n.text) })),
          });
          repo.update(entry);
        });
        return entries.detail(entry.id, teacherReader(clock))!;
      });
    },

    /** A set for the vocabulary game: words with a recording, distinct glosses only, so a pair can always be told apart. */
    randomVocab(reader: Reader, userId: number | null) {
      const seen = new Set<string>();
      return repo
        .randomWithAudio(RANDOM_VOCAB_SET_SIZE * 3, reader, userId)
        .filter((item) => !seen.has(item.gloss) && seen.add(item.gloss))
        .slice(0, RANDOM_VOCAB_SET_SIZE);
    },

    /** Adds an entry; with `warnDuplicates`, one matching an existing entry is refused (a conflict). */
    add(
      fields: EntryFields,
      { warnDuplicates, visibility }: { warnDuplicates: boolean; visibility: Visibility },
      actor: Actor,
    ): number {
      const entry = storedForm(fields);
      return repo.transaction(() => {
        if (warnDuplicates) {
          const duplicates = duplicatesOf(entry);
          if (duplicates.length > 0) throw duplicateWarning(duplicates);
        }
        return history.added('entry', actor, () => repo.insertNext(entry, visibility));
      });
    },

    /**
     * Saves an entry's fields. One whose word and gloss match another entry is refused (a conflict)
     * unless `confirm`. Recordings belong to the entry (migration 014), so a corrected spelling keeps
     * its audio: recordingsMoved says how many followed the new spelling.
     */
    update(id: number, fields: EntryFields, { confirm }: { confirm: boolean }, actor: Actor) {
      const entry: Lex = { id, ...storedForm(fields) };
      return repo.transaction(() => {
        const before = repo.byId(id);
        if (!before) throw noEntry(id);
        if (!confirm) {
          const duplicates = duplicatesOf(entry, id);
          if (duplicates.length > 0) throw duplicateWarning(duplicates);
        }
        const recordingsMoved = before.lex === entry.lex ? 0 : repo.recordingCount(id);
        history.change('entry', id, actor, () => repo.update(entry));
        return { entry, recordingsMoved };
      });
    },

    /** Where a live entry is used. */
    uses(id: number) {
      const entry = repo.byId(id);
      if (!entry) throw noEntry(id);
      const uses = repo.usesOf(entry);
      return { entry, uses, used: isUsed(uses) };
    },

    /** Marks an entry deleted; one that is used is refused (a conflict) with where it is used. */
    remove(id: number, actor: Actor): void {
      repo.transaction(() => {
        const entry = repo.byId(id);
        if (!entry) throw noEntry(id);
        const uses = repo.usesOf(entry);
        if (isUsed(uses)) {
          throw new ConflictError(
            `The entry ${entry.lex} cannot be deleted: it is used in ${describeUses(uses)}.`,
            { uses },
          );
        }
        history.change('entry', id, actor, () => repo.softDelete(id, clock.now().toISOString()));
      });
    },

    /** Brings a deleted entry back (the CLI's lex:restore). */
    restore(id: number, actor: Actor): Lex {
      return repo.transaction(() => {
        if (!history.change('entry', id, actor, () => repo.restore(id)))
          throw new NotFoundError(`There is no deleted lexical entry with the id ${id}.`);
        return repo.byId(id)!;
      });
    },

    /** The deleted entries (the CLI's lex:trash). */
    trash: () => repo.trash(),
  };
}

export type LexiconService = ReturnType<typeof createLexiconService>;
