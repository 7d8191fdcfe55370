import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AppConfig } from '@langapp/shared';
import { DEFAULT_APP_CONFIG } from './app-config';

const AppConfigContext = createContext<AppConfig>(DEFAULT_APP_CONFIG);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext value={config}>{children}</AppConfigContext>;
}

/** The product name ({product}) and contact name ({name}) used in the spec's messages. */
export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext);
}
