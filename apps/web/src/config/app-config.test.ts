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
    expect(readAppConfig({ productName: 'Yurok', contactName: 'Ms. Rivera' })).toEqual({
      productName: 'Yurok',
      contactName: 'Ms. Rivera',
    });
  });

  it('when only the product name is given, then the contact name falls back', () => {
    expect(readAppConfig({ productName: 'Yurok' })).toEqual({
      productName: 'Yurok',
      contactName: 'your teacher',
    });
  });
});
