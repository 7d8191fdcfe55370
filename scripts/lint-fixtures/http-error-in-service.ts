// Fixture for scripts/lint-rules.test.ts: a service that throws an HTTP error. Linted as
// apps/api/src/features/demo/demo.service.ts.
import { HttpError } from '../../lib/http-error';

export function demoService() {
  return {
    find: (id: number) => {
      if (id < 1) throw new HttpError(404, 'Not found');
      return { id };
    },
  };
}
