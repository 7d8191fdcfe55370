import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcrypt';
import request from 'supertest';
import { createApp } from '../app';
import { DEFAULT_RATE_LIMITS, DEFAULT_ZIP_LIMITS, MIGRATIONS_DIR } from '../config';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { FixedClock } from '../lib/clock';
import { createLogger, silentLogger } from '../lib/logger';
import type { Logger } from '../lib/logger';
import type { MailMessage, Mailer } from '../mail/mailer';

/** A mailer that keeps what it was given, and can be told to fail for some addresses. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failFor = new Set<string>();
  async send(message: MailMessage): Promise<void> {
    if (this.failFor.has(message.to)) throw new Error(`Delivery to ${message.to} refused`);
    this.sent.push(message);
  }
  /** The first link starting with `prefix` in the newest message to `to` that has one. */
  linkTo(to: string, prefix: string): string {
    const links = [...this.sent]
      .reverse()
      .filter((m) => m.to === to)
      .map((m) => m.text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix)));
    const link = links.find(Boolean);
    if (!link) throw new Error(`No ${prefix} link mailed to ${to}`);
    return link;
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = path.join(os.tmpdir(), 'langapp-test-unused');
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databasePath: ':memory:',
    mediaDir: path.join(dataDir, 'media'),
    outboxDir: path.join(dataDir, 'outbox'),
    scratchDir: path.join(dataDir, 'tmp'),
    webDistDir: path.join(dataDir, 'no-web-build'),
    publicUrl: 'http://localhost:3000',
    sessionSecret: 'test-secret-test-secret',
    sessionMaxAgeMs: 30 * 24 * 3600 * 1000,
    smtpUrl: null,
    mailFrom: 'Test <no-reply@localhost>',
    productName: 'Testlang',
    contactName: 'the test teacher',
    seed: 'none',
    bcryptCost: 4,
    trustProxy: false,
    rateLimits: DEFAULT_RATE_LIMITS,
    zipLimits: DEFAULT_ZIP_LIMITS,
    inviteTtlDays: 30,
    wotdSendAt: null,
    sotwSendDay: null,
    sotwSendAt: '09:00',
    wotdLinkDays: 7,
    sotwLinkDays: 14,
    oldSiteUrl: null,
    logLevel: 'silent',
    ffmpegPath: null,
    testClockOffsetDays: 0,
    testClockStart: null,
    ...overrides,
  };
}

export function migratedDb(): Db {
  const db = openDatabase(':memory:');
  migrate(db, MIGRATIONS_DIR);
  return db;
}

/** A fresh app over a fresh in-memory database, a memory mailer and a clock fixed at `start`. */
export function makeTestApp(
  options: { config?: Partial<Config>; start?: string; mailer?: Mailer; logger?: Logger } = {},
) {
  const db = migratedDb();
  const mailer = (options.mailer as MemoryMailer | undefined) ?? new MemoryMailer();
  const clock = new FixedClock(options.start ?? '2026-03-01T18:00:00Z');
  const config = testConfig(options.config);
  const app = createApp({ db, mailer, clock, config, logger: options.logger ?? silentLogger });

  function addUser(username: string, password: string, opts: { admin?: boolean; email?: string } = {}) {
    const info = db
      .prepare(
        'INSERT INTO users (username, email, password_hash, is_admin, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        username,
        opts.email ?? `${username}@example.org`,
        bcrypt.hashSync(password, 4),
        opts.admin ? 1 : 0,
        clock.now().toISOString(),
      );
    return Number(info.lastInsertRowid);
  }

  return { app, db, mailer: mailer as MemoryMailer, clock, config, addUser };
}

/** An agent signed in as `username` (the call fails the test unless the sign-in succeeds). */
export async function signedIn(app: Parameters<typeof request.agent>[0], username: string, password: string) {
  const agent = request.agent(app);
  await agent.post('/api/login').field('username', username).field('password', password).expect(200);
  return agent;
}

/** What an account of `appWithAccounts` is: a teacher (admin), a learner, or a learner's account marked recorder. */
type AccountRole = 'teacher' | 'learner' | 'recorder';

/**
 * A test app (see `makeTestApp`) over the rows `sql` inserts, with one account for each name in
 * `accounts` (password `<name>-pass`, the role given), each signed in as an agent by its name, and a
 * visitor. The accounts are made in the order given; `ids` has their user ids.
 */
export async function appWithAccounts<Name extends string>(
  accounts: Record<Name, AccountRole>,
  options: { sql?: string; config?: Partial<Config>; start?: string } = {},
) {
  const t = makeTestApp({ config: options.config, start: options.start });
  if (options.sql) t.db.exec(options.sql);
  const entries = Object.entries(accounts) as [Name, AccountRole][];
  const ids = {} as Record<Name, number>;
  for (const [name, role] of entries) {
    ids[name] = t.addUser(name, `${name}-pass`, { admin: role === 'teacher' });
    if (role === 'recorder') t.db.prepare('UPDATE users SET is_recorder = 1 WHERE id = ?').run(ids[name]);
  }
  const as = {} as Record<Name, request.Agent>;
  for (const [name] of entries) as[name] = await signedIn(t.app, name, `${name}-pass`);
  return { t, ids, as, visitor: request.agent(t.app) };
}

/** A logger that keeps every line it writes (parsed JSON), for tests that read the log. */
export function capturingLogger(): { logger: Logger; lines: Record<string, unknown>[]; text: () => string } {
  const raw: string[] = [];
  const logger = createLogger({
    level: 'trace',
    pretty: false,
    destination: { write: (line: string) => raw.push(line) },
  });
  return {
    logger,
    get lines() {
      return raw.map((l) => JSON.parse(l) as Record<string, unknown>);
    },
    text: () => raw.join(''),
  };
}
