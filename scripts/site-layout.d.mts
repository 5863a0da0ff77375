export type SiteMember = 'shell' | 'account' | 'merchant' | 'wallet' | 'legal' | 'api' | 'inbox' | 'smtp';
export const HOST: '127.0.0.1';
export const DEFAULT_PORTS: Record<SiteMember, number>;
export function portVariable(name: SiteMember): string;
export function portOf(name: SiteMember, env?: NodeJS.ProcessEnv): number;
export function originOf(name: SiteMember, env?: NodeJS.ProcessEnv): string;
export function relocatedOrigins(env?: NodeJS.ProcessEnv): { from: string; to: string }[];
