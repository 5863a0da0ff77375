import type { RuntimeConfig } from '../../wire/config/runtime-config-schema';

/** The four APIs of runtime config `api`; every resource function names the one it calls. */
export const API_SERVICES = ['main', 'identity', 'kyc', 'explorer'] as const;
export type ApiService = (typeof API_SERVICES)[number];

export type ApiBaseUrls = RuntimeConfig['api'];

/** The only services the bearer token may go to (DESIGN "Security baseline"). */
export const BEARER_SERVICES: readonly ApiService[] = ['main', 'identity', 'kyc'];
