import { originOf } from '../../../scripts/site-layout.mjs';

/**
 * Where the site under test answers: the documented ports, or those a second site took beside a running
 * one (`MARKETPLACE_<APP>_PORT`, scripts/site-layout.mjs), as its servers read them too.
 */
export const SHELL_ORIGIN = originOf('shell');
export const API_ORIGIN = originOf('api');
export const REMOTE_ORIGINS = {
  account: originOf('account'),
  merchant: originOf('merchant'),
  wallet: originOf('wallet'),
  legal: originOf('legal'),
} as const;

/** An origin as a regular expression source, for patterns over request URLs. */
export const originPattern = (origin: string) => origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
