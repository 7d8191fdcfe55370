import type { AppConfig } from '@langapp/shared';

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The community's previous site (OLD_SITE_URL on the server), or null when none is set: then the
 * vocabulary page shows no link. Read from the app configuration, else from the raw
 * window.__APP_CONFIG__ (the shared reader keeps only the two names); anything but an http(s) URL is ignored.
 */
export function oldSiteUrl(config: AppConfig, source: unknown = window.__APP_CONFIG__): string | null {
  const fromConfig = httpUrl(config.oldSiteUrl);
  if (fromConfig) return fromConfig;
  return typeof source === 'object' && source !== null
    ? httpUrl((source as Record<string, unknown>).oldSiteUrl)
    : null;
}
