import { HUMANITY_TOKEN_HEADER } from '../../wire/schemas/humanity-schemas';

/**
 * How a call guarded by a humanity token (spec §5, header `X-Humanity-Token`) gets one: the guard obtains
 * a token, runs the call with it, and asks for a fresh one once if the server refuses it. The browser
 * builds guards (`useHumanityGuard` of '@marketplace/contracts/browser'); mutations here only take one.
 */
export type HumanityGuard = <T>(call: (humanityToken: string) => Promise<T>) => Promise<T>;

/** The `X-Humanity-Token` header of a call, or none when the caller needs no token (a signed-in person's form). */
export function humanityTokenHeaders(humanityToken: string | undefined): Record<string, string> {
  return humanityToken ? { [HUMANITY_TOKEN_HEADER]: humanityToken } : {};
}
