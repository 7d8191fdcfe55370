// Reference 2, the platform's ceiling: node:http and better-sqlite3 answering the same queries
// over the same rows as the product, with nothing else (no framework, no sessions, no logging).
// Usage: node raw-node.mjs <database file> ; listens on loopback at $PORT.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../../apps/api/package.json'));
const Database = require('better-sqlite3');

const db = new Database(process.argv[2], { readonly: true });
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
const q = {
  words: db.prepare('SELECT lex FROM wordle_words ORDER BY lex').pluck(),
  answer: db.prepare('SELECT word_id AS id, lex FROM wordle_schedule WHERE date = ?'),
  lexs: db.prepare('SELECT id, lex, pos, gloss, notes FROM lexs ORDER BY lex, id'),
};
const routes = {
  '/api/wordle-valid': () => ({ lexs: q.words.all() }),
  '/api/wordle-answer': () => ({ lex: q.answer.get(today) }),
  '/api/who': () => ({ username: null }),
  '/api/lexs': () => ({ data: q.lexs.all() }),
};
const server = http.createServer((req, res) => {
  const route = routes[req.url];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  const body = JSON.stringify(route());
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
