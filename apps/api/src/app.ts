import path from 'node:path';
import express from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { MIGRATIONS_DIR } from './config';
import type { Config } from './config';
import type { Db } from './db/database';
import { createAccountsRepo } from './features/accounts/accounts.repo';
import { accountsRouter, whoCall } from './features/accounts/accounts.router';
import { createAccountsService } from './features/accounts/accounts.service';
import { ankiRouter } from './features/anki/anki.router';
import { createAnkiService } from './features/anki/anki.service';
import { classProgressRouter } from './features/class-progress/class-progress.router';
import { createEmailRepo } from './features/email/email.repo';
import { emailRouter, sotwAdminRouter } from './features/email/email.router';
import { createMailingsService } from './features/email/mailings.service';
import { exchangeRouter } from './features/exchange/exchange.router';
import { createImportUploads } from './features/exchange/import-uploads';
import { healthChecks } from './features/health/health.router';
import { createLessonsRepo } from './features/lessons/lessons.repo';
import { lessonsRouter } from './features/lessons/lessons.router';
import { createLexiconRepo } from './features/lexicon/lexicon.repo';
import { lexiconRouter } from './features/lexicon/lexicon.router';
import { numbersApiRouter, numbersMediaRouter } from './features/numbers/numbers.router';
import { createPronounQuizRepo } from './features/pronouns/pronoun-quiz.repo';
import { pronounQuizRouter } from './features/pronouns/pronoun-quiz.router';
import { createRecordingsRepo } from './features/recordings/recordings.repo';
import { lessonRecordingFilesRouter, recordingsRouter } from './features/recordings/recordings.router';
import { recordingFolders } from './features/recordings/recordings.service';
import { wordAudioRouter } from './features/recordings/word-audio.router';
import { createWordRecordingsRepo } from './features/recordings/word-recordings.repo';
import { createReviewRepo } from './features/review/review.repo';
import { reviewRouter } from './features/review/review.router';
import { createReviewService } from './features/review/review.service';
import { createSentencesRepo } from './features/sentences/sentences.repo';
import { sentencesRouter } from './features/sentences/sentences.router';
import { createTextsRepo } from './features/texts/texts.repo';
import { textsRouter } from './features/texts/texts.router';
import { createWordleRepo } from './features/wordle/wordle.repo';
import { wordleCalls } from './features/wordle/wordle.router';
import { createWordleService } from './features/wordle/wordle.service';
import { ffmpegPath } from './lib/audio-transcode';
import { loadUser } from './lib/auth';
import type { Clock } from './lib/clock';
import { errorHandler, notFoundHandler } from './lib/error-handler';
import { frequentCalls } from './lib/frequent-calls';
import { silentLogger } from './lib/logger';
import type { Logger } from './lib/logger';
import { createRateLimits } from './lib/rate-limits';
import { dataSecurityHeaders, inSequence, requestContext } from './lib/request-context';
import { requestLog } from './lib/request-log';
import { appConfigScript, webApp } from './lib/web-app';
import type { Mailer } from './mail/mailer';
import { SqliteSessionStore } from './session/sqlite-session-store';

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: Config;
  logger?: Logger;
}

const SESSION_COOKIE = 'sid';

/** Builds the whole product (API, e-mail endpoints, media, web app) from its dependencies. Never listens. */
export function createApp(deps: AppDeps) {
  const { db, mailer, clock, config } = deps;
  const logger = deps.logger ?? silentLogger;
  const secure = config.publicUrl.startsWith('https://');
  const sessionStore = new SqliteSessionStore(db, clock, config.sessionMaxAgeMs);
  const limits = createRateLimits(config.rateLimits);
  const accounts = createAccountsService({
    repo: createAccountsRepo(db),
    mailer,
    clock,
    logger,
    config,
    endSessionsOf: (userId) => sessionStore.destroyAllForUser(userId),
  });

  const emailRepo = createEmailRepo(db);
  const mailings = createMailingsService({ repo: emailRepo, mailer, clock, config });

  const app = express();
  app.disable('x-powered-by');
  // ETags are given where they save work (cachedJson, static files), not hashed onto every answer.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  const health = healthChecks({
    db,
    migrationsDir: MIGRATIONS_DIR,
    writableDirs: { media: config.mediaDir, outbox: config.outboxDir },
  });
  app.get('/healthz', health.live);
  app.get('/readyz', health.ready);
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
  // the like go with the web app's pages below (helmet). Each area runs this as one layer inside
  // its own router, so a call is matched against as few layers as possible.
  const callContext = [
    dataSecurityHeaders({ hsts: secure }),
    requestContext({ sessions, loadUser: loadUser(db, clock), cookieName: SESSION_COOKIE }),
  ];

  const apiContext = inSequence([...callContext, limits.api]);
  const api = express.Router();
  api.use(apiContext);
  // The calls every page load (/who) and every day's game make are answered by one lookup of their
  // exact path, ahead of the routers; they are on the API's router as well, for every other
  // spelling Express accepts (ADR 041).
  const frequent = frequentCalls(apiContext);
  frequent.register(api, '/api', {
    '/who': whoCall,
    ...wordleCalls(createWordleService(createWordleRepo(db), clock)),
  });
  app.use(frequent.dispatch);
  // The accounts calls go on the API's own router: sign-in and the like are matched one level sooner.
  accountsRouter(accounts, limits, api);
  api.use(pronounQuizRouter(createPronounQuizRepo(db), clock));
  const lexicon = createLexiconRepo(db);
  api.use(lexiconRouter(lexicon, clock));
  api.use(sentencesRouter(createSentencesRepo(db), lexicon, clock));
  api.use(textsRouter(createTextsRepo(db), lexicon, clock));
  const review = createReviewService(createReviewRepo(db), clock);
  api.use(lessonsRouter(createLessonsRepo(db), clock, review));
  api.use(reviewRouter(review));
  api.use(ankiRouter(createAnkiService({ db, mediaDir: config.mediaDir, clock }), review));
  api.use(
    recordingsRouter(createRecordingsRepo(db), {
      mediaDir: config.mediaDir,
      clock,
      ffmpeg: ffmpegPath(config.ffmpegPath),
    }),
  );
  api.use(wordAudioRouter(createWordRecordingsRepo(db), config.mediaDir));
  api.use(numbersApiRouter(db));
  api.use(sotwAdminRouter(emailRepo, mailings, clock, logger));
  api.use(classProgressRouter(db, clock));
  api.use(
    exchangeRouter(
      { db, mediaDir: config.mediaDir, ffmpeg: ffmpegPath(config.ffmpegPath), clock },
      createImportUploads(path.join(config.dataDir, 'imports'), clock),
    ),
  );
  api.use(notFoundHandler);
  app.use('/api', api);
  app.use(
    '/email',
    apiContext,
    emailRouter(mailings, {
      wordsDir: recordingFolders(config.mediaDir).words,
      sentencesDir: recordingFolders(config.mediaDir).sentences,
    }),
  );
  app.use(['/media', '/lesson-recordings'], inSequence(callContext));
  app.use(numbersMediaRouter(config.mediaDir));
  app.use(lessonRecordingFilesRouter(config.mediaDir));
  app.use(['/media', '/email', '/lesson-recordings'], notFoundHandler);

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
  app.use(webApp(config.webDistDir, { sessionCookie: SESSION_COOKIE }));
  app.use(errorHandler(logger));

  return Object.assign(app, { services: { accounts, sessionStore, mailings } });
}

export type App = ReturnType<typeof createApp>;
