import os from 'node:os';
import path from 'node:path';

/** Loopback ports and the data folder of the server the browser tests run against. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3199);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || path.join(os.tmpdir(), `langapp-e2e-${E2E_PORT}`);
export const E2E_MAILBOX_DIR = path.join(E2E_DATA_DIR, 'mailbox');
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The environment of the server and of every CLI call the tests make: the same database. */
export function serverEnv(smtpUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: E2E_DATA_DIR,
    PUBLIC_URL: E2E_BASE_URL,
    SMTP_URL: smtpUrl,
    SEED: 'sample',
    BCRYPT_COST: '4',
    PRODUCT_NAME: 'Sample Language',
    CONTACT_NAME: 'your teacher',
  };
}
