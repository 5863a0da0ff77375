import { ApiError } from '@marketplace/contracts/wire';
import { passwordChangeRefusal } from './password-change-refusal';

const refused = (status: number, message: string) => new ApiError('PUT /api/users/self/password', status, message, { body: { status, message } });

describe('passwordChangeRefusal', () => {
  it('reads a changed password as no refusal', () => {
    expect(passwordChangeRefusal({ changed: true })).toBeNull();
  });

  it('reads 403 as a wrong current password', () => {
    expect(passwordChangeRefusal(refused(403, 'Wrong password'))).toBe('wrong-current');
  });

  it('reads a 412 that names the new password as a broken rule', () => {
    expect(passwordChangeRefusal(refused(412, 'body.newPassword: 10 to 128 characters'))).toBe('broken-rule');
  });

  it('reads any other 412 as an account that signs in with Google or Apple', () => {
    expect(passwordChangeRefusal(refused(412, 'This account signs in with Google or Apple and has no password'))).toBe('no-password');
  });

  it('reads null (a failure the API does not explain, such as too many attempts) as failed', () => {
    expect(passwordChangeRefusal(null)).toBe('failed');
  });
});
