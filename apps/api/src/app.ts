import express from 'express';
import session from 'express-session';
import helmet from 'helmet';
import type { Config } from './config';
import type { Db } from './db/database';
import { accountsCalls } from './features/accounts/accounts.router';
import { alphabetCalls } from './features/alphabet/alphabet.router';
import { ankiCalls } from './features/anki/anki.router';
import { classProgressCalls } from './features/class-progress/class-progress.router';
import { emailCalls } from './features/email/email.router';
import { exchangeCalls } from './features/exchange/exchange.router';
import { healthCalls } from './features/health/health.router';
import { historyCalls } from './features/history/history.router';
import { lessonsCalls } from './features/lessons/lessons.router';
import { lexiconCalls } from './features/lexicon/lexicon.router';
import { numbersCalls } from './features/numbers/numbers.router';
import { offlineCalls } from './features/offline/offline.router';
import { pronounQuizCalls } from './features/pronouns/pronoun-quiz.router';
import { recordingsCalls } from './features/recordings/recordings.router';
import { reviewCalls } from './features/review/review.router';
import { sentencesCalls } from './features/sentences/sentences.router';
import { speakersCalls } from './features/speakers/speakers.router';
import { suggestionsCalls } from './features/suggestions/suggestions.router';
import { syncCalls } from './features/sync/sync.router';
import { takeFeedbackCalls } from './features/take-feedback/take-feedback.router';
import { textAlignmentCalls } from './features/texts/text-alignment.router';
import { textRecordingCalls } from './features/texts/text-recording.router';
import { textsCalls } from './features/texts/texts.router';
import { visibilityCalls } from './features/visibility/visibility.router';
import { wordleCalls } from './features/wordle/wordle.router';
import { loadUser } from './lib/auth';
import type { Clock } from './lib/clock';
import { errorHandler, notFoundHandler } from './lib/error-handler';
import { silentLogger } from './lib/logger';
import type { Logger } from './lib/logger';
import { createRateLimits } from './lib/rate-limits';
import { dataSecurityHeaders, inSequence, requestContext } from './lib/request-context';
import { requestLog } from './lib/request-log';
import { contextByArea, registerCalls } from './lib/route-table';
import type { Call, CallDeps, FeatureCalls } from './lib/route-table';
import { appConfigScript, webApp } from './lib/web-app';
import type { Mailer } from './mail/mailer';
import { createRepos } from './repos';
import { createServices } from './services';
import { SqliteSessionStore } from './session/sqlite-session-store';

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: Config;
  logger?: Logger;
}

const SESSION_COOKIE = 'sid';

/**
 * The route table: every feature's calls, registered in this order (docs/decisions/043). The calls
 * nearly every visit makes (the game's, then /api/who) come first, so they are matched soonest.
 */
const FEATURES: FeatureCalls[] = [
  wordleCalls,
  accountsCalls,
  pronounQuizCalls,
  lexiconCalls,
  sentencesCalls,
  textsCalls,
  textRecordingCalls,
  textAlignmentCalls,
  historyCalls,
  lessonsCalls,
  reviewCalls,
  syncCalls,
  ankiCalls,
  offlineCalls,
  recordingsCalls,
  speakersCalls,
  numbersCalls,
  emailCalls,
  classProgressCalls,
  exchangeCalls,
  suggestionsCalls,
  visibilityCalls,
  alphabetCalls,
  takeFeedbackCalls,
];

/** The calls that send a recording's file, limited as the media files are. */
const RECORDING_CALLS = /^\/api\/(audio|audio-sent|text-audio)\//i;

/** Builds the whole product (API, e-mail endpoints, media, web app) from its dependencies. Never listens. */
export function createApp(deps: AppDeps) {
  const { db, mailer, clock, config } = deps;
  const logger = deps.logger ?? silentLogger;
  const secure = config.publicUrl.startsWith('https://');
  const limits = createRateLimits(config.rateLimits);
  // The composition root (ADR 075): every repo and every service built here, once.
  const repos = createRepos(db);
  const sessionStore = new SqliteSessionStore(repos.sessions, clock, config.sessionMaxAgeMs);
  const services = createServices({ repos, clock, config, mailer, logger });
  const { settings } = repos;
  const callDeps: CallDeps = {
    ...services,
    clock,
    config,
    mailer,
    logger,
    limits,
    settings,
    repos,
  };
  const guardOptions = { dictionaryOpen: settings.publicDictionary };

  const app = express();
  app.disable('x-powered-by');
  // ETags are given where they save work (cachedJson, static files), not hashed onto every answer.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  // The probes answer before the request log and the calls' context: no log line, no session.
  const probes = healthCalls(callDeps);
  registerCalls(app, probes, guardOptions);
  app.use(requestLog(logger));
  const sessions = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: sessionStore,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy !== false,
    cookie: { httpOnly: true, sameSite: 'lax', secure, maxAge: config.sessionMaxAgeMs, path: '/' },
  });
  // Only the calls and files that can depend on who asks read bodies and sessions; the web app's
  // files never do. Their answers are data, not documents: they carry the security headers that
  // protect data (no MIME sniffing, same-origin resources, HSTS), set in one step; CSP, framing and
  // the like go with the web app's pages below (helmet). The API's and the e-mail links' calls
  // count against the API's rate limit; the media files, as before, do not. One layer on the app
  // picks the context by the path's first segment, unknown paths included.
  const callContext = [
    dataSecurityHeaders({ hsts: secure }),
    requestContext({ sessions, loadUser: loadUser(repos.sessionUsers, clock), cookieName: SESSION_COOKIE }),
  ];
  // Recordings' files count against a limit of their own (ADR 067), the API's calls against theirs.
  const apiContext = inSequence([
    ...callContext,
    (req, res, next) => (RECORDING_CALLS.test(req.path) ? limits.media : limits.api)(req, res, next),
  ]);
  const fileContext = inSequence([...callContext, limits.media]);
  const areas = {
    '/api': apiContext,
    '/email': apiContext,
    '/media': fileContext,
    '/lesson-recordings': fileContext,
  };
  app.use(contextByArea(areas));
  const calls = FEATURES.flatMap((feature) => feature(callDeps));
  registerCalls(app, calls, guardOptions);
  // An unknown path in these areas is a JSON 404, never the web app's page.
  app.use(Object.keys(areas), notFoundHandler);

  // The web app's pages and files: the full set of security headers, the CSP first of all.
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Recordings are played from blob: URLs in the recorder; media comes from this host.
          'media-src': ["'self'", 'blob:'],
          'upgrade-insecure-requests': secure ? [] : null,
        },
      },
      strictTransportSecurity: secure,
    }),
  );
  app.use(
    appConfigScript({
      productName: config.productName,
      contactName: config.contactName,
      oldSiteUrl: config.oldSiteUrl,
    }),
  );
  app.use(
    webApp(config.webDistDir, {
      sessionCookie: SESSION_COOKIE,
      firstScreen: {
        productName: config.productName,
        readUser: inSequence([sessions, loadUser(repos.sessionUsers, clock)]),
      },
    }),
  );
  app.use(errorHandler(logger));

  const table: Pick<Call, 'method' | 'path' | 'role'>[] = [...probes, ...calls].map(
    ({ method, path, role }) => ({
      method,
      path,
      role,
    }),
  );
  return Object.assign(app, { services: { ...services, sessionStore }, routeTable: table });
}

export type App = ReturnType<typeof createApp>;
