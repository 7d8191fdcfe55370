import { describe, expect, it } from 'vitest';
import { judgeAnswer } from '../alphabet/judge-answer';
import { ANSWER_CASES, SAMPLE_ALPHABET } from '../alphabet/test-support/answer-cases';
import { wordleSpelling } from './alphabet-spelling';
import { addLetter, deleteLetter, isGuessShaped, newGame, playedGuesses, submitGuess } from './game-state';
import type { WordleGame } from './game-state';
import { LetterStatus } from './letter-status';
import { replayGuesses } from './replay-guesses';
import { scoreGuess } from './score-guess';
import { shareText } from './share-text';
import { isAcceptedKey } from './typed-key';
import { PLAIN_SPELLING } from './wordle-spelling';

// Wordle by the alphabet (issue 40, ADR 096). SAMPLE: an invented alphabet with the digraphs kw and
// ts, the trigraph ts' (ʼ and ’ its equivalent spellings) and the glottal stop, and invented words:
// not language material.

const G = LetterStatus.LetterAndPosition;
const Y = LetterStatus.Letter;
const _ = LetterStatus.Disabled;

const LIST = ['kwasit', "ts'ukaw", 'hátuk', 'ta’ak', 'kasit', 'tsatsak', 'tatsak', 'kasik', 'kasikw'];
const spelling = wordleSpelling(SAMPLE_ALPHABET, LIST);
const valid = new Set(LIST.map(spelling.spell));
const type = (game: WordleGame, keys: readonly string[]) => keys.reduce((g, key) => addLetter(g, key, spelling), game);
const row = (game: WordleGame, r = 0) => game.board[r]!.filter((letter) => letter !== '');

describe('the game by an alphabet', () => {
  it.each([
    [['k', 'w'], ['kw']],
    [['K', 'W'], ['kw']],
    [['t', 's'], ['ts']],
    [['t', 's', 'ʼ'], ["ts'"]],
    [['t', 's', '’', 'u'], ["ts'", 'u']],
    [['kw', 'a'], ['kw', 'a']],
    [['t', 'a', '’', 'a', 'k'], ['t', 'a', "'", 'a', 'k']],
    [['a', '\u0301'], ['á']],
    [['k', 'z', '1', 'Shift', 'w'], ['kw']],
  ])('when %j are typed, then the row is %j: a digraph one tile', (keys, tiles) => {
    expect(row(type(newGame(spelling), keys))).toEqual(tiles);
  });

  it('when a sixth letter is typed, then it is ignored; a key that joins the fifth letter is taken', () => {
    const full = type(newGame(spelling), [...'kasik']);
    expect(type(full, ['a']).board[0]).toEqual(['k', 'a', 's', 'i', 'k']);
    const joined = type(full, ['w']);
    expect(joined.board[0]).toEqual(['k', 'a', 's', 'i', 'kw']);
    expect(joined.currAttempt).toEqual({ attempt: 0, letterPos: 5 });
    expect(deleteLetter(joined).board[0]).toEqual(['k', 'a', 's', 'i', '']);
  });

  it('when a word of six characters and five letters is submitted, then it is scored letter by letter', () => {
    const outcome = submitGuess(type(newGame(spelling), [...'kwasit']), spelling.spell('kasit'), valid, spelling);
    expect(outcome.kind).toBe('scored');
    if (outcome.kind !== 'scored') return;
    expect(outcome.guess).toBe('kwasit');
    // kw is not k: a letter of its own, absent from kasit.
    expect(outcome.statuses).toEqual([_, G, G, G, G]);
    expect(outcome.game.letterStatus).toMatchObject({ kw: _, a: G, t: G });
    expect(outcome.game.letterStatus).not.toHaveProperty('k');
  });

  it('when a guess is typed with an equivalent spelling, then it is the word of the list', () => {
    const outcome = submitGuess(type(newGame(spelling), ['t', 's', 'ʼ', ...'ukaw']), spelling.spell("ts'ukaw"), valid, spelling);
    expect(outcome.kind).toBe('scored');
    const curly = submitGuess(type(newGame(spelling), [..."ta'ak"]), spelling.spell('kasit'), valid, spelling);
    expect(curly.kind).toBe('scored');
  });

  it.each([
    ['tatsak', 'tsatsak', [_, G, G, G, G]],
    ['tsatsak', 'tatsak', [_, G, G, G, G]],
    ['tsatsak', 'kasit', [_, G, _, _, Y]],
    ['kasit', 'tsatsak', [Y, G, _, _, _]],
  ])('when %s is scored against %s, then t and ts are different letters and counts hold: %j', (guess, answer, expected) => {
    expect(scoreGuess(spelling.letters(guess), spelling.letters(answer))).toEqual(expected);
  });

  it('when a game with digraphs is shared, then each row has five squares', () => {
    const game = replayGuesses(['kwasit', 'kasit'], 'kasit', spelling);
    expect(playedGuesses(game)).toEqual(['kwasit', 'kasit']);
    const text = shareText({ gameNumber: 3, attempts: 2, rows: game.boardStatus.slice(0, 2) });
    expect(text).toBe('Wordle 3 2/6\n\n⬜🟩🟩🟩🟩\n🟩🟩🟩🟩🟩');
  });

  it('when a kept guess was typed before the alphabet made kw a letter, then it replays as it was typed', () => {
    // kwasi: five characters, four letters by the alphabet.
    const game = replayGuesses(['kwasi'], 'kasit', spelling);
    expect(game.board[0]).toEqual(['k', 'w', 'a', 's', 'i']);
    expect(game.boardStatus[0]).toEqual([G, _, Y, Y, Y]);
    expect(() => replayGuesses(['kwas'], 'kasit', spelling)).toThrow(RangeError);
  });

  it.each([
    ['kwasit', true],
    ["tsʼukaw", true],
    ['kwasi', false],
    ['kwasitkw', false],
    ['kw sit', false],
  ])('when the word is %j, then it is shaped like a guess by the alphabet: %s', (word, shaped) => {
    expect(isGuessShaped(word, spelling)).toBe(shaped);
  });
});

describe('wordleSpelling', () => {
  it('when there is no alphabet, or it has no letters, then the game is the spec’s', () => {
    expect(wordleSpelling(null)).toBe(PLAIN_SPELLING);
    expect(wordleSpelling({ letters: [] }, LIST)).toBe(PLAIN_SPELLING);
    expect(newGame(PLAIN_SPELLING).letterStatus).toMatchObject({ v: LetterStatus.Unused, k: LetterStatus.Unknown });
  });

  it('when the list uses a letter the alphabet lacks, then the keyboard has it after the alphabet’s', () => {
    const keys = wordleSpelling(SAMPLE_ALPHABET, ['nakas', 'kwasit']).keys;
    expect(keys).toEqual([...SAMPLE_ALPHABET.letters.map((l) => l.letter), 'n']);
    expect(newGame(spelling).letterStatus).toEqual({});
  });

  it.each([
    ['k', true],
    ['K', true],
    ['kw', true],
    ["ts'", true],
    ['ʼ', true],
    ['’', true],
    ['á', true],
    ['Enter', true],
    ['Backspace', true],
    ['z', false],
    ['1', false],
    ['Shift', false],
    ['', false],
  ])('when the key is %j, then the game takes it: %s', (key, accepted) => {
    expect(isAcceptedKey(key, spelling)).toBe(accepted);
  });

  it('when an equivalent spelling is typed a character at a time, then its characters are taken', () => {
    const noApostrophe = wordleSpelling({ letters: [{ letter: 't' }, { letter: 's' }, { letter: "ts'", equivalents: ['tsʼ'] }] });
    expect(noApostrophe.accepts('ʼ')).toBe(true);
    expect(['t', 's', 'ʼ'].reduce((g, key) => addLetter(g, key, noApostrophe), newGame(noApostrophe)).board[0]![0]).toBe("ts'");
  });

  it('shows a letter in its upper case, the alphabet’s where it gives one', () => {
    expect(spelling.shown('kw')).toBe('Kw');
    expect(spelling.shown("ts'")).toBe("TS'");
    expect(spelling.shown('á')).toBe('Á');
  });

  // A Wordle guess is the word of the list exactly as the answer rule's "right": equivalents, NFC/NFD
  // and case alike (the cases with spaces, variants or a case-sensitive alphabet are not Wordle's).
  it.each(ANSWER_CASES.filter((c) => !c.variants && !c.alphabet && !/\s/.test(c.given) && c.given !== ''))(
    'agrees with the answer rule: $name',
    ({ given, expected }) => {
      const right = judgeAnswer(given, expected, { alphabet: SAMPLE_ALPHABET }).verdict === 'right';
      const wordle = wordleSpelling(SAMPLE_ALPHABET);
      expect(wordle.spell(given) === wordle.spell(expected)).toBe(right);
    },
  );
});
