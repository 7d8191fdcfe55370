// The dictionary in the alphabet's order (issue 40, ADR 097): what sorting by the teacher's alphabet
// (a digraph one letter) costs the server's list of 20,000 entries (GET /api/lexs' query, and every
// list ordered by headword_key) and the device's /words (sortByAlphabet over 5,000 entries), beside a
// reference measured in the same run: the same list in code point order, as before an alphabet.
// Targets: the server's list with its keys cached at most 1.5 times the reference's time, its first
// read (every key computed) under 1 s; reported for the device. In-process; needs no build.
// The data is invented (syllables and numbers): SAMPLE, not language material.
import { performance } from 'node:perf_hooks';
import { MIGRATIONS_DIR } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import { createLexiconRepo } from '../../apps/api/src/features/lexicon/lexicon.repo';
import { sortByAlphabet } from '../../packages/shared/src/alphabet';

const SERVER_ENTRIES = Number(process.env.BENCH_ALPHABET_ENTRIES ?? 20_000);
const DEVICE_ENTRIES = 5_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const LETTERS = ['a', 'á', 'e', 'h', 'i', 'k', 'kw', 'o', 's', 't', 'ts', "ts'", 'u', 'w', "'"];
const ALPHABET = { letters: LETTERS.map((letter) => ({ letter })), caseMatters: false };
const SYLLABLES = ['ka', 'kwa', "ts'e", 'to', 'sa', 'e', 'u', 'ha', 'wi', 'á', "'o", 'tsu', 'Kwe'];

let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const word = () =>
  Array.from({ length: 2 + Math.floor(rand() * 3) }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join('');
const words = Array.from({ length: SERVER_ENTRIES }, word);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

function timed<T>(run: () => T): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** A fresh database with the words, and the alphabet when asked: its keys not computed yet. */
function database(withAlphabet: boolean) {
  const db = openDatabase(':memory:');
  migrate(db, MIGRATIONS_DIR);
  const insert = db.prepare("INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (?, ?, 'n', ?, 'public')");
  db.transaction(() => words.forEach((w, i) => insert.run(i + 1, w, `sample gloss ${i + 1}`)))();
  if (withAlphabet)
    db.prepare("INSERT INTO alphabets (ws, letters, updated_at) VALUES ('und', ?, '2026-01-01T00:00:00Z')").run(
      JSON.stringify(ALPHABET.letters),
    );
  return { db, repo: createLexiconRepo(db) };
}

const reference: number[] = [];
const first: number[] = [];
const cachedKeys: number[] = [];
const deviceReference: number[] = [];
const device: number[] = [];
const deviceWords = words.slice(0, DEVICE_ENTRIES);
for (let round = 0; round < ROUNDS; round++) {
  // The two take turns in each round, so a busy host slows both alike.
  const plain = database(false);
  plain.repo.seenBy('learner');
  reference.push(timed(() => plain.repo.seenBy('learner')));
  plain.db.close();
  const ordered = database(true);
  first.push(timed(() => ordered.repo.seenBy('learner')));
  cachedKeys.push(timed(() => ordered.repo.seenBy('learner')));
  ordered.db.close();
  deviceReference.push(timed(() => [...deviceWords].sort()));
  // A new alphabet object each round: the device computes its keys afresh, as after a new answer.
  device.push(timed(() => sortByAlphabet(deviceWords, (w) => w, { ...ALPHABET })));
}

const ratio = median(cachedKeys.map((c, i) => c / reference[i]!));
const rows = [
  [`server: ${SERVER_ENTRIES} entries in code point order (reference)`, ms(median(reference)), '', 'reference'],
  [
    'server: in the alphabet’s order, keys cached',
    ms(median(cachedKeys)),
    `${ratio.toFixed(2)} of the reference`,
    ratio <= 1.5 ? 'meets (1.5)' : 'misses (1.5)',
  ],
  [
    'server: in the alphabet’s order, first read (every key computed)',
    ms(median(first)),
    '',
    median(first) < 1000 ? 'meets (1 s)' : 'misses (1 s)',
  ],
  [`device: ${DEVICE_ENTRIES} headwords, plain sort (reference)`, ms(median(deviceReference)), '', 'reference'],
  ['device: sortByAlphabet', ms(median(device)), '', 'reported'],
];
console.log(`alphabet order, medians of ${ROUNDS} rounds`);
console.log('| list | time | against the reference | target |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
