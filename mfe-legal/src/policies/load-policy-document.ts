import type { LegalPolicy, Locale } from '@marketplace/contracts/wire';
import type { PolicyDocument } from './policy-document';

/**
 * One policy in one language, fetched when a page needs it: the bundler makes one chunk per
 * `documents/<locale>/<policy>.ts`, so reading the terms in Japanese never downloads the other 44 texts.
 */
export async function loadPolicyDocument(locale: Locale, policy: LegalPolicy): Promise<PolicyDocument> {
  const module: { default: PolicyDocument } = await import(/* webpackChunkName: "policy-[request]" */ `./documents/${locale}/${policy}.ts`);
  return module.default;
}
