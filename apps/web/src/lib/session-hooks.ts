/**
 * What else happens when the learner signs out (ADR 074): the session (api/session.tsx) runs the
 * hooks registered here, in the order registered, and knows nothing of what they do. app/ registers
 * the device's offline data (offline/use-offline-account.ts: send what waits, then forget the
 * account's downloads and queue), so that lib/ and api/ never import offline/.
 */
export interface SignOutHooks {
  /** Before the logout call, while the session lasts (what waits is sent). */
  before?: () => Promise<void>;
  /** After the server ended the session, before the app forgets the session's answers. */
  after?: () => Promise<void>;
}

const registered = new Set<SignOutHooks>();

/** Adds `hooks`; answers the function that removes them. Registering the same object twice adds it once. */
export function registerSignOutHooks(hooks: SignOutHooks): () => void {
  registered.add(hooks);
  return () => registered.delete(hooks);
}

/** Runs every `before` hook, one after the other. */
export async function runBeforeSignOut(): Promise<void> {
  for (const hooks of [...registered]) await hooks.before?.();
}

/** Runs every `after` hook, one after the other. */
export async function runAfterSignOut(): Promise<void> {
  for (const hooks of [...registered]) await hooks.after?.();
}
