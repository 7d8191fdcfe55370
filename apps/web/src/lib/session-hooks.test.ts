import { afterEach, describe, expect, it } from 'vitest';
import { registerSignOutHooks, runAfterSignOut, runBeforeSignOut } from './session-hooks';

describe('the sign-out hooks', () => {
  const removers: (() => void)[] = [];
  const register = (...args: Parameters<typeof registerSignOutHooks>) => {
    const remove = registerSignOutHooks(...args);
    removers.push(remove);
    return remove;
  };
  afterEach(() => removers.splice(0).forEach((remove) => remove()));

  it('when the learner signs out, then every before hook runs, one after the other, in the order registered', async () => {
    const ran: string[] = [];
    register({
      before: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        ran.push('first before');
      },
      after: async () => void ran.push('first after'),
    });
    register({ before: async () => void ran.push('second before') });

    await runBeforeSignOut();
    expect(ran).toEqual(['first before', 'second before']);
    await runAfterSignOut();
    expect(ran).toEqual(['first before', 'second before', 'first after']);
  });

  it('when hooks are removed, or registered twice, then they run as often as they are registered: once or not at all', async () => {
    let runs = 0;
    const hooks = { after: async () => void (runs += 1) };
    register(hooks);
    const remove = register(hooks);
    await runAfterSignOut();
    expect(runs).toBe(1);

    remove();
    await runAfterSignOut();
    expect(runs).toBe(1);
  });

  it('when a hook fails, then the sign-out step fails with it', async () => {
    register({ before: () => Promise.reject(new Error('The queue could not be sent.')) });
    await expect(runBeforeSignOut()).rejects.toThrow('The queue could not be sent.');
  });
});
