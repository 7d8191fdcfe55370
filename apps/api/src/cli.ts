import { runCli } from './cli/run-cli';
import { ConfigError } from './config';
import { openContext } from './context';

try {
  // Notices (migrations, mail written to the outbox) go to stderr: stdout stays for what scripts read.
  const ctx = openContext(process.env, { fd: 2 });
  const code = await runCli(process.argv.slice(2), ctx, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    cwd: process.env.INIT_CWD ?? process.cwd(),
  });
  ctx.db.close();
  process.exitCode = code;
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
}
