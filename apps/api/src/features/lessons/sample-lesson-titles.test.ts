import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../config';
import { sampleLessons } from '../../db/seed';
import { migratedDb } from '../../test-support/test-app';
import { createLessonsRepo } from './lessons.repo';

describe('the sample lessons', () => {
  it('when the sample data is loaded, then every lesson has a title and description labelled as sample', () => {
    const db = migratedDb();
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-lesson-titles-'));
    sampleLessons.load(db, {
      seedDir: SEED_DIR,
      mediaDir,
      bcryptCost: 4,
      now: new Date('2026-01-01T00:00:00Z'),
    });

    const lessons = createLessonsRepo(db).list(0, 'teacher', true);
    expect(lessons.map((lesson) => [lesson.id, lesson.title])).toEqual([
      ['s1a1', 'Sample lesson 1'],
      ['s1b2', 'Sample lesson 2'],
      ['s1c3', 'Sample lesson 3'],
    ]);
    for (const lesson of lessons) {
      expect(lesson.description).toMatch(/^Sample data: .*Not real language material\.$/);
    }
  });
});
