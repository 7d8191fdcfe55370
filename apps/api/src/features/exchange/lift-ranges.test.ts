import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { partsOfSpeechResponseSchema } from '@langapp/shared';
import { ffmpegPath } from '../../lib/audio-transcode';
import { exchangeDepsOver, useTempDirs } from '../../test-support/installation';
import { makeTestApp, signedIn } from '../../test-support/test-app';
import { importFile } from './import-file.service';
import { writeZip } from './zip-archive';

// FieldWorks' parts of speech from its .lift-ranges file (ADR 073, migration 024): the console's
// list (GET /api/admin/parts-of-speech) offers them beside those in use. Every word and category
// here is invented sample data, not material of any real language.

const tempDir = useTempDirs('langapp-lift-ranges-');

const lift = (rangesHref: string) => `<?xml version="1.0" encoding="UTF-8"?>
<lift version="0.13" producer="SIL.FLEx 8.3">
  <header><ranges><range id="grammatical-info" href="${rangesHref}"/></ranges></header>
  <entry id="sample-a" guid="5a1e0000-0000-4000-8000-000000000001">
    <lexical-unit><form lang="qaa-x-sample"><text>sample-kato</text></form></lexical-unit>
    <sense><grammatical-info value="Noun"/><gloss lang="en"><text>sample cat</text></gloss></sense>
  </entry>
</lift>
`;
const RANGES = `<?xml version="1.0" encoding="UTF-8"?>
<lift-ranges>
  <range id="grammatical-info">
    <range-element id="Noun" guid="5a1e0000-0000-4000-8000-0000000000a1"><label><form lang="en"><text>Noun</text></form></label></range-element>
    <range-element id="Sample Classifier" guid="5a1e0000-0000-4000-8000-0000000000a2"><label><form lang="en"><text>Sample Classifier</text></form></label></range-element>
  </range>
  <range id="status"><range-element id="Sample Confirmed"/></range>
</lift-ranges>
`;

async function setup() {
  const t = makeTestApp();
  t.addUser('teacher', 'teacher-pass', { admin: true });
  const deps = {
    ...exchangeDepsOver(t.db, t.clock),
    mediaDir: path.join(tempDir(), 'media'),
    ffmpeg: ffmpegPath(),
    zipLimits: t.config.zipLimits,
    scratchDir: path.join(tempDir(), 'scratch'),
  };
  const list = async () => {
    const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
    const res = await teacher.get('/api/admin/parts-of-speech').expect(200);
    return partsOfSpeechResponseSchema.parse(res.body).partsOfSpeech;
  };
  return { t, deps, list };
}

const EXPECTED = [
  { value: 'Noun', count: 1, spellings: ['Noun'] },
  { value: 'Sample Classifier', count: 0, spellings: ['Sample Classifier'] },
];

describe("FieldWorks' ranges", () => {
  it('when a LIFT file comes with its .lift-ranges beside it, then the console lists its parts of speech, the unused ones with 0; a dry run keeps none', async () => {
    const { deps, list } = await setup();
    const dir = tempDir();
    // The header names the ranges file where FieldWorks wrote it, on another machine.
    fs.writeFileSync(path.join(dir, 'words.lift'), lift('file://C:/Users/sample/words.lift-ranges'));
    fs.writeFileSync(path.join(dir, 'words.lift-ranges'), RANGES);
    await importFile(deps, path.join(dir, 'words.lift'), { dryRun: true });
    expect(await list()).toEqual([]);
    const report = await importFile(deps, path.join(dir, 'words.lift'));
    expect(report.written).toBe(true);
    expect(await list()).toEqual(EXPECTED);
  });

  it('when the LIFT file and its ranges come in a zip, then the same', async () => {
    const { deps, list } = await setup();
    const zip = path.join(tempDir(), 'words.zip');
    writeZip(zip, [
      { archivePath: 'words/words.lift', data: lift('file:///home/sample/other-name.lift-ranges') },
      { archivePath: 'words/other-name.lift-ranges', data: RANGES },
    ]);
    expect((await importFile(deps, zip)).written).toBe(true);
    expect(await list()).toEqual(EXPECTED);
  });

  it('when the ranges file is not XML, then the entries are imported and the report warns that its parts of speech are left out', async () => {
    const { deps, list } = await setup();
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'words.lift'), lift('words.lift-ranges'));
    fs.writeFileSync(path.join(dir, 'words.lift-ranges'), '<lift-ranges><range id="grammatical-info">');
    const report = await importFile(deps, path.join(dir, 'words.lift'));
    expect(report.written).toBe(true);
    expect(report.warnings).toContainEqual(
      expect.objectContaining({
        reason:
          "ranges file that could not be read as XML (its parts of speech are not in the console's list)",
        count: 1,
      }),
    );
    expect(await list()).toEqual([{ value: 'Noun', count: 1, spellings: ['Noun'] }]);
  });
});
