import { createContext, useContext } from 'react';
import type { ShellServices } from './shell-services';

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices needs the ShellServicesContext provider');
  return services;
}
