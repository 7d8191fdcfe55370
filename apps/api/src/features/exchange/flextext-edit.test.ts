import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importPreviewSchema, textDataSchema } from '@langapp/shared';
import type { TextData } from '@langapp/shared';
import { KALABA_TEXT } from '@langapp/shared/kalaba-text';
import { asBytes, useTempDirs } from '../../test-support/installation';
import { makeTestApp, signedIn } from '../../test-support/test-app';

// A text from FLEx edited in the app and sent back to FLEx (ADR 095): the save keeps every field
// the annotation editor sends (its tests show it sends the stored text with only the teacher's
// change), so the export differs from the one before by that change alone, with FLEx's guids.
// FieldWorks' Kalaba test file (LGPL, fixtures/README.md; an invented test language) and the
// sample story written for the tests (guids on every phrase and word, translations, a note).

const FIXTURES = path.join(__dirname, 'fixtures');
const XSD = path.join(FIXTURES, 'FlexInterlinear.xsd');
const tempDir = useTempDirs('langapp-flextext-edit-');

async function imported(file: string) {
  const dataDir = tempDir();
  const t = makeTestApp({
    config: { dataDir, mediaDir: path.join(dataDir, 'media'), scratchDir: path.join(dataDir, 'tmp') },
  });
  t.addUser('teacher', 'teacher-pass', { admin: true });
  const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
  const preview = importPreviewSchema.parse(
    (await teacher.post('/api/admin/imports').attach('file', path.join(FIXTURES, file)).expect(200)).body,
  );
  await teacher.post(`/api/admin/imports/${preview.token}`).expect(200);
  const id = t.db.prepare('SELECT id FROM texts WHERE deleted_at IS NULL').pluck().get() as number;
  const stored = async () => {
    const body = (await teacher.get(`/api/text/${id}`).expect(200)).body as { data: { data: string } };
    return textDataSchema.parse(JSON.parse(body.data.data));
  };
  const exported = async () =>
    String(
      (await teacher.get(`/api/admin/texts/${id}/flextext`).buffer(true).parse(asBytes).expect(200)).body,
    );
  const save = (data: TextData) =>
    teacher
      .post('/api/update-text')
      .field('id', String(id))
      .field('title', data.title)
      .field('data', JSON.stringify(data))
      .expect(200);
  return { stored, exported, save };
}

/** Checks a .flextext document against FlexInterlinear.xsd (xmllint prints nothing on stdout when it validates). */
function validates(xml: string): void {
  const file = path.join(tempDir(), 'check.flextext');
  fs.writeFileSync(file, xml);
  expect(execFileSync('xmllint', ['--noout', '--schema', XSD, file], { stdio: 'pipe' }).toString()).toBe('');
}

const guids = (xml: string) => [...xml.matchAll(/guid="([^"]+)"/g)].map((m) => m[1]);

describe('a FLEx text edited in the app and exported again (ADR 095)', () => {
  it('when the Kalaba text has one word gloss changed and is saved, then its export differs by that gloss alone, keeps its guids and validates', async () => {
    const { stored, exported, save } = await imported('KalabaTestPunctuation.flextext');
    // The shared test data the editor's tests open is what the import stores.
    const text = await stored();
    expect(text).toEqual(KALABA_TEXT);
    const was = await exported();
    const edited = structuredClone(text);
    edited.sents[0]!.words[0]!.gloss = 'I see it';
    await save(edited);

    expect(await stored()).toEqual(edited);
    const after = await exported();
    expect(after).not.toBe(was);
    expect(after).toBe(
      was.replace('<item type="gls" lang="en">I see</item>', '<item type="gls" lang="en">I see it</item>'),
    );
    expect(guids(after)).toEqual(guids(was));
    validates(after);
  });

  it('when the sample story (guids on every phrase and word, a literal translation, a note) has a gloss changed, then its export differs by that gloss alone', async () => {
    const { stored, exported, save } = await imported('sample-story.flextext');
    const text = await stored();
    const was = await exported();
    expect(text.sents.some((s) => s.lit) && text.sents.some((s) => s.notes)).toBe(true);
    const word = text.sents[0]!.words.find((w) => w.gloss === 'at.house')!;
    expect(word.guid).toBeDefined();
    word.gloss = 'at home';
    await save(text);

    const after = await exported();
    expect(after).toBe(
      was.replace('<item type="gls" lang="en">at.house</item>', '<item type="gls" lang="en">at home</item>'),
    );
    expect(guids(after).length).toBeGreaterThan(10);
    expect(guids(after)).toEqual(guids(was));
    validates(after);
  });
});
