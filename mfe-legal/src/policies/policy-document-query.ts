import { queryOptions } from '@tanstack/react-query';
import type { LegalPolicy, Locale } from '@marketplace/contracts/wire';
import { loadPolicyDocument } from './load-policy-document';

/** A published text never changes while the page is open (a new version is a new build), so it is read once. */
export const policyDocumentQuery = (locale: Locale, policy: LegalPolicy) =>
  queryOptions({
    queryKey: ['legal', 'policy-document', locale, policy] as const,
    queryFn: () => loadPolicyDocument(locale, policy),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
