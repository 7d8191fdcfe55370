// A fixture of scripts/layers-lint.test.ts: loads cycle-start.ts lazily, closing the cycle.
export const later = () => import('./cycle-start');
