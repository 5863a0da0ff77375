import { ApiError } from '@marketplace/contracts/wire';
import { manualKeyGroups } from './manual-key';
import { twoFactorRefusal } from './two-factor-refusal';

const refused = (status: number) => new ApiError('PUT /api/users/self/2fa', status, 'refused', { body: { status, message: 'refused' } });

describe('twoFactorRefusal', () => {
  it('reads an answer as no refusal', () => {
    expect(twoFactorRefusal({ twoFactorAuth: true })).toBeNull();
  });

  it.each([
    [403, 'wrong-code'],
    [400, 'enrolment-expired'],
  ])('reads %i as %s', (status, refusal) => {
    expect(twoFactorRefusal(refused(status))).toBe(refusal);
  });

  it('reads null (too many codes, a conflict, the network) as failed', () => {
    expect(twoFactorRefusal(null)).toBe('failed');
  });
});

describe('manualKeyGroups', () => {
  it('splits the secret into groups of four and drops the padding', () => {
    expect(manualKeyGroups('JBSWY3DPEHPK3PXPJB==')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP', 'JB']);
  });
});
