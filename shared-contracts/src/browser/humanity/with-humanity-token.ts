import { isHumanityRefusal } from './humanity-refusal';
import type { HumanityTokens } from './humanity-tokens';

/**
 * Runs a call guarded by a humanity token (spec §5) with a token for the named action. A token the server
 * refuses (a saved one expired, or spent) is dropped and one new one is asked for; a second refusal, or a
 * provider that cannot be loaded, rejects for the caller to show.
 */
export async function withHumanityToken<T>(tokens: HumanityTokens, action: string, call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(await tokens.token(action));
  } catch (error) {
    if (!isHumanityRefusal(error)) throw error;
    tokens.discard();
    return call(await tokens.token(action));
  }
}
