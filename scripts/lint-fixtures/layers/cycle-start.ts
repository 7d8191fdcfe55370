// A fixture of scripts/layers-lint.test.ts: a cycle closed by a dynamic import() (never imported).
import { later } from './cycle-back';

export const start = () => later();
