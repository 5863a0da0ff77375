import { findRedirectRule, isSitePath } from '@marketplace/contracts/wire';
import type { Guard } from './guard-context';
import { PASS } from './guard-outcome';

/**
 * The server's per-path rules of the running build: a site path keeps the visitor's locale and
 * query; an absolute address is left by a full page load (only the server's own rules may do that).
 */
export const serverRedirectGuard: Guard = async ({ path, search }, { redirectRules, localize }) => {
  const rule = findRedirectRule(await redirectRules(), path);
  if (!rule) return PASS;
  if (!isSitePath(rule.to)) return { kind: 'leave', href: rule.to };
  const query = search.toString();
  return { kind: 'navigate', to: `${localize(rule.to)}${query ? `?${query}` : ''}` };
};
