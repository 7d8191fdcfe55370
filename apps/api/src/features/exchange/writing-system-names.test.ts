import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useInstallations } from '../../test-support/installation';
import { importFile } from './import-file.service';
import { registryName } from './writing-system-names';

// Writing systems by name (ADR 068): the file's own definitions first, else the IANA subtag registry.

const { tempDir, installation } = useInstallations('langapp-ws-names-');

describe('writing system names', () => {
  it.each([
    ['bth', 'Biatah Bidayuh'],
    ['bth-fonipa', 'Biatah Bidayuh (International Phonetic Alphabet)'],
    ['ha-CL', 'Hausa (Chile)'],
    ['swh', 'Swahili (individual language)'],
    ['th-Latn', 'Thai (Latin)'],
    ['en', 'English'],
    ['x-Kal', 'Private use (Kal)'],
    ['qaa-x-sample', 'Private use (sample)'],
    ['qaa-Zxxx-x-audio', 'Private use (audio)'],
  ])('when the code is %s, then the registry names it %s', (code, name) => {
    expect(registryName(code)).toBe(name);
  });

  it.each(['zzz', 'not a code', ''])(
    'when the registry has no language %j, then there is no name',
    (code) => {
      expect(registryName(code)).toBeUndefined();
    },
  );

  it('when the LIFT file comes with its writing-system definitions, then the report names them as the file does', async () => {
    const deps = installation();
    const dir = tempDir();
    fs.copyFileSync(
      path.join(import.meta.dirname, 'fixtures', 'older-flex-0.02.lift'),
      path.join(dir, 'sample.lift'),
    );
    fs.mkdirSync(path.join(dir, 'WritingSystems'));
    // A definition in WeSay's LDML shape, naming an invented sample language.
    fs.writeFileSync(
      path.join(dir, 'WritingSystems', 'x-Kal.ldml'),
      '<?xml version="1.0" encoding="utf-8"?><ldml><identity><version number="" /><language type="x-Kal" /></identity>' +
        '<special xmlns:palaso="urn://palaso.org/ldmlExtensions/v1"><palaso:languageName value="Sample &amp; Language" /></special></ldml>',
    );
    const report = await importFile(deps, path.join(dir, 'sample.lift'), { dryRun: true });
    expect(report.writingSystems!.details).toEqual([
      { code: 'x-Eng', name: 'Private use (Eng)', headwords: 0, glosses: 5 },
      { code: 'x-Kal', name: 'Sample & Language', headwords: 4, glosses: 0 },
    ]);
  });
});
