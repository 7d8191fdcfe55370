import { createRequire } from 'node:module';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

// The product is asked for in React (ADR 042): the app, its libraries and its tests run on React 19
// and react-dom, never on a stand-in aliased in their place.
describe('the web runtime', () => {
  it('when the app imports react and react-dom, then it gets React 19 itself', () => {
    expect(reactVersion).toMatch(/^19\./);
    expect(reactDomVersion).toBe(reactVersion);
  });

  it('when a library of the app asks for react, then Node resolves the same React package', () => {
    const fromRouter = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
    expect(fromRouter('react').version).toBe(reactVersion);
  });

  it('when preact is asked for, then it cannot be resolved from the web app', () => {
    const require = createRequire(import.meta.url);
    expect(() => require.resolve('preact')).toThrow();
    expect(() => require.resolve('preact/compat')).toThrow();
  });
});
