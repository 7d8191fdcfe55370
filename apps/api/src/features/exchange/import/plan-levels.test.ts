import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VISIBILITY } from '@langapp/shared';
import type { Visibility } from '@langapp/shared';
import { useInstallations } from '../../../test-support/installation';
import { importFile } from '../import-file.service';
import { addedLevelOf, levelOf } from './plan';

// The level of what an import writes is decided once, in the planner's module (ADR 062, 073): every
// writer (spreadsheet, JSON, bundle, LIFT) writes `levelOf`. Every word is invented sample data.

const { tempDir, installation } = useInstallations('langapp-levels-');

/** The levels of the live entries of an installation. */
const levelsIn = (deps: ReturnType<typeof installation>) =>
  deps.db.prepare('SELECT visibility FROM live_lexs').pluck().all() as Visibility[];

const GUID = '7a1b2c3d-4e5f-4a6b-8c7d-000000000001';
const FILES = {
  'word.csv': 'id,lex,pos,gloss\n1,sample-makun,n,river\n',
  'word.json': JSON.stringify({ lexicon: [{ id: 1, lex: 'sample-makun', pos: 'n', gloss: 'river' }] }),
  'word.lift': `<?xml version="1.0" encoding="UTF-8"?>
<lift version="0.13">
  <entry id="sample-makun_${GUID}" guid="${GUID}">
    <lexical-unit><form lang="qaa-x-sample"><text>sample-makun</text></form></lexical-unit>
    <sense id="s1"><grammatical-info value="n"/><gloss lang="en"><text>river</text></gloss></sense>
  </entry>
</lift>
`,
};

describe('the level of what an import writes, decided once for every format (ADR 073)', () => {
  it("when the file gives a level it wins; else an update keeps the stored one; else the teacher's choice; else the default", () => {
    expect(addedLevelOf(undefined)).toBe(DEFAULT_VISIBILITY);
    expect(addedLevelOf('teachers')).toBe('teachers');
    expect(levelOf('public', 'teachers', 'learners')).toBe('public');
    expect(levelOf(undefined, 'teachers', 'public')).toBe('teachers');
    expect(levelOf(undefined, undefined, 'public')).toBe('public');
  });

  it('when the same word comes as CSV, JSON and LIFT, then each adds it at the chosen level (else the default) and a later import keeps it', async () => {
    const levels: Record<string, Visibility[]> = {};
    for (const [name, content] of Object.entries(FILES)) {
      const file = path.join(tempDir(), name);
      fs.writeFileSync(file, content);
      const deps = installation();
      expect((await importFile(deps, file)).written).toBe(true);
      const chosen = installation();
      expect((await importFile(chosen, file, { visibility: 'teachers' })).written).toBe(true);
      const chosenLevel = levelsIn(chosen);
      // Imported again with another choice: the entry is updated, not added, and keeps its level.
      expect((await importFile(chosen, file, { visibility: 'public' })).written).toBe(true);
      const kept = levelsIn(chosen);
      levels[name] = [...levelsIn(deps), ...chosenLevel, ...kept];
    }
    expect(levels['word.csv']).toEqual([DEFAULT_VISIBILITY, 'teachers', 'teachers']);
    expect(levels['word.json']).toEqual(levels['word.csv']);
    expect(levels['word.lift']).toEqual(levels['word.csv']);
  });
});
