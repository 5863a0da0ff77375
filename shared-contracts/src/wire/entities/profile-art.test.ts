import { PROFILE_BANNERS, PROFILE_PICTURES, profileBannerName, profilePictureName } from './profile-art';

describe('profile art names', () => {
  it('reads a stored picture case-insensitively and falls back to DEFAULT for one it cannot draw', () => {
    expect(profilePictureName('avatar3')).toBe('AVATAR3');
    expect(profilePictureName('AVATAR8')).toBe('AVATAR8');
    expect(profilePictureName('DRAGON_3')).toBe('DEFAULT');
    expect(profilePictureName(null)).toBe('DEFAULT');
  });

  it('reads a stored banner and falls back to banner0 for one it cannot draw', () => {
    expect(profileBannerName('banner5')).toBe('banner5');
    expect(profileBannerName('banner99')).toBe('banner0');
    expect(profileBannerName(undefined)).toBe('banner0');
  });

  it('offers the spec defaults first', () => {
    expect(PROFILE_PICTURES[0]).toBe('DEFAULT');
    expect(PROFILE_BANNERS[0]).toBe('banner0');
  });
});
