// Fixture for scripts/lint-rules.test.ts: a service that reads the request. Linted as
// apps/api/src/features/demo/demo.service.ts.
import type { Request } from 'express';

export function demoService() {
  return {
    whoAsked: (req: Request) => req.ip ?? 'unknown',
  };
}
