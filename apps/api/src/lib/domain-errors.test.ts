import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../cli/run-cli';
import { cliContextOf, runCliCaptured } from '../test-support/cli';
import { makeTestApp, signedIn } from '../test-support/test-app';
import type { DomainError } from './domain-errors';
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  TooLargeError,
  UnauthenticatedError,
  UnavailableError,
} from './domain-errors';
import { errorHandler } from './error-handler';
import { silentLogger } from './logger';
import { registerCalls } from './route-table';

/** Each kind, as a service throws it, with the status the API answers and the CLI's exit code. */
const KINDS: [string, DomainError, number, number][] = [
  ['invalid', new InvalidError('That will not do.'), 400, 2],
  ['unauthenticated', new UnauthenticatedError('Who are you?'), 401, 2],
  ['forbidden', new ForbiddenError('Not yours.'), 403, 2],
  ['not-found', new NotFoundError('No such thing.'), 404, 2],
  ['conflict', new ConflictError('It is there already.', { duplicates: [{ id: 1 }] }), 409, 2],
  ['too-large', new TooLargeError('Too big.'), 413, 2],
  ['unavailable', new UnavailableError('The mail server did not answer.'), 502, 1],
];

/** An app with one call that throws `err`, and the product's error handler. */
function throwing(err: unknown) {
  const app = express();
  registerCalls(app, [
    {
      method: 'get',
      path: '/api/fail',
      role: 'public',
      handlers: [
        async () => {
          await Promise.resolve();
          throw err;
        },
      ],
    },
  ], { dictionaryOpen: () => false });
  app.use(errorHandler(silentLogger));
  return app;
}

describe('a domain error through HTTP', () => {
  it.each(KINDS)(
    'when a service throws a %s error, then the answer has its status, its sentence and its details',
    async (_kind, err, status) => {
      const res = await request(throwing(err)).get('/api/fail').expect(status);
      expect(res.body).toEqual({ success: false, error: err.message, ...err.details });
    },
  );

  it('when anything else is thrown, then it is a 500 with a generic sentence', async () => {
    const res = await request(throwing(new Error('SQLITE_BUSY: secret detail')))
      .get('/api/fail')
      .expect(500);
    expect(res.body).toEqual({
      success: false,
      error: 'Something went wrong on the server. Please try again.',
    });
  });
});

describe('the product’s domain errors through HTTP', () => {
  async function teacherOf() {
    const t = makeTestApp();
    t.addUser('teacher', 'teacher-pass', { admin: true });
    t.addUser('learner', 'learner-pass');
    t.db.exec(`INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (1, 'tahak', 'n', 'river', '')`);
    return {
      t,
      teacher: await signedIn(t.app, 'teacher', 'teacher-pass'),
      learner: await signedIn(t.app, 'learner', 'learner-pass'),
    };
  }

  it('when a lesson names an entry that does not exist, then saving it is invalid: 400 and nothing saved', async () => {
    const { t, teacher } = await teacherOf();
    const res = await teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 'zz01', title: 'One', steps: [{ kind: 'lex', lexId: 99, lex: 'gone' }] })
      .expect(400);
    expect(res.body).toEqual({ success: false, error: 'No lexical entry has the id 99.' });
    expect(t.db.prepare('SELECT COUNT(*) FROM vocab_lessons WHERE id = ?').pluck().get('zz01')).toBe(0);
  });

  it('when a lesson does not exist, then asking for it is not found: 404', async () => {
    const { learner } = await teacherOf();
    const res = await learner.get('/api/vocab-lesson/zz99').expect(404);
    expect(res.body).toEqual({ success: false, error: 'Lesson not found.' });
  });

  it('when a sentence id is taken, then creating it is a conflict: 409 and the first one kept', async () => {
    const { t, teacher } = await teacherOf();
    const data = JSON.stringify({ text: 'Tahak.', trans: 'River.', anno: [] });
    await teacher.post('/api/create-sent').type('form').send({ id: 's-1', data }).expect(200);
    const res = await teacher
      .post('/api/create-sent')
      .type('form')
      .send({ id: 's-1', data: JSON.stringify({ text: 'Other.', trans: 'Other.', anno: [] }) })
      .expect(409);
    expect(res.body).toEqual({ success: false, error: 'A sentence with the id s-1 exists already.' });
    expect(t.db.prepare("SELECT text FROM sents WHERE id = 's-1'").pluck().get()).toBe('Tahak.');
  });

  it('when a learner answers in a quiz of someone else, then it is forbidden: 403 and nothing stored', async () => {
    const { t, teacher, learner } = await teacherOf();
    const quiz = (await teacher.post('/api/start_pronoun_quiz').expect(200)).body.id as number;
    const res = await learner
      .post('/api/log_pronoun_answer')
      .send({
        quiz_id: quiz,
        actual_subject: '1SG',
        actual_object: '2SG',
        user_subject: '1SG',
        user_object: '2SG',
      })
      .expect(403);
    expect(res.body).toEqual({ success: false, error: 'That quiz belongs to someone else.' });
    expect(t.db.prepare('SELECT COUNT(*) FROM pronoun_answers').pluck().get()).toBe(0);
  });

  it('when an edit would duplicate an entry, then the conflict carries its details (duplicates)', async () => {
    const { t, teacher } = await teacherOf();
    t.db.exec(`INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (2, 'nipem', 'v', 'see', '')`);
    const res = await teacher
      .post('/api/update-lex')
      .type('form')
      .send({ id: '2', lex: 'tahak', pos: 'n', gloss: 'river', notes: '' })
      .expect(409);
    expect(res.body).toMatchObject({
      success: false,
      duplicates: [{ id: 1, lex: 'tahak', pos: 'n', gloss: 'river', notes: '' }],
    });
  });

  it('when a password change fails, then the spec’s `message` field repeats the sentence of the error', async () => {
    const { learner } = await teacherOf();
    const res = await learner
      .post('/api/update-password')
      .type('form')
      .send({ username: 'teacher', 'current-password': 'learner-pass', 'new-password': 'another-pass' })
      .expect(403);
    expect(res.body).toEqual({
      success: false,
      error: 'You can only change your own password.',
      message: 'You can only change your own password.',
    });
  });
});

describe('a domain error through the CLI', () => {
  it.each(KINDS)(
    'when a command stops on a %s error, then it prints the sentence and exits with the kind’s code',
    (_kind, err, _status, code) => {
      expect(failureOf(err)).toEqual({ code, message: `Error: ${err.message}` });
    },
  );

  it('when a file to import does not exist, then the import is invalid: exit 2 and the sentence printed', async () => {
    const ctx = cliContextOf(makeTestApp());
    const missing = path.join(os.tmpdir(), 'langapp-no-such-file.csv');
    expect(await runCliCaptured(ctx, 'import', missing)).toMatchObject({
      code: 2,
      err: `Error: There is no file ${missing}.`,
    });
  });

  it('when a text to restore was never deleted, then it is not found: exit 2 and the sentence printed', async () => {
    const ctx = cliContextOf(makeTestApp());
    expect(await runCliCaptured(ctx, 'text:restore', '7')).toMatchObject({
      code: 2,
      err: 'Error: There is no deleted text with the id 7.',
    });
  });

  it('when a username is taken, then adding it is a conflict: exit 2 and the sentence printed', async () => {
    const t = makeTestApp();
    t.addUser('bob', 'bob-password');
    const result = await runCliCaptured(
      cliContextOf(t),
      'user:add',
      'Bob',
      '--email',
      'b@example.org',
      '--password',
      'long-enough',
    );
    expect(result).toMatchObject({ code: 2, err: 'Error: The username bob is already taken.' });
  });
});
