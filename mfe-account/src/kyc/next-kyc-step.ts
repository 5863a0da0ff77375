import { KYC_STEPS, type KycStep, type KycVerification } from '@marketplace/contracts/wire';

/** The first step not done yet, which the provider asks for next; null once every step is done. */
export function nextKycStep(verification: Pick<KycVerification, 'steps'>): KycStep | null {
  const done = new Set(verification.steps.filter((each) => each.status === 'DONE').map((each) => each.step));
  return KYC_STEPS.find((step) => !done.has(step)) ?? null;
}
