import { ApiError } from '@marketplace/contracts/wire';
import { settingFailureKey } from './setting-failure';

describe('what a failed save says', () => {
  it('reads a 409 as the section says (a taken name, an address verified already)', () => {
    const conflict = new ApiError('PUT /api/users/self/username', 409, 'Username taken');
    expect(settingFailureKey(conflict, 'accountSettings.profile.nameTakenOnSave')).toBe('accountSettings.profile.nameTakenOnSave');
    expect(settingFailureKey(conflict)).toBe('accountSettings.failure.unexpected');
  });

  it('reads a 429 as the section says when it has its own reading (a name changed too recently)', () => {
    const tooSoon = new ApiError('PUT /api/users/self/username', 429, 'Display name can change again after 2026-12-25T10:00:00.000Z');
    expect(settingFailureKey(tooSoon, undefined, 'accountSettings.profile.nameTooSoon')).toBe('accountSettings.profile.nameTooSoon');
    expect(settingFailureKey(tooSoon)).toBe('accountSettings.failure.tooMany');
  });

  it('tells a refused value, too many tries and a lost connection from anything else', () => {
    expect(settingFailureKey(new ApiError('PUT', 400, 'Bad Request'))).toBe('accountSettings.failure.invalid');
    expect(settingFailureKey(new ApiError('PUT', 0, 'Failed to fetch'))).toBe('accountSettings.failure.offline');
    expect(settingFailureKey(new ApiError('POST', 429, 'Too Many Requests'))).toBe('accountSettings.failure.tooMany');
    expect(settingFailureKey(new ApiError('PUT', 500, 'Internal'))).toBe('accountSettings.failure.unexpected');
    expect(settingFailureKey(new Error('boom'))).toBe('accountSettings.failure.unexpected');
  });
});
