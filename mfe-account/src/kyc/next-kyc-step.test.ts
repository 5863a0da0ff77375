import { nextKycStep } from './next-kyc-step';

const steps = (...done: string[]) =>
  (['identity-document', 'selfie', 'address', 'review'] as const).map((step) => ({
    step,
    status: done.includes(step) ? ('DONE' as const) : ('TODO' as const),
  }));

describe('nextKycStep', () => {
  it('starts with the identity document', () => {
    expect(nextKycStep({ steps: steps() })).toBe('identity-document');
  });

  it('goes in order, to the review last', () => {
    expect(nextKycStep({ steps: steps('identity-document') })).toBe('selfie');
    expect(nextKycStep({ steps: steps('identity-document', 'selfie', 'address') })).toBe('review');
  });

  it('has nothing left once every step is done', () => {
    expect(nextKycStep({ steps: steps('identity-document', 'selfie', 'address', 'review') })).toBeNull();
  });
});
