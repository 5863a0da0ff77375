import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '../../wire/config/runtime-config-schema';

/** Provided by the shell from `config.json`; remotes read it (captcha settings, explorer URL) through the hook. */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs the RuntimeConfigContext provider');
  return config;
}
