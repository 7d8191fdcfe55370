import { describe, expect, it } from 'vitest';
import { choosePreferredTake } from '@langapp/shared';
import { migratedDb } from '../../test-support/test-app';
import { preferredTakeOrder } from './preferred-take';

const take = (speaker: string, filename: string, timestamp: string) => ({ speaker, filename, timestamp });

// The same takes and choices through the SQL order and the shared rule: they must pick alike.
const CASES = [
  ['no choice', [take('A', 'a.mp3', '2025-01-01'), take('B', 'b.mp3', '2025-02-01')], []],
  [
    'the first chosen speaker',
    [take('A', 'a.mp3', '2025-01-01'), take('B', 'b.mp3', '2025-02-01')],
    ['A', 'B'],
  ],
  [
    'the second chosen speaker',
    [take('A', 'a.mp3', '2025-01-01'), take('B', 'b.mp3', '2025-02-01')],
    ['C', 'A'],
  ],
  [
    'no chosen speaker recorded it',
    [take('A', 'a.mp3', '2025-01-01'), take('B', 'b.mp3', '2025-02-01')],
    ['C'],
  ],
  [
    'the newest of the chosen speaker',
    [take('A', 'a1.mp3', '2025-01-01'), take('A', 'a2.mp3', '2025-03-01'), take('B', 'b.mp3', '2025-04-01')],
    ['A'],
  ],
  [
    'a chosen speaker with only a webm',
    [take('A', 'a.webm', '2025-05-01'), take('B', 'b.mp3', '2025-02-01'), take('C', 'c.mp3', '2025-03-01')],
    ['A', 'B'],
  ],
  [
    'two uploads in the same second',
    [take('A', 'first.mp3', '2025-01-01'), take('A', 'second.mp3', '2025-01-01')],
    ['A'],
  ],
] as const;

describe('preferredTakeOrder', () => {
  it.each(CASES)(
    'when %s, then the SQL order picks what choosePreferredTake picks',
    (_case, takes, preferred) => {
      const db = migratedDb();
      db.exec("INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river')");
      db.exec(
        "INSERT INTO users (id, username, password_hash, created_at) VALUES (1, 'learner', 'x', '2025-01-01')",
      );
      const insert = db.prepare(
        "INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES ('tahak', 1, ?, ?, ?)",
      );
      for (const t of takes) insert.run(t.filename, t.speaker, t.timestamp);
      const choose = db.prepare(
        'INSERT INTO speaker_preferences (user_id, speaker, position) VALUES (1, ?, ?)',
      );
      preferred.forEach((speaker, position) => choose.run(speaker, position));

      const picked = db
        .prepare<[], string>(
          `SELECT a.filename FROM playable_word_audio a WHERE a.lex_id = 1 ORDER BY ${preferredTakeOrder('a', '1')} LIMIT 1`,
        )
        .pluck()
        .get();
      expect(picked).toBe(choosePreferredTake(takes, preferred)?.filename);
    },
  );
});
