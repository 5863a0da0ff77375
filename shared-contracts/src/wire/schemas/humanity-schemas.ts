import * as z from 'zod/mini';

/** Header carrying the bot-protection token on rescue and wallet creation (spec §5). */
export const HUMANITY_TOKEN_HEADER = 'X-Humanity-Token';

/**
 * Extension of spec §7: `POST /humanity/tokens`, called by the local humanity provider's script
 * (`GET /humanity/api.js`) from `execute(siteKey, {action})`.
 */
export const humanityTokenRequestSchema = z.strictObject({
  siteKey: z.string().check(z.minLength(1), z.maxLength(100)),
  action: z.string().check(z.regex(/^[A-Za-z0-9_/]{1,100}$/, 'Letters, digits, _ and / only')),
});
export type HumanityTokenRequest = z.infer<typeof humanityTokenRequestSchema>;

/** Extension of spec §7: answer of `POST /humanity/tokens`; the token lives two minutes. */
export const humanityTokenPayloadSchema = z.object({ token: z.string() });
export type HumanityTokenPayload = z.infer<typeof humanityTokenPayloadSchema>;
