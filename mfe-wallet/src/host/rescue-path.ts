import { splitLocalePath } from '@marketplace/contracts';

/** `/rescue` in any locale: where spec §4 suppresses the wallet's prompts and its locking. */
export function isRescuePath(pathname: string): boolean {
  return splitLocalePath(pathname).path === '/rescue';
}
