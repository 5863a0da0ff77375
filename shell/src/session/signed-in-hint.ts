import { type KeyValueStorage, webStorageKey } from '@marketplace/contracts/browser';
import { SIGNED_IN_HINT_ITEM } from '@marketplace/contracts/wire';
import { storedFlag } from './stored-flag';

/**
 * Whether this browser had a signed-in session when it last left a page: a plain flag, no token and no
 * user (the session itself is the API's httpOnly cookie, which the page cannot read). It only says
 * whether to fetch the signed-in start-up's code at once, beside the question that restores the
 * session, rather than after its answer; a wrong hint costs one small fetch or one short wait.
 */
export interface SignedInHint {
  wasSignedIn(): boolean;
  remember(signedIn: boolean): void;
}

export function createSignedInHint(storage: KeyValueStorage | null): SignedInHint {
  const flag = storedFlag(webStorageKey(SIGNED_IN_HINT_ITEM, {}, storage));
  return { wasSignedIn: flag.isSet, remember: flag.set };
}
