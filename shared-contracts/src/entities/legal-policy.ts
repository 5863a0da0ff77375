/** The policies served under `/legal/{policy}`; any other name is not a page. */
export const LEGAL_POLICIES = ['terms', 'privacy', 'cookies', 'acceptable-use'] as const;
export type LegalPolicy = (typeof LEGAL_POLICIES)[number];

export function isLegalPolicy(value: string): value is LegalPolicy {
  return (LEGAL_POLICIES as readonly string[]).includes(value);
}
