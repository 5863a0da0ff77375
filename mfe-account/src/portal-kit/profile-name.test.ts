import { profileName } from './profile-name';

describe('profileName', () => {
  it('prefers the display name, then the username, and is null for someone who chose neither', () => {
    expect(profileName({ displayName: 'Night_Owl', username: 'night_owl' })).toBe('Night_Owl');
    expect(profileName({ displayName: null, username: 'night_owl' })).toBe('night_owl');
    expect(profileName({ displayName: '', username: null })).toBeNull();
  });
});
