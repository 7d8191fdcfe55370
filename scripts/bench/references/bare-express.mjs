// Reference 1, the framework's ceiling: an Express app with no middleware at all, answering the
// product's own bytes (given in a JSON file: path -> {type, base64}) on the same paths.
// Usage: node bare-express.mjs <answers.json> ; listens on loopback at $PORT.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../../apps/api/package.json'));
const express = require('express');

const answers = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const app = express();
for (const [route, { type, base64 }] of Object.entries(answers)) {
  const body = Buffer.from(base64, 'base64');
  app.get(route, (_req, res) => {
    res.type(type).send(body);
  });
}
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
