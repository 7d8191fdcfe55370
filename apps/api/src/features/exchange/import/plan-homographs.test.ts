import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useInstallations } from '../../../test-support/installation';
import { importFile } from '../import-file.service';
import { homographNumbers } from './plan';

// Homograph numbers are the planner's (ADR 073): every format's writer writes the numbers
// `homographNumbers` gives, so a JSON file and a LIFT file that number the same words alike leave
// the same numbers. Every word is invented sample data ("sample-..."), not material of any language.

const { tempDir, installation } = useInstallations('langapp-homographs-');

/** Three words written alike; the file numbers the second 1 and the first 2, the third not at all. */
const WORDS = [
  { gloss: 'river', order: 2 },
  { gloss: 'to flow', order: 1 },
  { gloss: 'wet', order: undefined },
];
/** Each word's identity: an id in the JSON file, a guid in the LIFT file (three words written alike are no duplicates). */
const GUIDS = WORDS.map((_, i) => `5e0d2c3b-1a4f-4b6c-8d9e-00000000000${i + 1}`);

const json = JSON.stringify({
  lexicon: WORDS.map((w, i) => ({
    id: i + 1,
    lex: 'sample-tahak',
    pos: 'n',
    gloss: w.gloss,
    ...(w.order === undefined ? {} : { homograph: w.order }),
  })),
});
const lift = `<?xml version="1.0" encoding="UTF-8"?>
<lift version="0.13">
${WORDS.map(
  (
    w,
    i,
  ) => `  <entry id="sample-tahak_${GUIDS[i]}" guid="${GUIDS[i]}"${w.order === undefined ? '' : ` order="${w.order}"`}>
    <lexical-unit><form lang="qaa-x-sample"><text>sample-tahak</text></form></lexical-unit>
    <sense id="s${i}"><grammatical-info value="n"/><gloss lang="en"><text>${w.gloss}</text></gloss></sense>
  </entry>`,
).join('\n')}
</lift>
`;

describe('homograph numbers, planned once for every format (ADR 073)', () => {
  it('when the file asks for numbers, then they come in its order, the others after by their number or id, and an entry alone has none', () => {
    const wanted = new Map([[2, 1]]);
    expect(
      homographNumbers(
        [
          { id: 1, homograph: null },
          { id: 2, homograph: null },
          { id: 3, homograph: 1 },
        ],
        wanted,
      ),
    ).toEqual([
      { id: 2, homograph: 1 },
      { id: 3, homograph: 2 },
      { id: 1, homograph: 3 },
    ]);
    // Numbers already right are not written again; an entry alone loses its number.
    expect(homographNumbers([{ id: 4, homograph: 1 }], new Map())).toEqual([{ id: 4, homograph: null }]);
    expect(homographNumbers([{ id: 5, homograph: null }], new Map())).toEqual([]);
  });

  it('when the same homographs come as JSON and as LIFT, then each installation numbers them alike, as the file asks', async () => {
    const numbers: Record<string, unknown> = {};
    for (const [name, content] of [
      ['words.json', json],
      ['words.lift', lift],
    ] as const) {
      const deps = installation();
      const file = path.join(tempDir(), name);
      fs.writeFileSync(file, content);
      const report = await importFile(deps, file);
      expect({ name, rejected: report.rejected, written: report.written }).toEqual({
        name,
        rejected: [],
        written: true,
      });
      numbers[name] = deps.db.prepare('SELECT homograph, gloss FROM live_lexs ORDER BY homograph').all();
    }
    expect(numbers['words.json']).toEqual([
      { homograph: 1, gloss: 'to flow' },
      { homograph: 2, gloss: 'river' },
      { homograph: 3, gloss: 'wet' },
    ]);
    expect(numbers['words.lift']).toEqual(numbers['words.json']);
  });

  it("when a word typed from a spreadsheet is there first, then JSON and LIFT renumber the headword alike: the file's numbers first, the word by the number it had", async () => {
    const numbers: Record<string, unknown> = {};
    const [river, flow] = WORDS;
    const jsonTwo = JSON.stringify({
      lexicon: [
        { id: 2, lex: 'sample-tahak', pos: 'n', gloss: river!.gloss, homograph: river!.order },
        { id: 3, lex: 'sample-tahak', pos: 'n', gloss: flow!.gloss, homograph: flow!.order },
      ],
    });
    const liftTwo = lift.replace(/ {2}<entry id="sample-tahak_[^"]*3"[\s\S]*?<\/entry>\n/, '');
    for (const [name, content] of [
      ['words.json', jsonTwo],
      ['words.lift', liftTwo],
    ] as const) {
      const deps = installation();
      const dir = tempDir();
      fs.writeFileSync(path.join(dir, 'first.csv'), 'id,lex,pos,gloss\n1,sample-tahak,adj,wet\n');
      expect((await importFile(deps, path.join(dir, 'first.csv'))).written).toBe(true);
      fs.writeFileSync(path.join(dir, name), content);
      expect((await importFile(deps, path.join(dir, name), { duplicates: 'new-entry' })).written).toBe(true);
      numbers[name] = deps.db.prepare('SELECT homograph, gloss FROM live_lexs ORDER BY homograph').all();
    }
    expect(numbers['words.json']).toEqual([
      { homograph: 1, gloss: 'to flow' },
      { homograph: 2, gloss: 'wet' },
      { homograph: 3, gloss: 'river' },
    ]);
    expect(numbers['words.lift']).toEqual(numbers['words.json']);
  });
});
