import * as z from 'zod/mini';
import { isSitePath } from './site-path';

/**
 * A server redirect rule (`builds/meta/{buildId}.json`): a locale-free path of the site and where it
 * now leads — another path of the site, or an absolute http(s) address left by a full page load.
 */
export const redirectRuleSchema = z.strictObject({
  from: z.string().check(z.regex(/^\/[^?#]*$/, 'must be a path starting with /')),
  to: z.string().check(z.refine((value) => isSitePath(value) || isHttpAddress(value), 'must be a site path or an http(s) address')),
});
export type RedirectRule = z.infer<typeof redirectRuleSchema>;

export const buildMetaSchema = z.object({ buildId: z.string().check(z.minLength(1)), redirects: z.array(redirectRuleSchema) });
export type BuildMeta = z.infer<typeof buildMetaSchema>;

export const latestBuildSchema = z.object({ buildId: z.string().check(z.minLength(1)) });

export function isHttpAddress(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/** Trailing slashes do not make a different page. */
function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function findRedirectRule(rules: readonly RedirectRule[], path: string): RedirectRule | undefined {
  const wanted = normalise(path);
  return rules.find((rule) => normalise(rule.from) === wanted);
}
