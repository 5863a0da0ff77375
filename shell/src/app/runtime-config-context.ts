import { createContext, useContext, useMemo } from 'react';
import { createHttpClient, type HttpClient, type RuntimeConfig } from '@marketplace/contracts';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs the RuntimeConfigContext provider');
  return config;
}

/** The main marketplace API, at the base URL config.json names. */
export function useMainApi(): HttpClient {
  const { api } = useRuntimeConfig();
  return useMemo(() => createHttpClient(api.main), [api.main]);
}
