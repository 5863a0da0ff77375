/** The policies served under `/legal/{policy}`; any other name is not a page. */
export const LEGAL_POLICIES = ['terms', 'privacy', 'cookies', 'acceptable-use', 'fees'] as const;
export type LegalPolicy = (typeof LEGAL_POLICIES)[number];

export function isLegalPolicy(value: string): value is LegalPolicy {
  return (LEGAL_POLICIES as readonly string[]).includes(value);
}

/**
 * The version of the terms of service in force. The terms document of every locale carries this same
 * version (tested), the API accepts only this one, and a signed-in person whose accepted version differs
 * is asked to accept it before buying or selling. Publishing new terms is changing this one constant.
 */
export const TERMS_OF_SERVICE_VERSION = '2026-12-03';

/** Whether a person who accepted `acceptedVersion` (null: never) has accepted the terms now in force. */
export function hasAcceptedCurrentTerms(acceptedVersion: string | null): boolean {
  return acceptedVersion === TERMS_OF_SERVICE_VERSION;
}
