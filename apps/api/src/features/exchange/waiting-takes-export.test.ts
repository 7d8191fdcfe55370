import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../config';
import { loadSampleData } from '../../db/seed';
import { useInstallations } from '../../test-support/installation';
import { buildLiftExport } from './lift-export.service';
import { buildBundle } from './media-bundle.service';

// A recorder's take waiting for a teacher's approval (ADR 080) is not the community's yet: the LIFT
// and bundle exports leave it out until it is approved (ADR 085). The learners' readers (offline
// packages included) already leave it out: apps/api/src/visibility.test.ts.

const { installation } = useInstallations('langapp-waiting-');

/** The sample data with one word take and one sentence take waiting for approval. */
function withWaitingTakes() {
  const deps = installation();
  loadSampleData(deps.db, {
    seedDir: SEED_DIR,
    mediaDir: deps.mediaDir,
    bcryptCost: 4,
    now: deps.clock.now(),
  });
  const first = (table: string) =>
    deps.db
      .prepare<[], string>(
        `SELECT filename FROM ${table} WHERE deleted_at IS NULL AND filename LIKE '%.mp3' ORDER BY id LIMIT 1`,
      )
      .pluck()
      .get()!;
  const word = first('word_audio');
  const sentence = first('sent_audio');
  deps.db.prepare('UPDATE word_audio SET waiting = 1 WHERE filename = ?').run(word);
  deps.db.prepare('UPDATE sent_audio SET waiting = 1 WHERE filename = ?').run(sentence);
  const approve = () => deps.db.exec('UPDATE word_audio SET waiting = 0; UPDATE sent_audio SET waiting = 0;');
  return { deps, word, sentence, approve };
}

const archived = (files: readonly { archivePath: string }[]) =>
  files.map((f) => f.archivePath.split('/').pop());

describe('exports while takes wait for approval', () => {
  it('when a take waits, then the media bundle carries neither its row nor its file; once approved, it does', () => {
    const { deps, word, sentence, approve } = withWaitingTakes();
    const bundle = buildBundle(deps);
    expect(archived(bundle.files)).not.toContain(word);
    expect(archived(bundle.files)).not.toContain(sentence);
    expect(bundle.json).not.toContain(word);
    expect(bundle.json).not.toContain(sentence);
    expect(bundle.files.length).toBeGreaterThan(0); // the other takes are there

    approve();
    const after = buildBundle(deps);
    expect(archived(after.files)).toEqual(expect.arrayContaining([word, sentence]));
    expect(after.json).toContain(word);
  });

  it('when a word take waits, then the LIFT export neither names nor carries it; once approved, it does', () => {
    const { deps, word, approve } = withWaitingTakes();
    const lift = buildLiftExport(deps, {});
    expect(lift.xml).not.toContain(word);
    expect(archived(lift.files)).not.toContain(word);
    expect(lift.files.length).toBeGreaterThan(0);

    approve();
    const after = buildLiftExport(deps, {});
    expect(after.xml).toContain(word);
    expect(archived(after.files)).toContain(word);
  });
});
