import type { AppConfig } from '@langapp/shared';

declare global {
  interface Window {
    /** Set by /app-config.js, which the server writes from its PRODUCT_NAME and CONTACT_NAME. */
    __APP_CONFIG__?: unknown;
  }
}

/** What the messages say when the server's /app-config.js is missing or incomplete. */
export const DEFAULT_APP_CONFIG: AppConfig = {
  productName: 'Language',
  contactName: 'your teacher',
  oldSiteUrl: null,
};

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** Reads the server-provided configuration, falling back field by field to the defaults. */
export function readAppConfig(source: unknown = window.__APP_CONFIG__): AppConfig {
  const given = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  return {
    productName: textOr(given.productName, DEFAULT_APP_CONFIG.productName),
    contactName: textOr(given.contactName, DEFAULT_APP_CONFIG.contactName),
    oldSiteUrl:
      typeof given.oldSiteUrl === 'string' && /^https?:\/\//.test(given.oldSiteUrl) ? given.oldSiteUrl : null,
  };
}
