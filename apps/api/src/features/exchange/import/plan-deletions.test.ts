import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useInstallations } from '../../../test-support/installation';
import { importFile } from '../import-file.service';
import { createPlanner } from './plan';

// The deletions a file declares are the planner's (ADR 073): only LIFT can declare one
// (`dateDeleted`); the planner says which live entries go, the writer removes those. Every word is
// invented sample data.

const { tempDir, installation } = useInstallations('langapp-deletions-');

const GUIDS = ['3c2b1a0f-9e8d-4c7b-a6f5-000000000001', '3c2b1a0f-9e8d-4c7b-a6f5-000000000002'];

describe('deletions a file declares, planned once (ADR 073)', () => {
  it('when a file declares guids deleted, then the planner removes the live ones it does not hold again', () => {
    const planner = createPlanner(
      { idsWrittenAs: () => [], candidate: () => undefined },
      { rule: 'either-way', claimOnce: true },
    );
    const live = new Map([
      ['gone', 1],
      ['back', 2],
    ]);
    planner.declaredDeleted('gone');
    planner.declaredDeleted('back');
    planner.declaredDeleted('never-here');
    planner.holds('back');
    expect(planner.removals((guid) => live.get(guid))).toEqual([1]);
  });

  it('when a LIFT file declares deleted an entry a JSON file brought whole, then it is removed and the report counts it', async () => {
    const deps = installation();
    const dir = tempDir();
    const json = path.join(dir, 'words.json');
    fs.writeFileSync(
      json,
      JSON.stringify({
        lexicon: GUIDS.map((guid, i) => ({
          guid,
          lex: `sample-word${i + 1}`,
          senses: [{ pos: 'n', gloss: `sample gloss ${i + 1}` }],
        })),
      }),
    );
    expect((await importFile(deps, json)).written).toBe(true);
    const lift = path.join(dir, 'words.lift');
    fs.writeFileSync(
      lift,
      `<?xml version="1.0" encoding="UTF-8"?>
<lift version="0.13">
  <entry id="sample-word1_${GUIDS[0]}" guid="${GUIDS[0]}" dateDeleted="2026-11-01T00:00:00Z"/>
  <entry id="sample-word2_${GUIDS[1]}" guid="${GUIDS[1]}">
    <lexical-unit><form lang="qaa-x-sample"><text>sample-word2</text></form></lexical-unit>
    <sense id="s2"><grammatical-info value="n"/><gloss lang="en"><text>sample gloss 2</text></gloss></sense>
  </entry>
</lift>
`,
    );
    const report = await importFile(deps, lift);
    expect(report.written).toBe(true);
    expect(report.removed?.lexicon).toBe(1);
    expect(deps.db.prepare('SELECT lex FROM live_lexs ORDER BY lex').pluck().all()).toEqual(['sample-word2']);
  });
});
