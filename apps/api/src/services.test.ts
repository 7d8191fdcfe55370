import { describe, expect, it, vi } from 'vitest';
import type { createAccountsService } from './features/accounts/accounts.service';
import * as m0 from './features/accounts/accounts.service';
import * as m1 from './features/anki/anki.service';
import * as m2 from './features/class-progress/class-progress.service';
import * as m3 from './features/email/mailings.service';
import * as m4 from './features/history/content-history';
import * as m5 from './features/history/history.service';
import * as m6 from './features/lessons/lessons.service';
import * as m7 from './features/lexicon/lexicon.service';
import * as m8 from './features/offline/offline.service';
import * as m9 from './features/pronouns/pronoun-quiz.service';
import * as m10 from './features/recordings/lesson-recordings';
import * as m11 from './features/recordings/recording-coverage.service';
import * as m12 from './features/recordings/recording-trash.service';
import * as m13 from './features/recordings/recordings.service';
import type { createReviewService } from './features/review/review.service';
import * as m14 from './features/review/review.service';
import * as m15 from './features/sentences/sentences.service';
import * as m16 from './features/speakers/speakers.service';
import * as m17 from './features/suggestions/suggestions.service';
import * as m18 from './features/sync/operations.service';
import * as m19 from './features/sync/sync.service';
import * as m20 from './features/texts/texts.service';
import * as m21 from './features/visibility/visibility.service';
import * as m22 from './features/wordle/wordle.service';
import { makeTestApp } from './test-support/test-app';

/**
 * Every factory a module of services exports (`create...`), wrapped to count its calls: the
 * composition root must call each once (ADR 075), and nothing else (a router, another service)
 * may build one.
 */
const counted = vi.hoisted(
  () =>
    async (importOriginal: () => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> => {
      const original = await importOriginal();
      return Object.fromEntries(
        Object.entries(original).map(([name, value]) => [
          name,
          typeof value === 'function' && name.startsWith('create') ? vi.fn(value as never) : value,
        ]),
      );
    },
);

vi.mock('./features/accounts/accounts.service', counted);
vi.mock('./features/anki/anki.service', counted);
vi.mock('./features/class-progress/class-progress.service', counted);
vi.mock('./features/email/mailings.service', counted);
vi.mock('./features/history/content-history', counted);
vi.mock('./features/history/history.service', counted);
vi.mock('./features/lessons/lessons.service', counted);
vi.mock('./features/lexicon/lexicon.service', counted);
vi.mock('./features/offline/offline.service', counted);
vi.mock('./features/pronouns/pronoun-quiz.service', counted);
vi.mock('./features/recordings/lesson-recordings', counted);
vi.mock('./features/recordings/recording-coverage.service', counted);
vi.mock('./features/recordings/recording-trash.service', counted);
vi.mock('./features/recordings/recordings.service', counted);
vi.mock('./features/review/review.service', counted);
vi.mock('./features/sentences/sentences.service', counted);
vi.mock('./features/speakers/speakers.service', counted);
vi.mock('./features/suggestions/suggestions.service', counted);
vi.mock('./features/sync/operations.service', counted);
vi.mock('./features/sync/sync.service', counted);
vi.mock('./features/texts/texts.service', counted);
vi.mock('./features/visibility/visibility.service', counted);
vi.mock('./features/wordle/wordle.service', counted);

/** The service modules, as the mocks above made them. */
const MODULES: Record<string, Record<string, unknown>> = {
  './features/accounts/accounts.service': m0,
  './features/anki/anki.service': m1,
  './features/class-progress/class-progress.service': m2,
  './features/email/mailings.service': m3,
  './features/history/content-history': m4,
  './features/history/history.service': m5,
  './features/lessons/lessons.service': m6,
  './features/lexicon/lexicon.service': m7,
  './features/offline/offline.service': m8,
  './features/pronouns/pronoun-quiz.service': m9,
  './features/recordings/lesson-recordings': m10,
  './features/recordings/recording-coverage.service': m11,
  './features/recordings/recording-trash.service': m12,
  './features/recordings/recordings.service': m13,
  './features/review/review.service': m14,
  './features/sentences/sentences.service': m15,
  './features/speakers/speakers.service': m16,
  './features/suggestions/suggestions.service': m17,
  './features/sync/operations.service': m18,
  './features/sync/sync.service': m19,
  './features/texts/texts.service': m20,
  './features/visibility/visibility.service': m21,
  './features/wordle/wordle.service': m22,
};

describe('createServices: the composition root', () => {
  it('when the app is built, then every service is built exactly once, and the same instance serves sync and the online calls', () => {
    vi.clearAllMocks();
    const t = makeTestApp();
    const calls: Record<string, number> = {};
    for (const [file, module] of Object.entries(MODULES)) {
      for (const [name, value] of Object.entries(module))
        // createContentHistory is the import pipeline's door over a database (ADR 075), not the app's.
        if (vi.isMockFunction(value) && name !== 'createContentHistory')
          calls[`${file} ${name}`] = value.mock.calls.length;
    }
    // Every factory of services.ts is counted, and each was called once, by createServices.
    expect(Object.keys(calls).length).toBeGreaterThanOrEqual(23);
    for (const [factory, n] of Object.entries(calls)) expect({ factory, n }).toEqual({ factory, n: 1 });
    // One review service: the one the online calls use is the one sync, lessons and wordle were given.
    const reviewFactory = vi.mocked(
      MODULES['./features/review/review.service']!.createReviewService as typeof createReviewService,
    );
    expect(reviewFactory.mock.results[0]!.value).toBe(t.app.services.review);
    expect(
      vi.mocked(
        MODULES['./features/accounts/accounts.service']!
          .createAccountsService as typeof createAccountsService,
      ).mock.results[0]!.value,
    ).toBe(t.app.services.accounts);
  });

  it('when a second app is built, then it has services of its own: nothing is shared between apps', () => {
    const a = makeTestApp();
    const b = makeTestApp();
    expect(a.app.services.review).not.toBe(b.app.services.review);
    expect(a.app.services.operations).not.toBe(b.app.services.operations);
  });
});
