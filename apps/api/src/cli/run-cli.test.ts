import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../context';
import { FixedClock } from '../lib/clock';
import { silentLogger } from '../lib/logger';
import { createSmtpMailer } from '../mail/mailer';
import type { Mailer } from '../mail/mailer';
import { runCliCaptured } from '../test-support/cli';
import { startSmtpSink } from '../test-support/smtp-sink';
import { makeTestApp, MemoryMailer, migratedDb, testConfig } from '../test-support/test-app';
import { servicesOf } from './commands/command';

function cliContext(mailer: Mailer = new MemoryMailer()): Context {
  return {
    db: migratedDb(),
    mailer,
    clock: new FixedClock('2026-03-01T12:00:00Z'),
    config: testConfig(),
    logger: silentLogger,
  };
}

const run = runCliCaptured;

describe("the CLI builds the app's services once per context (ADR 075)", () => {
  it('when two commands run over one context, then they use the same service instances', () => {
    const ctx = cliContext();
    const first = servicesOf(ctx);
    expect(servicesOf(ctx)).toBe(first);
    expect(servicesOf(ctx).imports).toBe(first.imports);
    // Another context (another database) gets services of its own.
    expect(servicesOf(cliContext())).not.toBe(first);
  });
});

describe('pnpm cli user:add and user:list', () => {
  it('when an admin is added, then it is listed as admin and can sign in', async () => {
    const ctx = cliContext();
    const added = await run(
      ctx,
      'user:add',
      'Teacher',
      '--email',
      't@example.org',
      '--password',
      'teacher-pass',
      '--admin',
    );
    expect(added).toMatchObject({ code: 0, out: ['Created admin teacher <t@example.org>'] });
    const listed = await run(ctx, 'user:list');
    expect(listed.out[1]).toMatch(/^teacher\tt@example.org\tadmin\t/);
    expect(listed.out.at(-1)).toBe('1 account');
    const row = ctx.db.prepare('SELECT is_admin FROM users WHERE username = ?').get('teacher');
    expect(row).toEqual({ is_admin: 1 });
  });

  it('when accounts are listed, then each shows when it was last active and whether it is deactivated', async () => {
    const ctx = cliContext();
    await run(ctx, 'user:add', 'ana', '--email', 'a@example.org', '--password', 'long-enough');
    await run(ctx, 'user:add', 'ben', '--password', 'long-enough', '--email', 'b@example.org');
    ctx.db
      .prepare("UPDATE users SET last_active_at = '2026-02-28T09:30:00.000Z' WHERE username = 'ana'")
      .run();
    ctx.db
      .prepare("UPDATE users SET deactivated_at = '2026-02-27T10:00:00.000Z' WHERE username = 'ben'")
      .run();
    const listed = await run(ctx, 'user:list');
    expect(listed.out[0]).toBe('username\te-mail\trole\tcreated\tlast active\tdeactivated');
    expect(listed.out[1]).toMatch(/^ana\ta@example.org\tlearner\t[^\t]+\t2026-02-28T09:30:00.000Z\t$/);
    expect(listed.out[2]).toMatch(/^ben\tb@example.org\tlearner\t[^\t]+\tnever\t2026-02-27T10:00:00.000Z$/);
    expect(listed.out.at(-1)).toBe('2 accounts');
  });

  it.each([
    [['user:add'], 'user:add takes exactly one <username>.'],
    [['user:add', 'bob', '--password', 'long-enough'], '--email: E-mail is required.'],
    [
      ['user:add', 'bob', '--email', 'b@example.org', '--password', 'short'],
      '--password: Password must be at least 8 characters long.',
    ],
    [
      ['user:add', 'bob', '--email', 'b@example.org', '--password', 'long-enough', '--bogus'],
      "Unknown option '--bogus'",
    ],
  ])('when called with %j, then it exits 2 with a clear error and adds nobody', async (argv, message) => {
    const ctx = cliContext();
    const result = await run(ctx, ...argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(ctx.db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(0);
  });

  it('when the username is taken, then it exits 2 and says so', async () => {
    const ctx = cliContext();
    await run(ctx, 'user:add', 'bob', '--email', 'b@example.org', '--password', 'long-enough');
    const again = await run(ctx, 'user:add', 'BOB', '--email', 'c@example.org', '--password', 'long-enough');
    expect(again).toMatchObject({ code: 2, err: 'Error: The username bob is already taken.' });
  });

  it('when the command is unknown or missing, then it exits 2 with the usage', async () => {
    expect((await run(cliContext(), 'frobnicate')).code).toBe(2);
    expect((await run(cliContext())).code).toBe(2);
    expect((await run(cliContext(), 'help')).out[0]).toMatch(/^Usage: pnpm cli/);
  });
});

describe('pnpm cli invite', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('when asked for a link, then its last line is a join URL that the server accepts once', async () => {
    const t = makeTestApp();
    const ctx: Context = { ...cliContext(), db: t.db, clock: t.clock };
    const result = await run(ctx, 'invite');
    expect(result.code).toBe(0);
    const url = result.out.at(-1)!;
    expect(url).toMatch(/^http:\/\/localhost:3000\/join\?code=[\w-]{32}$/);
    const code = new URL(url).searchParams.get('code')!;
    await request(t.app)
      .post('/api/join')
      .type('form')
      .send({ username: 'newbie', email: 'n@example.org', password: 'newbie-pass', code })
      .expect(200);
  });

  it('when given --email, then the link is mailed through a real SMTP server', async () => {
    const ctx = cliContext(createSmtpMailer(sink.url, 'Testlang <no-reply@localhost>'));
    const result = await run(ctx, 'invite', '--email', 'family@example.org');
    expect(result.code).toBe(0);
    const mail = sink.messages.find((m) => m.envelopeTo.includes('family@example.org'));
    expect(mail?.subject).toBe('You are invited to the Testlang App');
    expect(mail?.text).toContain(result.out.at(-1));
  });

  it('when --email is not an address, then it exits 2 and makes no invitation', async () => {
    const ctx = cliContext();
    const result = await run(ctx, 'invite', '--email', 'nope');
    expect(result.code).toBe(2);
    expect(ctx.db.prepare('SELECT COUNT(*) FROM invitations').pluck().get()).toBe(0);
  });
});

describe('pnpm cli db:backup', () => {
  it('when given a new file, then it writes a working copy of the database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-backup-'));
    const source = path.join(dir, 'live.sqlite');
    const ctx = { ...cliContext(), db: new Database(source) };
    ctx.db.exec("CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('kept')");
    const target = path.join(dir, 'nested', 'copy.sqlite');
    const result = await run(ctx, 'db:backup', target);
    expect(result.code).toBe(0);
    const copy = new Database(target, { readonly: true });
    expect(copy.prepare('SELECT x FROM t').pluck().get()).toBe('kept');
    copy.close();
    const again = await run(ctx, 'db:backup', target);
    expect(again.code).toBe(2);
    expect(again.err).toContain('already exists');
  });
});

describe('pnpm cli send:wotd and send:sotw', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink({ rejectRecipients: ['bounce@example.org'] });
  });
  afterAll(() => sink.close());

  function mailingContext() {
    const ctx = cliContext(createSmtpMailer(sink.url, 'Testlang <no-reply@localhost>'));
    ctx.db.exec(`
      INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river'), (2, 'nipem', 'v', 'see'),
        (3, 'lumah', 'n', 'stone'), (4, 'sepik', 'adv', 'here');
      INSERT INTO users (username, email, password_hash, created_at) VALUES
        ('ana', 'ana@cli.example.org', 'x', 'x'), ('gone', 'gone@cli.example.org', 'x', 'x'),
        ('nomail', NULL, 'x', 'x');
      INSERT INTO email_unsubscribes (email, unsubscribed_at) VALUES ('GONE@cli.example.org', 'x');
    `);
    return ctx;
  }
  const to = (address: string) => sink.messages.filter((m) => m.envelopeTo.includes(address));

  it('when run twice on a day, then each subscriber gets one message with text, HTML and List-Unsubscribe, and the unsubscribed none', async () => {
    const ctx = mailingContext();
    const first = await run(ctx, 'send:wotd');
    expect(first).toMatchObject({
      code: 0,
      out: ['Word of the day 2026-03-01: sent 1, already sent before 0, failed 0'],
    });
    expect(first.err).toBe('Links in these e-mails use http://localhost:3000 (PUBLIC_URL).');
    const second = await run(ctx, 'send:wotd');
    expect(second.out).toEqual(['Word of the day 2026-03-01: sent 0, already sent before 1, failed 0']);
    const mails = to('ana@cli.example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain('/wotd?auth=');
    expect(mails[0]!.text).toContain('/wotd?auth=');
    expect(mails[0]!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toMatch(
      /unsubscribe\?code=/,
    );
    expect(to('gone@cli.example.org')).toHaveLength(0);
  });

  it('when run in production, then no note about the link address is printed', async () => {
    const ctx = mailingContext();
    const result = await run({ ...ctx, config: { ...ctx.config, env: 'production' } }, 'send:sotw');
    expect(result.code).toBe(0);
    expect(result.err).toBe('');
  });

  it('when one recipient is refused, then the others still get it and the command exits 1 naming the failure', async () => {
    const ctx = mailingContext();
    ctx.db.exec(
      "INSERT INTO users (username, email, password_hash, created_at) VALUES ('bounce', 'bounce@example.org', 'x', 'x')",
    );
    const result = await run(ctx, 'send:sotw');
    expect(result.code).toBe(1);
    expect(result.out[0]).toBe('Sentence of the week 2026-W09: sent 1, already sent before 0, failed 1');
    expect(result.err).toContain('failed: bounce@example.org');
    expect(to('ana@cli.example.org').some((m) => m.subject === 'Testlang sentence of the week')).toBe(true);
  });
});

describe('pnpm cli import, export and text:restore', () => {
  it('when a CSV file is imported and exported again, then the CLI reports and writes the same rows', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-io-'));
    const input = path.join(dir, 'lexicon.csv');
    // The export writes each entry's level (ADR 062), so a file with that column comes back the same.
    fs.writeFileSync(
      input,
      'id,lex,pos,gloss,notes,visibility\n1,tahak,n,river,,learners\n2,nipem,v,see,a note,teachers\n',
    );
    const ctx = cliContext();
    const imported = await run(ctx, 'import', input);
    expect(imported.code).toBe(0);
    expect(imported.out).toEqual([
      'lexicon: added 2, changed 0, unchanged 0',
      'sentences: added 0, changed 0, unchanged 0',
      'rejected: 0',
      'lexicon rows: new 2, changed 0, unchanged 0, possible duplicates 0',
    ]);
    const output = path.join(dir, 'out.csv');
    expect((await run(ctx, 'export', output)).code).toBe(0);
    expect(fs.readFileSync(output, 'utf8')).toBe(fs.readFileSync(input, 'utf8'));
  });

  it('when a file has a bad row, then the CLI names its line, imports nothing and exits 2', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-io-'));
    const input = path.join(dir, 'bad.csv');
    fs.writeFileSync(input, 'id,lex,pos,gloss\n1,tahak,n,river\n2,nipem,v,\n');
    const ctx = cliContext();
    const result = await run(ctx, 'import', input);
    expect(result.code).toBe(2);
    expect(result.err).toContain('rejected lexicon line 3: gloss is required.');
    expect(ctx.db.prepare('SELECT COUNT(*) FROM lexs').pluck().get()).toBe(0);
    expect((await run(ctx, 'import', path.join(dir, 'missing.csv'))).code).toBe(2);
    expect((await run(ctx, 'import', path.join(dir, 'file.txt'))).err).toContain(
      '.csv, .json, .lift, .flextext, .eaf or .zip',
    );
  });

  it('when spreadsheet rows may duplicate entries, then the CLI lists them, imports nothing until each is decided, and follows --duplicates and --decisions', async () => {
    // Sample words, invented: not language material.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-io-'));
    const ctx = cliContext();
    ctx.db.exec("INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (1, 'tahak', 'n', 'river', '')");
    const input = path.join(dir, 'words.csv');
    fs.writeFileSync(input, 'lex,pos,gloss\ntahak,n,river\nTahak,n,stream\nlumah,,stone\nlumah,n,rock\n');
    const lexCount = () => ctx.db.prepare('SELECT COUNT(*) FROM lexs').pluck().get();

    const dry = await run(ctx, 'import', input, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out).toEqual([
      'lexicon: would add 1, would change 0, unchanged 1',
      'sentences: would add 0, would change 0, unchanged 0',
      'rejected: 0',
      'lexicon rows: new 1, changed 0, unchanged 1, possible duplicates 2 (2 undecided)',
      "possible duplicate line 3: Tahak (n) 'stream' | entry 1 tahak: (n) 'river' | decision: undecided",
      "possible duplicate line 5: lumah (n) 'rock' | entry 2 lumah: 'stone' | decision: undecided",
      'Dry run: nothing was written.',
    ]);

    const stopped = await run(ctx, 'import', input);
    expect(stopped.code).toBe(2);
    expect(stopped.err).toContain('Nothing was imported: 2 row(s) may duplicate an entry');
    expect(lexCount()).toBe(1);

    const decisions = path.join(dir, 'decisions.json');
    fs.writeFileSync(decisions, JSON.stringify({ 'line 3': 'new-sense' }));
    const decided = await run(ctx, 'import', input, '--decisions', decisions, '--duplicates', 'new-entry');
    expect(decided.code).toBe(0);
    expect(decided.out).toContain(
      "possible duplicate line 3: Tahak (n) 'stream' | entry 1 tahak: (n) 'river' | decision: new-sense:1",
    );
    expect(decided.out).toContain(
      "possible duplicate line 5: lumah (n) 'rock' | entry 2 lumah: 'stone' | decision: new-entry",
    );
    expect(ctx.db.prepare('SELECT lex_id, gloss FROM senses ORDER BY lex_id, position').all()).toEqual([
      { lex_id: 1, gloss: 'river' },
      { lex_id: 1, gloss: 'stream' },
      { lex_id: 2, gloss: 'stone' },
      { lex_id: 3, gloss: 'rock' },
    ]);

    fs.writeFileSync(decisions, JSON.stringify({ 'line 3': 'merge' }));
    const bad = await run(ctx, 'import', input, '--decisions', decisions);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(
      '--decisions: A decision is new-entry, new-sense, new-sense:<entry id> or skip.',
    );
    expect((await run(ctx, 'import', input, '--duplicates', 'merge')).err).toContain(
      '--duplicates is new-entry, new-sense, skip.',
    );
  });

  it('when a deleted text is restored, then it is back; restoring again or an unknown id fails', async () => {
    const ctx = cliContext();
    ctx.db
      .prepare(
        "INSERT INTO texts (id, title, data, created_at, updated_at, deleted_at) VALUES (4, 't', '{}', 'x', 'x', 'x')",
      )
      .run();
    expect(await run(ctx, 'text:restore', '4')).toMatchObject({ code: 0, out: ['Restored text 4.'] });
    expect(ctx.db.prepare('SELECT deleted_at FROM texts WHERE id = 4').pluck().get()).toBeNull();
    expect((await run(ctx, 'text:restore', '4')).code).toBe(2);
    expect((await run(ctx, 'text:restore', 'abc')).code).toBe(2);
  });
});
