import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  holdLevel,
  maySee,
  unsealWordleAnswer,
  VIEWERS,
  VISIBILITY_LEVELS,
  wordleDaysResponseSchema,
} from '@langapp/shared';
import type { Viewer, Visibility } from '@langapp/shared';
import { createSentencesRepo } from './features/sentences/sentences.repo';
import { makeTestApp, signedIn } from './test-support/test-app';

// Who sees what (issue 27, ADR 058), through every call that can reveal an item: the authorization
// matrix of the visibility levels. One installation holds an entry, a sentence, a text, a lesson and
// recordings at each level (and a few stricter than what holds them); each call is asked by a
// visitor, a learner and a teacher, and its answer must name exactly what that viewer may see.

const START = '2026-03-04T18:00:00Z';
const FAR_FUTURE = '2099-01-01T00:00:00.000Z';

/** A string that names one item, and the level in effect of that item. */
interface Marker {
  text: string;
  level: Visibility;
}
const m = (text: string, level: Visibility): Marker => ({ text, level });

const WORD = {
  public: m('pubaa', 'public'),
  learners: m('lrnaa', 'learners'),
  teachers: m('tchaa', 'teachers'),
};
const GLOSS = {
  public: m('gloss-public-word', 'public'),
  learners: m('gloss-learners-word', 'learners'),
  teachers: m('gloss-teachers-word', 'teachers'),
};
const WORD_FILE = {
  public: m('word-public.mp3', 'public'),
  learners: m('word-learners.mp3', 'learners'),
  teachers: m('word-teachers.mp3', 'teachers'),
  // On the public entry: a take of its own made stricter, and a take of a held speaker.
  strict: m('word-strict.mp3', 'teachers'),
  held: m('word-held.mp3', 'teachers'),
  // A recorder's take waiting for a teacher's approval (ADR 080): for teachers until approved.
  waiting: m('word-waiting.mp3', 'teachers'),
};
const EXAMPLE = {
  public: m('example-public-text', 'public'),
  teachers: m('example-teachers-text', 'teachers'),
};
const SENTENCE = {
  public: m('sentence-public-text', 'public'),
  learners: m('sentence-learners-text', 'learners'),
  teachers: m('sentence-teachers-text', 'teachers'),
};
const SENT_FILE = {
  public: m('sent-public.mp3', 'public'),
  learners: m('sent-learners.mp3', 'learners'),
  teachers: m('sent-teachers.mp3', 'teachers'),
  // On the public sentence: a recorder's take waiting for approval.
  waiting: m('sent-waiting.mp3', 'teachers'),
};
const TEXT = {
  public: m('text-public-title', 'public'),
  learners: m('text-learners-title', 'learners'),
  teachers: m('text-teachers-title', 'teachers'),
  unpublished: m('text-unpublished-title', 'teachers'),
};
const TEXT_FILE = {
  // Text 1 (public): a take as public as the text, and one made stricter.
  public: m('text1-public.mp3', 'public'),
  strict: m('text1-strict.mp3', 'teachers'),
  // Text 3 (teachers): a take marked public is still for teachers.
  inHidden: m('text3-public.mp3', 'teachers'),
  // Text 1 (public): a recorder's take waiting for approval.
  waiting: m('text1-waiting.mp3', 'teachers'),
};
// A text's whole recording (migration 035, ADR 087): text 1's as public as its text, text 2's made
// stricter, text 3's (a teachers' text) marked public and text 4's (unpublished): for teachers.
const WHOLE_FILE = {
  public: m('whole1-public.mp3', 'public'),
  strict: m('whole2-strict.mp3', 'teachers'),
  inHidden: m('whole3-public.mp3', 'teachers'),
  unpublished: m('whole4-public.mp3', 'teachers'),
};
const LESSON = {
  public: m('lesson-public-title', 'public'),
  learners: m('lesson-learners-title', 'learners'),
  teachers: m('lesson-teachers-title', 'teachers'),
};

// Lesson (class) recordings: files whose levels the teacher sets (ADR 072).
const CLASS_FILE = {
  public: m('class-public.mp3', 'public'),
  learners: m('class-learners.mp3', 'learners'),
  teachers: m('class-teachers.mp3', 'teachers'),
};

const ALL: Marker[] = [
  WORD,
  GLOSS,
  WORD_FILE,
  EXAMPLE,
  SENTENCE,
  SENT_FILE,
  TEXT,
  TEXT_FILE,
  WHOLE_FILE,
  LESSON,
  CLASS_FILE,
].flatMap((group) => Object.values(group));

/** Everything a viewer may not see is absent from `body`; every `shown` marker they may see is in it. */
function expectSeenBy(viewer: Viewer, body: string, shown: readonly Marker[]) {
  for (const marker of ALL) {
    if (!maySee(viewer, marker.level))
      expect(body, `${viewer} must not meet ${marker.text}`).not.toContain(marker.text);
  }
  for (const marker of shown) {
    if (maySee(viewer, marker.level))
      expect(body, `${viewer} must meet ${marker.text}`).toContain(marker.text);
  }
}

function installation() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-visibility-'));
  const t = makeTestApp({ start: START, config: { mediaDir } });
  const db = t.db;
  fs.mkdirSync(path.join(mediaDir, 'lesson-recordings'));
  for (const level of VISIBILITY_LEVELS) {
    fs.writeFileSync(path.join(mediaDir, 'lesson-recordings', `class-${level}.mp3`), 'ID3');
    db.prepare('INSERT INTO lesson_recordings (id, visibility) VALUES (?, ?)').run(
      `class-${level}.mp3`,
      level,
    );
  }
  db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES
      (1, 'pubaa', 'n', 'gloss-public-word', 'public'),
      (2, 'lrnaa', 'n', 'gloss-learners-word', 'learners'),
      (3, 'tchaa', 'n', 'gloss-teachers-word', 'teachers'),
      (4, 'othra', 'n', 'other-gloss-a', 'learners'), (5, 'othrb', 'n', 'other-gloss-b', 'public'),
      (6, 'othrc', 'n', 'other-gloss-c', 'learners');
    INSERT INTO sense_examples (sense_id, position, text, translation, visibility)
      SELECT id, 1, 'example-public-text', 'x', 'public' FROM senses WHERE lex_id = 1;
    INSERT INTO sense_examples (sense_id, position, text, translation, visibility)
      SELECT id, 2, 'example-teachers-text', 'x', 'teachers' FROM senses WHERE lex_id = 1;
    INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp, visibility) VALUES
      ('pubaa', 1, 'word-public.mp3', 'Ana', '2025-01-01T00:00:00Z', 'public'),
      ('pubaa', 1, 'word-strict.mp3', 'Ana', '2025-01-02T00:00:00Z', 'teachers'),
      ('pubaa', 1, 'word-held.mp3', 'Held', '2025-01-03T00:00:00Z', 'public'),
      ('lrnaa', 2, 'word-learners.mp3', 'Ana', '2025-01-01T00:00:00Z', 'learners'),
      ('tchaa', 3, 'word-teachers.mp3', 'Ana', '2025-01-01T00:00:00Z', 'public');
    INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp, visibility, waiting) VALUES
      ('pubaa', 1, 'word-waiting.mp3', 'Ana', '2024-06-01T00:00:00Z', 'public', 1);
    INSERT INTO sent_audio (sent_id, filename, speaker, timestamp, visibility, waiting) VALUES
      ('sp', 'sent-waiting.mp3', 'Ana', '2024-06-01T00:00:00Z', 'public', 1),
      ('1.1', 'text1-waiting.mp3', 'Ana', '2024-06-01T00:00:00Z', 'public', 1);
    INSERT INTO speakers (name, notice, held_until, updated_at) VALUES ('Held', '', '${FAR_FUTURE}', '${START}');
    INSERT INTO wordle_words (lex, lex_id) VALUES ('pubaa', 1), ('lrnaa', 2), ('tchaa', 3);
  `);
  // The alphabet (ADR 089): a letter's sample word and recording as far as the viewer may see them.
  db.prepare(
    "INSERT INTO alphabets (ws, letters, updated_at) VALUES ('und', ?, 'x')",
  ).run(JSON.stringify([1, 2, 3].map((lexId) => ({ letter: `l${lexId}`, sample: { word: 'stored', lexId } }))));
  const sentences = createSentencesRepo(db);
  for (const [id, level] of [
    ['sp', 'public'],
    ['sl', 'learners'],
    ['st', 'teachers'],
  ] as const) {
    const lexId = { public: 1, learners: 2, teachers: 3 }[level];
    sentences.save({
      id,
      text: `sentence-${level}-text`,
      trans: 'x',
      // Every sentence also uses the public entry: its page lists those a viewer may see.
      anno: [
        {
          text: 'w',
          gloss: 'g',
          morphs: [
            { text: 'w', lexId },
            { text: 'p', lexId: 1 },
          ],
        },
      ],
      timestamp: '2025-01-01T00:00:00Z',
    });
    db.prepare('UPDATE sents SET visibility = ? WHERE id = ?').run(level, id);
    db.prepare(
      "INSERT INTO sent_audio (sent_id, filename, speaker, timestamp, visibility) VALUES (?, ?, 'Ana', '2025-01-01T00:00:00Z', 'public')",
    ).run(id, `sent-${level}.mp3`);
  }
  const textData = (title: string) =>
    JSON.stringify({
      title,
      sents: [
        {
          id: 1,
          text: 'w',
          trans: 'x',
          words: [{ text: 'w', gloss: 'g', morphs: [{ text: 'w', lexId: 1 }] }],
        },
      ],
    });
  const addText = db.prepare(
    "INSERT INTO texts (id, title, data, published, created_at, updated_at, visibility) VALUES (?, ?, ?, ?, 'x', 'x', ?)",
  );
  addText.run(1, 'text-public-title', textData('text-public-title'), 1, 'public');
  addText.run(2, 'text-learners-title', textData('text-learners-title'), 1, 'learners');
  addText.run(3, 'text-teachers-title', textData('text-teachers-title'), 1, 'teachers');
  addText.run(4, 'text-unpublished-title', textData('text-unpublished-title'), 0, 'public');
  db.exec(`
    INSERT INTO sent_audio (sent_id, filename, speaker, timestamp, visibility) VALUES
      ('1.1', 'text1-public.mp3', 'Ana', '2025-01-01T00:00:00Z', 'public'),
      ('1.1', 'text1-strict.mp3', 'Ana', '2025-01-02T00:00:00Z', 'teachers'),
      ('3.1', 'text3-public.mp3', 'Ana', '2025-01-01T00:00:00Z', 'public');
    INSERT INTO text_audio (text_id, filename, speaker, timestamp, visibility) VALUES
      (1, 'whole1-public.mp3', 'Ana', '2025-01-01T00:00:00Z', 'public'),
      (2, 'whole2-strict.mp3', 'Ana', '2025-01-01T00:00:00Z', 'teachers'),
      (3, 'whole3-public.mp3', 'Ana', '2025-01-01T00:00:00Z', 'public'),
      (4, 'whole4-public.mp3', 'Ana', '2025-01-01T00:00:00Z', 'public');
  `);
  const steps = JSON.stringify([
    { kind: 'lex', lexId: 1, lex: 'pubaa' },
    { kind: 'lex', lexId: 3, lex: 'tchaa' },
    { kind: 'sent', sentId: 'sp' },
    { kind: 'sent', sentId: 'st' },
  ]);
  const addLesson = db.prepare(
    "INSERT INTO vocab_lessons (id, data, published, date_added, updated_at, title, visibility) VALUES (?, ?, 1, 'x', 'x', ?, ?)",
  );
  addLesson.run('lpub', steps, 'lesson-public-title', 'public');
  addLesson.run('llrn', steps, 'lesson-learners-title', 'learners');
  addLesson.run('ltch', steps, 'lesson-teachers-title', 'teachers');
  for (const folder of ['audio', 'sent-audio', 'text-audio'])
    fs.mkdirSync(path.join(mediaDir, folder), { recursive: true });
  for (const file of db.prepare<[], string>('SELECT filename FROM word_audio').pluck().all())
    fs.writeFileSync(path.join(mediaDir, 'audio', file), 'mp3');
  for (const file of db.prepare<[], string>('SELECT filename FROM sent_audio').pluck().all())
    fs.writeFileSync(path.join(mediaDir, 'sent-audio', file), 'mp3');
  for (const file of db.prepare<[], string>('SELECT filename FROM text_audio').pluck().all())
    fs.writeFileSync(path.join(mediaDir, 'text-audio', file), 'mp3');

  const learnerId = t.addUser('learner', 'learner-pass', { email: 'learner@example.org' });
  const teacherId = t.addUser('teacher', 'teacher-pass', { admin: true, email: 'teacher@example.org' });
  // A recorder (ADR 080) reads what a learner reads; the waiting takes are theirs.
  const recorderId = t.addUser('recorder', 'recorder-pass', { email: 'recorder@example.org' });
  db.prepare('UPDATE users SET is_recorder = 1 WHERE id = ?').run(recorderId);
  db.prepare('UPDATE word_audio SET recorded_by = ? WHERE waiting = 1').run(recorderId);
  db.prepare('UPDATE sent_audio SET recorded_by = ? WHERE waiting = 1').run(recorderId);
  // Takes sent to the teacher (ADR 083): each account sent one of the public entry, one of the
  // teachers-only one (hidden after it was sent) and one of a sentence of the teachers' text 3
  // (ADR 092); the teacher answered the learner's first with a recording.
  const sentTake = db.prepare(
    `INSERT INTO sent_takes (id, user_id, client_id, item, label, reference, filename, original, recorded_at, sent_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, '${START}', '${START}')`,
  );
  fs.mkdirSync(path.join(mediaDir, 'take-feedback'));
  for (const [i, user] of [learnerId, teacherId, recorderId].entries()) {
    for (const [j, [item, label, reference]] of [
      ['entry:1', 'pubaa', 'word-public.mp3'],
      ['entry:3', 'tchaa', 'word-teachers.mp3'],
      ['sentence:3.1', 'text-teachers-title, sentence 1: w', 'text3-public.mp3'],
    ].entries()) {
      const file = `sent-take-${user}-${j}.mp3`;
      fs.writeFileSync(path.join(mediaDir, 'take-feedback', file), 'mp3');
      sentTake.run(10 * (i + 1) + j, user, `c${j}`, item, label, reference, file, `${file}.webm`);
    }
  }
  fs.writeFileSync(path.join(mediaDir, 'take-feedback', 'reply-10.mp3'), 'mp3');
  db.prepare(
    "INSERT INTO take_replies (id, take_id, teacher_id, text, filename, original, created_at) VALUES (1, 10, ?, 'Well said.', 'reply-10.mp3', 'reply-10.webm', ?)",
  ).run(teacherId, START);
  // A teachers-only entry nobody recorded: the coverage's list names it to teachers only.
  db.exec(
    "INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (7, 'tchunrec', 'n', 'other-gloss-d', 'teachers')",
  );
  // Every item in both decks, as if added before the teacher set the levels.
  const card = db.prepare(
    "INSERT INTO review_cards (user_id, kind, item_id, direction, source, added_at, due) VALUES (?, ?, ?, 'listen', 'test', 0, 0)",
  );
  for (const user of [learnerId, teacherId, recorderId]) {
    for (const id of ['1', '2', '3']) card.run(user, 'word', id);
    for (const id of ['sp', 'sl', 'st']) card.run(user, 'sentence', id);
  }
  return t;
}

type Installation = ReturnType<typeof installation>;
let t: Installation;
const agents = {} as Record<Viewer, request.Agent>;
let recorder: request.Agent;

beforeAll(async () => {
  t = installation();
  agents.visitor = request.agent(t.app);
  agents.learner = await signedIn(t.app, 'learner', 'learner-pass');
  agents.teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
  recorder = await signedIn(t.app, 'recorder', 'recorder-pass');
});

const text = (res: request.Response) => JSON.stringify(res.body) + (res.text ?? '');

/**
 * The calls that can reveal an item, each with what its answer names when the viewer may see it.
 * Asked by every viewer; a visitor gets 401 from the signed-in ones, which reveals nothing.
 */
const READS: [string, Marker[]][] = [
  ['/api/lesson-recordings', Object.values(CLASS_FILE)],
  ['/api/lexs', [WORD.public, WORD.learners, WORD.teachers, GLOSS.public, GLOSS.teachers]],
  // With the sentences and texts that use it (its page), each as the viewer may see it.
  [
    '/api/lex-entry/1',
    [
      WORD.public,
      EXAMPLE.public,
      EXAMPLE.teachers,
      WORD_FILE.public,
      WORD_FILE.strict,
      WORD_FILE.held,
      WORD_FILE.waiting,
      ...Object.values(SENTENCE),
      ...Object.values(TEXT),
    ],
  ],
  ['/api/lex-entry/2', [WORD.learners, WORD_FILE.learners]],
  ['/api/lex-entry/3', [WORD.teachers, WORD_FILE.teachers]],
  ['/api/random-vocab', [WORD.public, WORD.learners, WORD.teachers]],
  ['/api/sents', [SENTENCE.public, SENTENCE.learners, SENTENCE.teachers]],
  ['/api/text-index', [TEXT.public, TEXT.learners, TEXT.teachers, TEXT.unpublished]],
  ['/api/text/1', [TEXT.public, WHOLE_FILE.public]],
  ['/api/text/2', [TEXT.learners, WHOLE_FILE.strict]],
  ['/api/text/3', [TEXT.teachers, WHOLE_FILE.inHidden]],
  ['/api/text/4', [TEXT.unpublished, WHOLE_FILE.unpublished]],
  ['/api/vocab-lessons', [LESSON.public, LESSON.learners, LESSON.teachers, WORD.public, WORD.teachers]],
  ['/api/vocab-lessons-admin', [LESSON.public, LESSON.learners, LESSON.teachers]],
  ['/api/vocab-lesson-ids', []],
  ['/api/vocab-lesson/lpub', [LESSON.public, WORD.public, WORD.teachers]],
  ['/api/vocab-lesson/llrn', [LESSON.learners]],
  ['/api/vocab-lesson/ltch', [LESSON.teachers]],
  [
    '/api/sent-audios',
    [
      SENT_FILE.public,
      SENT_FILE.learners,
      SENT_FILE.teachers,
      TEXT_FILE.public,
      TEXT_FILE.strict,
      TEXT_FILE.inHidden,
      SENT_FILE.waiting,
      TEXT_FILE.waiting,
    ],
  ],
  ['/api/sent-audios?text=1', [TEXT_FILE.public, TEXT_FILE.strict, TEXT_FILE.waiting]],
  ['/api/sent-audios?sent=sp&sent=st', [SENT_FILE.public, SENT_FILE.teachers, SENT_FILE.waiting]],
  [
    '/api/audio-recordings-info',
    [
      WORD_FILE.public,
      WORD_FILE.learners,
      WORD_FILE.teachers,
      WORD_FILE.strict,
      WORD_FILE.held,
      WORD_FILE.waiting,
    ],
  ],
  [
    '/api/audio-recordings-info?lexId=1',
    [WORD_FILE.public, WORD_FILE.strict, WORD_FILE.held, WORD_FILE.waiting],
  ],
  ['/api/wordle-valid', [WORD.public, WORD.learners, WORD.teachers]],
  ['/api/alphabet', [WORD.public, WORD.learners, WORD.teachers, WORD_FILE.learners, WORD_FILE.teachers]],
  [
    '/api/review/cards?tz=UTC',
    [WORD.public, WORD.learners, WORD.teachers, SENTENCE.public, SENTENCE.teachers],
  ],
  ['/api/review/summary?tz=UTC', []],
  ['/api/review/deck', []],
  ['/api/progress?tz=UTC', []],
  // The account's own takes sent to the teacher (ADR 083): an item hidden since keeps no label.
  [
    '/api/take-feedback',
    [WORD.public, WORD.teachers, WORD_FILE.public, WORD_FILE.teachers, TEXT.teachers, TEXT_FILE.inHidden],
  ],
  ['/api/take-feedback?item=entry:3', [WORD.teachers, WORD_FILE.teachers]],
  ['/api/take-feedback?item=sentence:3.1', [TEXT.teachers, TEXT_FILE.inHidden]],
  // Downloads (ADR 064): the catalog names the lessons; each package holds its items and takes.
  ['/api/offline/catalog?tz=UTC', [LESSON.public, LESSON.learners, LESSON.teachers]],
  [
    '/api/offline/package/lesson:lpub?tz=UTC',
    [
      LESSON.public,
      WORD.public,
      WORD.teachers,
      GLOSS.public,
      GLOSS.teachers,
      SENTENCE.public,
      SENTENCE.teachers,
    ],
  ],
  [
    '/api/offline/package/lesson:llrn?tz=UTC',
    [LESSON.learners, WORD_FILE.teachers, SENT_FILE.public, SENT_FILE.teachers],
  ],
  ['/api/offline/package/lesson:ltch?tz=UTC', [LESSON.teachers, WORD_FILE.held]],
  [
    '/api/offline/package/deck?tz=UTC',
    [
      WORD.public,
      WORD.learners,
      WORD.teachers,
      SENTENCE.public,
      SENTENCE.learners,
      SENTENCE.teachers,
      WORD_FILE.learners,
      SENT_FILE.teachers,
    ],
  ],
  // The lexicon with the sentences under its words ("Show sentences") and their takes.
  [
    '/api/offline/package/lexicon:chosen?tz=UTC',
    [
      WORD.public,
      WORD.learners,
      WORD.teachers,
      GLOSS.learners,
      EXAMPLE.public,
      EXAMPLE.teachers,
      WORD_FILE.learners,
      WORD_FILE.teachers,
      ...Object.values(SENTENCE),
      // One take per sentence: the newest, never the older waiting one.
      SENT_FILE.public,
      SENT_FILE.learners,
      SENT_FILE.teachers,
    ],
  ],
  [
    '/api/offline/package/lexicon:all?tz=UTC',
    [
      WORD.public,
      WORD.teachers,
      EXAMPLE.teachers,
      ...Object.values(WORD_FILE),
      ...Object.values(SENTENCE),
      ...Object.values(SENT_FILE),
    ],
  ],
  // The entries' details in parts (ADR 067): ids 1 to 3 are all in part 0, as /api/lex-entry/:id gives each.
  [
    '/api/offline/entries/0',
    [
      WORD.public,
      WORD.learners,
      WORD.teachers,
      EXAMPLE.public,
      EXAMPLE.teachers,
      WORD_FILE.public,
      WORD_FILE.learners,
      WORD_FILE.teachers,
      WORD_FILE.strict,
      WORD_FILE.held,
    ],
  ],
  [
    '/api/offline/package/texts?tz=UTC',
    // With each text's whole recording as the viewer may hear it (the read-along offline, ADR 093).
    [
      TEXT.public,
      TEXT.learners,
      TEXT.teachers,
      TEXT.unpublished,
      TEXT_FILE.strict,
      TEXT_FILE.inHidden,
      ...Object.values(WHOLE_FILE),
    ],
  ],
];

/** The reads above that a visitor may make (the others answer a visitor 401). */
const PUBLIC_READS = new Set(['/api/wordle-valid', '/api/alphabet']);

/** The answers other than 200 the reads above give (a visitor's 401 aside). */
const REFUSED: Record<string, Partial<Record<Viewer, number>>> = {
  '/api/lex-entry/3': { learner: 404 },
  '/api/text/3': { learner: 404 },
  '/api/text/4': { learner: 404 },
  '/api/vocab-lesson/ltch': { learner: 404 },
  '/api/vocab-lessons-admin': { learner: 403 },
  '/api/offline/package/lesson:ltch?tz=UTC': { learner: 404 },
};

describe('the visibility matrix: every read answers each viewer with exactly what they may see', () => {
  it.each(READS.flatMap(([url, shown]) => VIEWERS.map((viewer) => [url, viewer, shown] as const)))(
    'when %s is asked by a %s, then it names nothing they may not see',
    async (url, viewer, shown) => {
      const res = await agents[viewer].get(url);
      // Only the listed refusals; any other answer must be the call's own (and name what it shows).
      const refused =
        REFUSED[url]?.[viewer] ?? (viewer === 'visitor' && !PUBLIC_READS.has(url) ? 401 : undefined);
      expect(res.status).toBe(refused ?? 200);
      expectSeenBy(viewer, text(res), refused ? [] : shown);
    },
  );

  it.each([
    ['/api/lex-entry/2', { visitor: 401, learner: 200, teacher: 200 }],
    ['/api/lex-entry/3', { visitor: 401, learner: 404, teacher: 200 }],
    ['/api/text/3', { visitor: 401, learner: 404, teacher: 200 }],
    ['/api/text/4', { visitor: 401, learner: 404, teacher: 200 }],
    ['/api/vocab-lesson/ltch', { visitor: 401, learner: 404, teacher: 200 }],
    ['/api/vocab-lessons/ltch/anki.apkg', { visitor: 401, learner: 404, teacher: 200 }],
    ['/api/vocab-lessons/llrn/anki.apkg', { visitor: 401, learner: 200, teacher: 200 }],
  ] as const)(
    'when %s is asked, then a viewer who may not see the item finds none',
    async (url, statuses) => {
      for (const viewer of VIEWERS)
        expect((await agents[viewer].get(url)).status, viewer).toBe(statuses[viewer]);
    },
  );

  it('when a recording file is asked for, whatever its name, then only a viewer who may hear the take gets it', async () => {
    const files = [
      ['/api/audio/', WORD_FILE],
      ['/api/audio-sent/', SENT_FILE],
      ['/api/audio-sent/', TEXT_FILE],
      ['/api/text-audio/', WHOLE_FILE],
      ['/lesson-recordings/', CLASS_FILE],
    ] as const;
    for (const [prefix, group] of files) {
      for (const marker of Object.values(group) as Marker[]) {
        for (const viewer of VIEWERS) {
          const status = (await agents[viewer].get(prefix + marker.text)).status;
          const expected = viewer === 'visitor' ? 401 : maySee(viewer, marker.level) ? 200 : 404;
          expect(status, `${viewer} ${prefix}${marker.text}`).toBe(expected);
        }
      }
    }
  });

  it('when the listening exercise draws words, then a learner never meets one they may not see', async () => {
    const drawn = new Set<string>();
    for (let i = 0; i < 40; i += 1) drawn.add(text(await agents.learner.get('/api/random').expect(200)));
    for (const body of drawn) expectSeenBy('learner', body, []);
    expect([...drawn].join()).toMatch(/pubaa|lrnaa/);
    const hidden = await agents.learner.post('/api/answers').field('word', 'tchaa');
    expect(hidden.status).toBe(404);
    expect(text(hidden)).not.toContain(GLOSS.teachers.text);
    const answers = await agents.learner.post('/api/answers').field('word', 'pubaa').expect(200);
    expectSeenBy('learner', text(answers), [GLOSS.public]);
  });

  it('when the daily game is played, then every answer is a public word and its recording one the player may hear', async () => {
    for (const date of ['2025-02-01', '2025-06-01', '2026-01-01', '2026-03-04']) {
      for (const viewer of VIEWERS) {
        const res = await agents[viewer].get(`/api/wordle-answer?date=${date}`).expect(200);
        expect(res.body.lex.lex).toBe('pubaa');
        expectSeenBy(viewer, text(res), viewer === 'learner' ? [WORD_FILE.public] : []);
      }
    }
    // The coming days a device keeps (ADR 066): the same answers, each as the viewer may have it.
    await agents.visitor.get('/api/wordle-days').expect(401);
    for (const viewer of ['learner', 'teacher'] as const) {
      const days = wordleDaysResponseSchema.parse(
        (await agents[viewer].get('/api/wordle-days').expect(200)).body,
      );
      expect(days.days).toHaveLength(8);
      const unsealed = days.days.map(({ date, sealed }) => unsealWordleAnswer(sealed, date, days.salt));
      expect(unsealed.map((answer) => answer?.lex)).toEqual(Array(8).fill('pubaa'));
      expectSeenBy(viewer, JSON.stringify(unsealed), viewer === 'learner' ? [WORD_FILE.public] : []);
    }
    const guess = await agents.learner
      .post('/api/wordle-game')
      .send({ date: '2026-03-04', guesses: ['tchaa'] });
    expect(guess.status).toBe(400);
    expect(guess.body.error).toBe("'tchaa' is not in the word list.");
    await agents.learner
      .post('/api/wordle-game')
      .send({ date: '2026-03-04', guesses: ['lrnaa'] })
      .expect(200);
    expectSeenBy(
      'learner',
      text(await agents.learner.get('/api/wordle-game?date=2026-03-04').expect(200)),
      [],
    );
  });

  it('when a learner adds items to their review or finishes a lesson, then only items they may see join their deck', async () => {
    const own = await signedIn(t.app, 'learner', 'learner-pass');
    t.db
      .prepare("DELETE FROM review_cards WHERE user_id = (SELECT id FROM users WHERE username = 'learner')")
      .run();
    await own.post('/api/review/items').send({ kind: 'word', lexId: 3, source: 'words' }).expect(404);
    await own.post('/api/review/items').send({ kind: 'sentence', sentId: 'st', source: 'words' }).expect(404);
    await own.post('/api/vocab-lesson-done').send({ id: 'lpub' }).expect(200);
    const items = t.db
      .prepare<[], string>(
        "SELECT DISTINCT kind || ':' || item_id FROM review_cards WHERE user_id = (SELECT id FROM users WHERE username = 'learner') ORDER BY 1",
      )
      .pluck()
      .all();
    expect(items).toEqual(['sentence:sp', 'word:1']);
  });

  it("when a learner's offline work is synced, then only items they may see join their deck or are rated, and a hidden one is refused as a missing one", async () => {
    const own = await signedIn(t.app, 'learner', 'learner-pass');
    const learnerId = t.db
      .prepare<[], number>("SELECT id FROM users WHERE username = 'learner'")
      .pluck()
      .get()!;
    t.db.prepare('DELETE FROM review_cards WHERE user_id = ?').run(learnerId);
    const hiddenCard = Number(
      t.db
        .prepare(
          "INSERT INTO review_cards (user_id, kind, item_id, direction, source, added_at, due) VALUES (?, 'word', '3', 'recall', 'test', 0, 0)",
        )
        .run(learnerId).lastInsertRowid,
    );
    const at = t.clock.now().getTime();
    const op = (id: string, body: object) => ({ id: `visibility-${id}`, at, ...body });
    const res = await own
      .post('/api/sync')
      .send({
        tz: 'UTC',
        ops: [
          op('add-hidden-word', { kind: 'review-add', item: { kind: 'word', lexId: 3, source: 'words' } }),
          op('add-missing-word', { kind: 'review-add', item: { kind: 'word', lexId: 999, source: 'words' } }),
          op('add-hidden-sent', {
            kind: 'review-add',
            item: { kind: 'sentence', sentId: 'st', source: 'words' },
          }),
          op('lesson-hidden', { kind: 'lesson-finished', lessonId: 'ltch' }),
          op('lesson-public', { kind: 'lesson-finished', lessonId: 'lpub' }),
          op('rate-hidden', { kind: 'rate', cardId: hiddenCard, rating: 3 }),
          op('suggest-hidden', {
            kind: 'suggestion',
            target: { kind: 'sentence', sentId: 'st', field: 'text' },
            proposal: 'x',
          }),
        ],
      })
      .expect(200);
    expect(res.body.results.map((r: { outcome: string; error?: string }) => [r.outcome, r.error])).toEqual([
      ['rejected', 'No such word in the lexicon.'],
      ['rejected', 'No such word in the lexicon.'],
      ['rejected', 'No such sentence.'],
      ['rejected', 'Lesson not found.'],
      ['applied', undefined],
      ['rejected', 'No such card in your review deck.'],
      ['rejected', 'There is no sentence with the id st.'],
    ]);
    expectSeenBy('learner', text(res), []);
    const items = t.db
      .prepare<[number], string>(
        "SELECT DISTINCT kind || ':' || item_id FROM review_cards WHERE user_id = ? AND source <> 'test' ORDER BY 1",
      )
      .pluck()
      .all(learnerId);
    expect(items).toEqual(['sentence:sp', 'word:1']);
    expect(t.db.prepare('SELECT reps FROM review_cards WHERE id = ?').get(hiddenCard)).toEqual({ reps: 0 });
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM suggestions').get()).toEqual({ n: 0 });
  });

  it('when the e-mail programme sends and its links are opened, then recipients meet only what a learner may see', async () => {
    for (let day = 0; day < 6; day += 1) {
      t.clock.set(new Date(Date.parse(START) + day * 24 * 3600 * 1000).toISOString());
      await t.app.services.mailings.sendWordOfTheDay();
    }
    const mails = t.mailer.sent.filter((mail) => mail.to === 'learner@example.org');
    expect(mails.length).toBe(6);
    for (const mail of mails) expectSeenBy('learner', mail.text + mail.html, []);
    const link = t.mailer.linkTo('learner@example.org', 'http://localhost:3000/wotd?');
    const auth = new URL(link).searchParams.get('auth')!;
    for (const call of [
      request(t.app).post('/email/wotd-info').field('auth', auth),
      request(t.app).post('/email/example').field('auth', auth),
      request(t.app).get('/email/lexs').query({ auth }),
      request(t.app).get('/email/wotd-audio').query({ auth }),
      request(t.app).get('/email/example-audio').query({ auth }),
    ]) {
      expectSeenBy('learner', text(await call), []);
    }
    // The sentence of the week's form lists only what a learner may see, even on a teacher's link
    // (ADR 072: the recipient's own level, never above a learner's).
    await t.app.services.mailings.sendSentenceOfTheWeek();
    for (const to of ['learner@example.org', 'teacher@example.org']) {
      const sotw = new URL(t.mailer.linkTo(to, 'http://localhost:3000/sotw?')).searchParams.get('auth')!;
      const lexs = await request(t.app).get('/email/lexs').set('Authorization', `Bearer ${sotw}`).expect(200);
      expectSeenBy('learner', text(lexs), [WORD.public, WORD.learners]);
    }
  });

  it('when a correction is suggested on an item of each level, then only one the viewer may see is taken, the others are missing alike', async () => {
    const example = (position: number) =>
      t.db
        .prepare<[number], { id: number; sense_id: number }>(
          'SELECT e.id, e.sense_id FROM sense_examples e JOIN senses s ON s.id = e.sense_id WHERE s.lex_id = 1 AND e.position = ?',
        )
        .get(position)!;
    const exampleTarget = (position: number) => {
      const { id, sense_id } = example(position);
      return { kind: 'entry', lexId: 1, senseId: sense_id, exampleId: id, field: 'example-text' };
    };
    const targets: [object, Visibility][] = [
      [{ kind: 'entry', lexId: 1, field: 'headword' }, 'public'],
      [{ kind: 'entry', lexId: 2, field: 'headword' }, 'learners'],
      [{ kind: 'entry', lexId: 3, field: 'headword' }, 'teachers'],
      [exampleTarget(1), 'public'],
      [exampleTarget(2), 'teachers'],
      [{ kind: 'sentence', sentId: 'sp', field: 'text' }, 'public'],
      [{ kind: 'sentence', sentId: 'sl', field: 'text' }, 'learners'],
      [{ kind: 'sentence', sentId: 'st', field: 'text' }, 'teachers'],
      [{ kind: 'text-sentence', textId: 1, sentenceId: 1, field: 'text' }, 'public'],
      [{ kind: 'text-sentence', textId: 2, sentenceId: 1, field: 'text' }, 'learners'],
      [{ kind: 'text-sentence', textId: 3, sentenceId: 1, field: 'text' }, 'teachers'],
      [{ kind: 'text-sentence', textId: 4, sentenceId: 1, field: 'text' }, 'teachers'],
    ];
    for (const [target, level] of targets) {
      for (const viewer of VIEWERS) {
        const res = await agents[viewer].post('/api/suggestions').send({ target, proposal: 'a correction' });
        const expected = viewer === 'visitor' ? 401 : maySee(viewer, level) ? 200 : 404;
        expect(res.status, `${viewer} ${JSON.stringify(target)}`).toBe(expected);
        expectSeenBy(viewer, text(res), []);
      }
    }
    const mine = text(await agents.learner.get('/api/suggestions').expect(200));
    expectSeenBy('learner', mine, [
      WORD.public,
      WORD.learners,
      EXAMPLE.public,
      SENTENCE.public,
      SENTENCE.learners,
      TEXT.public,
      TEXT.learners,
    ]);
    // An item hidden after the suggestion: the learner keeps their words, not the item's.
    t.db.exec("UPDATE sents SET visibility = 'teachers' WHERE id = 'sl'");
    expect(text(await agents.learner.get('/api/suggestions').expect(200))).not.toContain(
      SENTENCE.learners.text,
    );
    t.db.exec("UPDATE sents SET visibility = 'learners' WHERE id = 'sl'");
    t.db.exec('DELETE FROM suggestions');
  });
});

describe('the public dictionary', () => {
  it('when the teacher opens it, then a visitor browses and hears the public entries only; closed again, nothing is shown', async () => {
    const own = installation();
    const teacher = await signedIn(own.app, 'teacher', 'teacher-pass');
    const visitor = request(own.app);
    await visitor.get('/api/lexs').expect(401);
    expect((await visitor.get('/api/who')).body.publicDictionary).toBe(false);
    await signedIn(own.app, 'learner', 'learner-pass').then((learner) =>
      learner.post('/api/admin/public-dictionary').send({ publicDictionary: true }).expect(403),
    );
    await teacher.post('/api/admin/public-dictionary').send({ publicDictionary: 'yes' }).expect(400);
    expect(
      (await teacher.post('/api/admin/public-dictionary').send({ publicDictionary: true }).expect(200)).body,
    ).toEqual({ publicDictionary: true });
    expect((await visitor.get('/api/who')).body.publicDictionary).toBe(true);
    expectSeenBy('visitor', text(await visitor.get('/api/lexs').expect(200)), [WORD.public, GLOSS.public]);
    const entry = await visitor.get('/api/lex-entry/1').expect(200);
    expectSeenBy('visitor', text(entry), [EXAMPLE.public, WORD_FILE.public]);
    // The sentences and texts that use it are for accounts, even the public ones.
    expect(entry.body.data.uses).toBeUndefined();
    expect(text(entry)).not.toContain(SENTENCE.public.text);
    expect(text(entry)).not.toContain(TEXT.public.text);
    await visitor.get('/api/lex-entry/2').expect(404);
    expectSeenBy('visitor', text(await visitor.get('/api/audio-recordings-info').expect(200)), [
      WORD_FILE.public,
    ]);
    await visitor.get('/api/audio/word-public.mp3').expect(200);
    for (const file of ['word-learners.mp3', 'word-strict.mp3', 'word-held.mp3', 'word-teachers.mp3'])
      await visitor.get(`/api/audio/${file}`).expect(404);
    // The rest stays for accounts.
    await visitor.get('/api/sents').expect(401);
    await visitor.get('/api/random').expect(401);
    await teacher.post('/api/admin/public-dictionary').send({ publicDictionary: false }).expect(200);
    await visitor.get('/api/lexs').expect(401);
    await visitor.get('/api/audio/word-public.mp3').expect(401);
  });
});

/** The calls checked above, by the route table's names. */
const CHECKED = [
  ...new Set(
    READS.map(
      ([url]) =>
        `GET ${url
          .split('?')[0]!
          .replace(/\/offline\/package\/[^/]+$/, '/offline/package/:key')
          .replace(/\/offline\/entries\/\d+$/, '/offline/entries/:part')
          .replace(/\/(\d+|lpub|llrn|ltch)$/, '/:id')}`,
    ),
  ),
  'GET /api/vocab-lessons/:id/anki.apkg',
  'GET /api/audio/:filename',
  'GET /api/audio-sent/:filename',
  'GET /api/text-audio/:filename',
  'GET /api/recording-coverage/missing',
  'GET /api/my-recordings',
  'GET /api/random',
  'POST /api/answers',
  'GET /api/take-feedback',
  'GET /api/take-feedback/:id/audio',
  'GET /api/take-feedback/replies/:id/audio',
  'GET /api/wordle-answer',
  'GET /api/wordle-days',
  'GET /api/wordle-game',
  'POST /api/wordle-game',
  'POST /api/review/items',
  'POST /api/vocab-lesson-done',
  'POST /api/sync',
  'POST /api/suggestions',
  'GET /api/suggestions',
  'POST /email/wotd-info',
  'POST /email/example',
  'GET /email/lexs',
  'GET /email/wotd-audio',
  'GET /email/example-audio',
];

/** The calls open to others than teachers that name no item of the lexicon, sentences, texts or lessons. */
const NAME_NO_ITEM: Record<string, string> = {
  'GET /healthz': 'a probe',
  'GET /readyz': 'a probe',
  'GET /api/wordle-dates-all': 'the dates of the game',
  'GET /api/who': 'the account',
  'GET /api/admin': 'the account',
  'GET /api/logout': 'the account',
  'POST /api/login': 'the account',
  'POST /api/reset': 'the account',
  'POST /api/password-restore': 'the account',
  'GET /api/invitation': 'the account',
  'POST /api/join': 'the account',
  'POST /api/update-password': 'the account',
  'POST /api/start_pronoun_quiz': 'the pronoun quiz has its own fixed forms',
  'POST /api/log_pronoun_answer': 'the pronoun quiz has its own fixed forms',
  'POST /api/review/rate': 'answers with the queue, read like GET /api/review/cards',
  'POST /api/review/undo': 'answers with the queue, read like GET /api/review/cards',
  'GET /api/review/settings': "the learner's settings",
  'POST /api/review/settings': "the learner's settings",
  'GET /api/review/mode': "the learner's own review mode",
  'POST /api/review/mode': "the learner's own review mode",
  'GET /api/wordle-results': "the learner's own game results",
  'POST /api/wordle-results': "the learner's own game results",
  'GET /api/review/anki.apkg': 'made of GET /api/review/deck, read through the same filter',
  'GET /api/recording-speakers': "speakers' names, varieties and first recording dates",
  'GET /api/speakers': "speakers' names and varieties (ADR 080)",
  'POST /api/speakers': 'adds a speaker; answers their name and variety',
  'POST /api/upload-lex-audio': 'records a take of an entry the recorder may see; answers its file name',
  'POST /api/upload-sent-audio': 'records a take of a sentence the recorder may see; answers its file name',
  'POST /api/my-recordings/remove': "removes one of the recorder's own takes",
  'POST /api/recording-speaker': "credits one of the recorder's own takes to a speaker",
  'POST /api/recording-session': "saves a session's takes of entries and sentences the recorder may see; answers their file names",
  'GET /api/speaker-preferences': "the learner's own order of speakers (names)",
  'POST /api/speaker-preferences': "the learner's own order of speakers (names)",
  'GET /api/speaker-notices': "speakers' names and the teacher's notices on them (ADR 061)",
  'GET /api/speaker-notices/accepted': 'the notices the account accepted: speakers and versions',
  'POST /api/speaker-notices/accepted': 'records an acceptance of a notice',
  'GET /api/lesson-recordings': 'whole-class recordings of lessons in a folder, for every account',
  'GET /lesson-recordings/:filename': 'whole-class recordings of lessons in a folder, for every account',
  'GET /api/numbers': 'the number words 0 to 10',
  'GET /media/numbers/:filename': 'the number words 0 to 10',
  'POST /api/take-feedback': "sends the account's own take of an item it may see; answers that take",
  'POST /api/take-feedback/read': "marks the replies to the account's own takes read",
  'DELETE /api/take-feedback/:id': "deletes the account's own sent take",
  'POST /email/unsubscribe': 'the address',
  'POST /email/sotw-submit': "the recipient's own sentence",
  'POST /email/sotw-info': "the recipient's own sentence and the teacher's notes on it",
};

describe('the recorder (ADR 080)', () => {
  it.each(READS.map(([url, shown]) => [url, shown] as const))(
    'when %s is asked by a recorder, then it answers as to a learner: nothing a learner may not see',
    async (url, shown) => {
      const res = await recorder.get(url);
      expect(res.status).toBe(REFUSED[url]?.learner ?? 200);
      expectSeenBy('learner', text(res), res.status === 200 ? shown : []);
    },
  );

  it("when a take's file is asked, then the recorder hears their own waiting takes, and a learner none of them", async () => {
    for (const [prefix, marker] of [
      ['/api/audio/', WORD_FILE.waiting],
      ['/api/audio-sent/', SENT_FILE.waiting],
      ['/api/audio-sent/', TEXT_FILE.waiting],
    ] as const) {
      await recorder.get(prefix + marker.text).expect(200);
      await agents.learner.get(prefix + marker.text).expect(404);
      await agents.teacher.get(prefix + marker.text).expect(200);
    }
    // A teachers-only take that is not theirs stays unheard.
    await recorder.get(`/api/audio/${WORD_FILE.teachers.text}`).expect(404);
  });

  it('when the recorder lists their takes, then exactly their own answer, each waiting', async () => {
    const res = await recorder.get('/api/my-recordings').expect(200);
    const rows = res.body.data as { filename: string; waiting: boolean }[];
    expect(rows.map((r) => [r.filename, r.waiting]).sort()).toEqual([
      ['sent-waiting.mp3', true],
      ['text1-waiting.mp3', true],
      ['word-waiting.mp3', true],
    ]);
    await agents.learner.get('/api/my-recordings').expect(403);
    await agents.visitor.get('/api/my-recordings').expect(401);
  });

  it('when the recorder asks what is still to record, then only what a learner may see is listed; a teacher sees all', async () => {
    for (const kind of ['word', 'sentence']) {
      const res = await recorder.get(`/api/recording-coverage/missing?kind=${kind}`).expect(200);
      expectSeenBy('learner', text(res), []);
      expect(text(res)).not.toContain('tchunrec');
    }
    expect(text(await recorder.get('/api/recording-coverage/missing?kind=word'))).toContain('othra');
    const all = await agents.teacher.get('/api/admin/recording-coverage/missing?kind=word').expect(200);
    expect(text(all)).toContain('tchunrec');
    await recorder.get('/api/recording-coverage/missing?kind=word&lesson=ltch').expect(400);
    await agents.learner.get('/api/recording-coverage/missing?kind=word').expect(403);
  });
});

describe('takes sent to the teacher (ADR 083)', () => {
  it("when a sent take's file or its reply's is asked, then only its learner and the teachers hear it", async () => {
    // Take 10 is the learner's (answered by reply 1), 20 the teacher's, 30 the recorder's.
    const expected: [string, Record<Viewer | 'recorder', number>][] = [
      ['/api/take-feedback/10/audio', { visitor: 401, learner: 200, teacher: 200, recorder: 404 }],
      ['/api/take-feedback/replies/1/audio', { visitor: 401, learner: 200, teacher: 200, recorder: 404 }],
      ['/api/take-feedback/30/audio', { visitor: 401, learner: 404, teacher: 200, recorder: 200 }],
      ['/api/take-feedback/20/audio', { visitor: 401, learner: 404, teacher: 200, recorder: 404 }],
    ];
    for (const [url, statuses] of expected) {
      for (const viewer of VIEWERS)
        expect((await agents[viewer].get(url)).status, `${viewer} ${url}`).toBe(statuses[viewer]);
      expect((await recorder.get(url)).status, `recorder ${url}`).toBe(statuses.recorder);
    }
  });

  it("when the teacher lists the sent takes, then every learner's are named; no learner or recorder may list them", async () => {
    const res = await agents.teacher.get('/api/admin/take-feedback').expect(200);
    expect(res.body.data).toHaveLength(9);
    await agents.learner.get('/api/admin/take-feedback').expect(403);
    await recorder.get('/api/admin/take-feedback').expect(403);
    await agents.visitor.get('/api/admin/take-feedback').expect(401);
  });
});

describe('every read path is in the matrix', () => {
  it('when a call not for teachers only is added, then this matrix must check it or say why it names no item', () => {
    const all = t.app.routeTable.map((call) => `${call.method.toUpperCase()} ${call.path}`);
    const open = t.app.routeTable
      .filter((call) => call.role !== 'admin')
      .map((call) => `${call.method.toUpperCase()} ${call.path}`);
    expect(open.filter((call) => !CHECKED.includes(call) && !Object.hasOwn(NAME_NO_ITEM, call))).toEqual([]);
    expect([...CHECKED, ...Object.keys(NAME_NO_ITEM)].filter((call) => !all.includes(call))).toEqual([]);
  });
});

describe('the rule and the queries say the same', () => {
  it('when every level of a recording, its item and its speaker hold is combined, then the views and may_hear agree with the rule', () => {
    const fresh = makeTestApp({ start: START });
    const db = fresh.db;
    const now = fresh.clock.now().toISOString();
    let id = 0;
    const cases: { file: string; expected: Record<Viewer, boolean> }[] = [];
    for (const own of VISIBILITY_LEVELS)
      for (const item of VISIBILITY_LEVELS)
        for (const heldUntil of [null, '2020-01-01T00:00:00.000Z', FAR_FUTURE]) {
          id += 1;
          const speaker = `speaker-${id}`;
          db.prepare('INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (?, ?, ?, ?, ?)').run(
            id,
            `w${id}`,
            'n',
            'g',
            item,
          );
          db.prepare(
            "INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp, visibility) VALUES (?, ?, ?, ?, 'x', ?)",
          ).run(`w${id}`, id, `f${id}.mp3`, speaker, own);
          if (heldUntil)
            db.prepare("INSERT INTO speakers (name, held_until, updated_at) VALUES (?, ?, 'x')").run(
              speaker,
              heldUntil,
            );
          const expected = {} as Record<Viewer, boolean>;
          for (const viewer of VIEWERS)
            expected[viewer] = maySee(viewer, own, item, holdLevel(heldUntil, now));
          cases.push({ file: `f${id}.mp3`, expected });
        }
    const heard = db.prepare<{ viewer: Viewer; now: string; file: string }, number>(
      'SELECT may_hear(@viewer, @now, visibility, item_visibility, held_until) FROM playable_word_audio WHERE filename = @file',
    );
    for (const { file, expected } of cases)
      for (const viewer of VIEWERS)
        expect(heard.pluck().get({ viewer, now, file }) === 1, `${viewer} ${file}`).toBe(expected[viewer]);
  });

  it('when an item is deleted or a text unpublished, then its recordings are for teachers; one without an item follows its own level', () => {
    const { db } = makeTestApp({ start: START });
    db.exec(`
      INSERT INTO lexs (id, lex, pos, gloss, visibility, deleted_at) VALUES (1, 'a', 'n', 'g', 'public', 'x');
      INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp, visibility) VALUES ('a', 1, 'a.mp3', 'S', 'x', 'public');
      INSERT INTO texts (id, title, data, published, created_at, updated_at, visibility) VALUES (7, 't', '{}', 0, 'x', 'x', 'public');
      INSERT INTO sent_audio (sent_id, filename, speaker, timestamp, visibility) VALUES
        ('7.1', 't.mp3', 'S', 'x', 'public'), ('nothing', 'n.mp3', 'S', 'x', 'learners');
    `);
    const level = (view: string, file: string) =>
      db
        .prepare<[string], string | null>(`SELECT item_visibility FROM ${view} WHERE filename = ?`)
        .pluck()
        .get(file);
    expect(level('live_word_audio', 'a.mp3')).toBe('teachers');
    expect(level('live_sent_audio', 't.mp3')).toBe('teachers');
    expect(level('live_sent_audio', 'n.mp3')).toBeNull();
  });
});
