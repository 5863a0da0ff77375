import { ApiError } from '@marketplace/contracts/wire';
import type { WalletSessionContext } from './session-context';

/** The API's message when it refuses a humanity token. */
const HUMANITY_REFUSED = 'Humanity check failed';

/** The named actions of the humanity tokens (spec §5). */
export const HUMANITY_ACTIONS = { create: 'wallet_create', rescue: 'wallet_rescue' } as const;

/** A humanity token the server refused (spent, expired) is dropped, and one new one is asked for. */
export async function withHumanityToken<T>({ humanity }: WalletSessionContext, action: string, call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(await humanity().token(action));
  } catch (error) {
    if (!isHumanityRefusal(error)) throw error;
    humanity().discard();
    return call(await humanity().token(action));
  }
}

/** The API's 403 for a humanity token it does not accept (as opposed to, say, 'Rescue sign-in required'). */
function isHumanityRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const body = error.body as { message?: unknown } | null;
  return body?.message === HUMANITY_REFUSED;
}
