import type request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cliContextOf, runCliCaptured } from '../test-support/cli';
import { makeTestApp, signedIn } from '../test-support/test-app';

const run = runCliCaptured;

/** An app and a CLI context over the same database; one entry (sample, invented) deleted from the app. */
async function deletedEntry() {
  const t = makeTestApp();
  t.db.exec(
    "INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river'), (2, 'nipem', 'v', 'see')",
  );
  t.addUser('teacher', 'teacher-pass', { admin: true });
  const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
  await teacher.post('/api/delete-lex').field('id', '2').expect(200);
  const ctx = cliContextOf(t);
  const listed = async (agent: request.Agent) =>
    ((await agent.get('/api/lexs').expect(200)).body.data as { id: number }[]).map((e) => e.id);
  return { t, ctx, teacher, listed };
}

describe('pnpm cli lex:trash and lex:restore', () => {
  it('when an entry deleted in the console is listed and restored, then GET /api/lexs lists it again', async () => {
    const { ctx, teacher, listed } = await deletedEntry();
    expect(await listed(teacher)).toEqual([1]);

    const trash = await run(ctx, 'lex:trash');
    expect(trash).toMatchObject({
      code: 0,
      out: ['id\tword\tpos\tgloss\tdeleted', '2\tnipem\tv\tsee\t2026-03-01T18:00:00.000Z', '1 deleted entry'],
    });

    const restored = await run(ctx, 'lex:restore', '2');
    expect(restored).toMatchObject({ code: 0, out: ["Restored entry 2: nipem (v) 'see'."] });
    expect(await listed(teacher)).toEqual([2, 1]);
    expect((await run(ctx, 'lex:trash')).out.at(-1)).toBe('0 deleted entries');
  });

  it.each([
    [['lex:restore'], 'lex:restore takes one entry <id>'],
    [['lex:restore', 'abc'], 'lex:restore takes one entry <id>'],
    [['lex:restore', '1'], 'There is no deleted lexical entry with the id 1.'],
    [['lex:restore', '99'], 'There is no deleted lexical entry with the id 99.'],
  ])(
    'when called with %j, then it exits 2 with a clear error and restores nothing',
    async (argv, message) => {
      const { t, ctx } = await deletedEntry();
      const result = await run(ctx, ...argv);
      expect(result.code).toBe(2);
      expect(result.err).toContain(message);
      expect(t.db.prepare('SELECT deleted_at IS NOT NULL FROM lexs WHERE id = 2').pluck().get()).toBe(1);
    },
  );

  it('when help is asked, then both commands are described', async () => {
    const { ctx } = await deletedEntry();
    const help = (await run(ctx, 'help')).out.join('\n');
    expect(help).toMatch(/lex:trash +list deleted dictionary entries/);
    expect(help).toMatch(/lex:restore <id> +bring back a deleted dictionary entry/);
  });
});
