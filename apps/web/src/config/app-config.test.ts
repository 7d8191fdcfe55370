import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG, readAppConfig } from './app-config';

describe('readAppConfig', () => {
  it.each([
    ['the script did not load', undefined],
    ['the value is not an object', 'Chamorro'],
    ['the fields are blank or not text', { productName: '  ', contactName: 42 }],
  ])('when %s, then the defaults are used', (_case, source) => {
    expect(readAppConfig(source)).toEqual(DEFAULT_APP_CONFIG);
  });

  it('when both names are given, then they are used', () => {
    expect(readAppConfig({ productName: 'Testlang', contactName: 'Ms. Rivera' })).toEqual({
      productName: 'Testlang',
      contactName: 'Ms. Rivera',
      oldSiteUrl: null,
    });
  });

  it('when an old site address is given, then only an http(s) one is kept', () => {
    expect(readAppConfig({ oldSiteUrl: 'https://old.example.org' }).oldSiteUrl).toBe(
      'https://old.example.org',
    );
    expect(readAppConfig({ oldSiteUrl: 'javascript:alert(1)' }).oldSiteUrl).toBeNull();
  });

  it('when only the product name is given, then the contact name falls back', () => {
    expect(readAppConfig({ productName: 'Testlang' })).toEqual({
      productName: 'Testlang',
      contactName: 'your teacher',
      oldSiteUrl: null,
    });
  });
});
