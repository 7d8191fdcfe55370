// Fixture for scripts/lint-rules.test.ts: the allowed shape, a service throwing a domain error.
// Linted as apps/api/src/features/demo/demo.service.ts: no house rule is broken.
import { NotFoundError } from '../../lib/domain-errors';

export function demoService() {
  return {
    find: (id: number) => {
      if (id < 1) throw new NotFoundError('Not found');
      return { id };
    },
  };
}
