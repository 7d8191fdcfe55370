import * as z from 'zod/mini';
import { alphabetDataSchema, detectAlphabet } from '@langapp/shared';
import type { AlphabetData, AlphabetDetectResponse, AlphabetLetterData, AlphabetResponse } from '@langapp/shared';
import { InvalidError } from '../../lib/domain-errors';
import type { Reader } from '../../lib/visibility';
import type { ServiceDeps } from '../../service-deps';
import type { AlphabetRow } from './alphabet.repo';

const storedLettersSchema = alphabetDataSchema.shape.letters;

/** The URL a word's take plays from (GET /api/audio/:filename). */
const audioUrl = (filename: string) => `/api/audio/${encodeURIComponent(filename)}`;

const nfc = (text: string) => text.normalize('NFC');

/**
 * Why an alphabet cannot be saved, or null: every spelling (a letter, an equivalent) must name one
 * letter only, and an upper-case form one letter only, so a word reads one way.
 */
function alphabetConflict(letters: readonly AlphabetLetterData[]): string | null {
  const letterOf = new Map<string, string>();
  for (const { letter } of letters) {
    const form = nfc(letter);
    if (letterOf.has(form)) return `The letter “${form}” is in the alphabet twice.`;
    letterOf.set(form, form);
  }
  const equivalentOf = new Map<string, string>();
  const upperOf = new Map<string, string>();
  for (const entry of letters) {
    const letter = nfc(entry.letter);
    for (const equivalent of (entry.equivalents ?? []).map(nfc)) {
      if (equivalent === letter) return `“${equivalent}” is given as an equivalent of itself.`;
      if (letterOf.has(equivalent))
        return `“${equivalent}” cannot be an equivalent of “${letter}”: it is a letter of its own.`;
      const other = equivalentOf.get(equivalent);
      if (other === letter) return `“${equivalent}” is an equivalent of “${letter}” twice.`;
      if (other !== undefined) return `“${equivalent}” is an equivalent of both “${other}” and “${letter}”.`;
      equivalentOf.set(equivalent, letter);
    }
    if (entry.upper !== undefined) {
      const upper = nfc(entry.upper);
      const other = upperOf.get(upper);
      if (other !== undefined) return `“${upper}” is the upper case of both “${other}” and “${letter}”.`;
      if (equivalentOf.has(upper) || (letterOf.has(upper) && upper !== letter))
        return `“${upper}” cannot be the upper case of “${letter}”: it is another letter or an equivalent.`;
      upperOf.set(upper, letter);
    }
  }
  for (const [equivalent, letter] of equivalentOf) {
    const upperOwner = upperOf.get(equivalent);
    if (upperOwner !== undefined && upperOwner !== letter)
      return `“${equivalent}” is an equivalent of “${letter}” and the upper case of “${upperOwner}”.`;
  }
  return null;
}

function lettersOfRow(row: AlphabetRow): AlphabetData['letters'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.letters);
  } catch {
    return [];
  }
  const result = z.safeParse(storedLettersSchema, parsed);
  return result.success ? result.data : [];
}

/**
 * The alphabet of the headwords' writing system (issue 40, ADR 089): read by anyone, each letter's
 * sample word and recording only as far as the reader may see the entry and hear the take; saved by
 * the teacher alone (imports never change it); proposed from the headwords by Detect.
 */
export function createAlphabetService({ repos, clock }: Pick<ServiceDeps, 'repos' | 'clock'>) {
  const repo = repos.alphabet;

  /** The stored letters with their samples as `reader` may meet them. */
  function lettersFor(letters: AlphabetData['letters'], reader: Reader, userId: number | null) {
    const ids = letters.flatMap((l) => (l.sample?.lexId === undefined ? [] : [l.sample.lexId]));
    const seen = new Map(repo.samples(ids, reader, userId).map((row) => [row.id, row]));
    return letters.map(({ sample, ...letter }) => {
      if (!sample) return letter;
      if (sample.lexId === undefined) return sample.word ? { ...letter, sample: { word: sample.word } } : letter;
      const entry = seen.get(sample.lexId);
      // An entry the reader may not see (or deleted) lends the letter neither its word nor its voice.
      if (!entry) return letter;
      const audio = entry.filename === null ? {} : { audio: audioUrl(entry.filename), speaker: entry.speaker ?? '' };
      return { ...letter, sample: { word: entry.lex, lexId: entry.id, ...audio } };
    });
  }

  function read(reader: Reader, userId: number | null): AlphabetResponse {
    const writingSystem = repo.headwordWs();
    const row = repo.get(writingSystem);
    if (!row) return { writingSystem, alphabet: null };
    return {
      writingSystem,
      alphabet: {
        letters: lettersFor(lettersOfRow(row), reader, userId),
        caseMatters: row.case_matters === 1,
        almostCounts: row.almost_counts === 1,
      },
    };
  }

  return {
    read,
    /**
     * The headwords' alphabet as words are read by it (Wordle, ADR 096): each letter with its upper
     * case and equivalent spellings, no samples; null while the teacher has not made one.
     */
    current(): { letters: Omit<AlphabetLetterData, 'sample'>[]; caseMatters: boolean } | null {
      const row = repo.get(repo.headwordWs());
      if (!row) return null;
      const letters = lettersOfRow(row).map(({ sample: _sample, ...letter }) => letter);
      return letters.length === 0 ? null : { letters, caseMatters: row.case_matters === 1 };
    },
    /** Keeps the teacher's alphabet for the headwords' writing system; refuses one that reads two ways. */
    save(data: AlphabetData, reader: Reader, userId: number): AlphabetResponse {
      const conflict = alphabetConflict(data.letters);
      if (conflict) throw new InvalidError(conflict);
      const ids = data.letters.flatMap((l) => (l.sample?.lexId === undefined ? [] : [l.sample.lexId]));
      const live = repo.liveIds(ids);
      const letters = data.letters.map(({ letter, upper, equivalents, sample }) => {
        if (sample?.lexId !== undefined && !live.has(sample.lexId))
          throw new InvalidError(`The sample word of “${letter}” is not an entry of the dictionary any more.`);
        return {
          letter: nfc(letter),
          ...(upper === undefined ? {} : { upper: nfc(upper) }),
          ...(equivalents === undefined || equivalents.length === 0 ? {} : { equivalents: equivalents.map(nfc) }),
          ...(sample === undefined || (sample.word === '' && sample.lexId === undefined)
            ? {}
            : { sample: { word: sample.word, ...(sample.lexId === undefined ? {} : { lexId: sample.lexId }) } }),
        };
      });
      repo.save({
        ws: repo.headwordWs(),
        letters: JSON.stringify(letters),
        caseMatters: data.caseMatters,
        almostCounts: data.almostCounts,
        at: clock.now().toISOString(),
      });
      return read(reader, userId);
    },
    /** An alphabet proposed from every headword of the writing system (the teacher's level: all entries). */
    detect(): AlphabetDetectResponse {
      const writingSystem = repo.headwordWs();
      const headwords = repo.headwords(writingSystem);
      return { writingSystem, headwords: headwords.length, proposal: detectAlphabet(headwords) };
    },
  };
}


export type AlphabetService = ReturnType<typeof createAlphabetService>;
