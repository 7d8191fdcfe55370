import type { AppSettingsRepo } from './app-settings.repo';

/**
 * The installation's settings the teacher changes in the console (migration 016's app_settings; a
 * missing row is the default). Read on every request that depends on them: one indexed read.
 */
export function createAppSettings(repo: AppSettingsRepo) {
  return {
    /**
     * Whether visitors may browse and hear the public entries at /words without an account (issue
     * 27, ADR 058). Off unless the teacher turns it on: the spec's sign-in rule stands by default.
     */
    publicDictionary: () => repo.value('public_dictionary') === '1',
    setPublicDictionary: (on: boolean) => {
      repo.setValue('public_dictionary', on ? '1' : '0');
    },
  };
}

export type AppSettings = ReturnType<typeof createAppSettings>;
