import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { DateTime } from 'luxon';
import {
  addDays,
  CLASS_ACTIVITY_WEEKS,
  CLASS_RECENT_DAYS,
  CLASS_WEEK_DAYS,
  daysEndingOn,
  localDay,
  MATURE_INTERVAL_DAYS,
  MOST_MISSED_WORDS_LIMIT,
} from '@langapp/shared';
import type { ClassActivityDay, ClassProgress, LearnerProgress, LocalDay } from '@langapp/shared';
import { escapeSpreadsheetCell } from '../../lib/spreadsheet-cells';
import type { ServiceDeps } from '../../service-deps';
import { QUARTER_HOUR_MS } from './class-progress.repo';
import type { QuarterCount } from './class-progress.repo';

/** A share of a whole, or null when there is nothing to share out (no division by zero). */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * Adds counts kept per UTC quarter-hour to the days they fall on in `tz`. Exact for every time
 * zone in use: offsets are whole quarter-hours, so a quarter-hour never straddles a midnight.
 * Quarters outside `days` are left out.
 */
export function addQuartersToDays(
  days: Map<LocalDay, number>,
  quarters: readonly QuarterCount[],
  tz: string,
): void {
  for (const { quarter, n } of quarters) {
    const day = localDay(quarter * QUARTER_HOUR_MS, tz);
    const sum = days.get(day);
    if (sum !== undefined) days.set(day, sum + n);
  }
}

/** The CSV's columns: a header and how each learner's value is written. */
function csvColumns(tz: string): [string, (l: LearnerProgress) => string | number][] {
  const percent = (value: number | null) => (value === null ? '' : Math.round(value * 1000) / 10);
  return [
    ['Username', (l) => l.username],
    ['Status', (l) => (l.deactivated ? 'deactivated' : 'active')],
    ['Role', (l) => (l.isAdmin ? 'admin' : 'learner')],
    [
      `Last active (${tz})`,
      (l) =>
        l.lastActiveAt === null
          ? ''
          : DateTime.fromISO(l.lastActiveAt, { zone: tz }).toFormat('yyyy-MM-dd HH:mm'),
    ],
    ['Lessons finished', (l) => l.lessonsFinished],
    [`Reviews (last ${CLASS_WEEK_DAYS} days)`, (l) => l.reviews7],
    [`Reviews (last ${CLASS_RECENT_DAYS} days)`, (l) => l.reviews30],
    [`Mature reviews (last ${CLASS_RECENT_DAYS} days)`, (l) => l.matureReviews30],
    ['Retention (%)', (l) => percent(l.retention)],
    ['Pronoun answers', (l) => l.pronounAnswers],
    ['Pronoun accuracy (%)', (l) => percent(l.pronounAccuracy)],
    ['Wordle played', (l) => l.wordlePlayed],
    ['Wordle won', (l) => l.wordleWon],
  ];
}

/**
 * The per-learner table as CSV (RFC 4180 through csv-stringify: a header row, CRLF line ends,
 * fields quoted when they hold a comma, a quote or a line break). It starts with a byte order mark
 * so spreadsheets read it as UTF-8, and a text cell a spreadsheet would run as a formula (=, +, -,
 * @, ...) is written with a leading apostrophe (lib/spreadsheet-cells.ts, as every CSV of the app).
 */
function learnersCsv(learners: readonly LearnerProgress[], tz: string): string {
  const columns = csvColumns(tz);
  return stringifyCsv(
    learners.map((learner) => columns.map(([, value]) => value(learner))),
    {
      header: true,
      columns: columns.map(([header]) => header),
      bom: true,
      record_delimiter: 'windows',
      cast: { string: (value: string) => escapeSpreadsheetCell(value) },
    },
  );
}

/**
 * The class's progress for the teacher: per learner, the most-missed words and the activity per
 * day. Days are the teacher's, in the time zone their browser sends (`tz`); "the last 7 days" is
 * today and the 6 days before it, from the first of them at midnight.
 */
export function createClassProgressService({ repos, clock }: ServiceDeps) {
  const repo = repos.classProgress;
  /** The instant a day starts in `tz`. */
  const startOf = (day: LocalDay, tz: string) => DateTime.fromISO(day, { zone: tz }).toMillis();

  function progress(tz: string): ClassProgress {
    const today = localDay(clock.now(), tz);
    const end = startOf(addDays(today, 1), tz);
    const recent = { from: startOf(addDays(today, 1 - CLASS_RECENT_DAYS), tz), end };
    const shortFrom = startOf(addDays(today, 1 - CLASS_WEEK_DAYS), tz);

    const lessons = repo.lessonsFinished();
    const reviews = repo.reviewCounts({ ...recent, shortFrom, matureDays: MATURE_INTERVAL_DAYS });
    const pronouns = repo.pronounCounts();
    const wordle = repo.wordleCounts();
    const learners = repo.accounts().map((account): LearnerProgress => {
      const r = reviews.get(account.id);
      const p = pronouns.get(account.id);
      const w = wordle.get(account.id);
      const mature = r?.mature ?? 0;
      return {
        id: account.id,
        username: account.username,
        isAdmin: account.is_admin === 1,
        deactivated: account.deactivated_at !== null,
        lastActiveAt: account.last_active_at,
        lessonsFinished: lessons.get(account.id) ?? 0,
        reviews7: r?.reviews_short ?? 0,
        reviews30: r?.reviews_recent ?? 0,
        matureReviews30: mature,
        retention: shareOf(r?.mature_remembered ?? 0, mature),
        pronounAnswers: p?.answers ?? 0,
        pronounAccuracy: shareOf(p?.correct ?? 0, p?.answers ?? 0),
        wordlePlayed: w?.played ?? 0,
        wordleWon: w?.won ?? 0,
      };
    });

    const mostMissedWords = repo.mostMissed(recent, MOST_MISSED_WORDS_LIMIT).map((row) => ({
      lexId: row.lex_id,
      lex: row.lex,
      gloss: row.gloss,
      misses: row.misses,
      learners: row.learners,
    }));

    const days = daysEndingOn(today, CLASS_ACTIVITY_WEEKS * 7);
    const first = days[0] ?? today;
    const activityWindow = { from: startOf(first, tz), end };
    const perDay = (quarters: readonly QuarterCount[]) => {
      const counts = new Map(days.map((day) => [day, 0]));
      addQuartersToDays(counts, quarters, tz);
      return counts;
    };
    const reviewsPerDay = perDay(repo.reviewsPerQuarter(activityWindow));
    const lessonsPerDay = perDay(repo.lessonsPerQuarter(activityWindow));
    const pronounsPerDay = perDay(repo.pronounsPerQuarter(activityWindow));
    // A Wordle game counts on its own game day (the Los Angeles day it belongs to), not when its
    // result reached the server: a browser's earlier games arrive together when its learner signs in.
    const wordlePerDay = new Map(repo.wordlePerDay(first, today).map((row) => [row.day, row.n]));
    const activity = days.map((day): ClassActivityDay => ({
      day,
      reviews: reviewsPerDay.get(day) ?? 0,
      lessons: lessonsPerDay.get(day) ?? 0,
      wordle: wordlePerDay.get(day) ?? 0,
      pronouns: pronounsPerDay.get(day) ?? 0,
    }));

    return { today, learners, mostMissedWords, activity };
  }

  return {
    progress,

    /** The per-learner table as a CSV file, named after today in `tz`. */
    learnersCsv(tz: string): { fileName: string; content: string } {
      const { today, learners } = progress(tz);
      return { fileName: `class-progress-${today}.csv`, content: learnersCsv(learners, tz) };
    },
  };
}
