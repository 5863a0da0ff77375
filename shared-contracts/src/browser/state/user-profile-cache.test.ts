import type { PublicUserProfile } from '../../wire/schemas/user-schemas';
import { createUserProfileCache } from './user-profile-cache';

const profile = (id: string): PublicUserProfile => ({
  id,
  username: `user-${id.slice(0, 4)}`,
  displayName: null,
  tagline: null,
  profilePicture: 'DEFAULT',
  profileBanner: 'banner0',
  registrationTime: '2026-01-01T00:00:00.000Z',
});

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

function setUp(expirationMinutes: number) {
  let clock = 0;
  const fetchProfiles = jest.fn(async (ids: readonly string[]) => ids.map(profile));
  const cache = createUserProfileCache({ fetchProfiles, expirationMinutes, now: () => clock });
  return { cache, fetchProfiles, advance: (ms: number) => (clock += ms) };
}

describe('the user profile cache', () => {
  it('forgets every profile on clear, answering how many it held, and asks for them again', async () => {
    const { cache, fetchProfiles } = setUp(5);
    await cache.profiles([A, B]);

    expect(cache.clear()).toBe(2);
    expect(cache.clear()).toBe(0);
    await cache.profiles([A]);
    expect(fetchProfiles).toHaveBeenCalledTimes(2);
  });

  it('asks for the missing ids in one request, each once', async () => {
    const { cache, fetchProfiles } = setUp(5);

    const found = await cache.profiles([A, B, A]);

    expect([...found.keys()]).toEqual([A, B]);
    expect(fetchProfiles).toHaveBeenCalledTimes(1);
    expect(fetchProfiles).toHaveBeenCalledWith([A, B]);
  });

  it('answers from the cache while the profiles are fresh, and asks again once they expire', async () => {
    const { cache, fetchProfiles, advance } = setUp(5);
    await cache.profiles([A]);

    advance(5 * 60_000 - 1);
    await cache.profiles([A, B]);
    advance(1);
    await cache.profiles([A]);

    expect(fetchProfiles.mock.calls).toEqual([[[A]], [[B]], [[A]]]);
  });

  it('never caches with 0 minutes', async () => {
    const { cache, fetchProfiles } = setUp(0);

    await cache.profiles([A]);
    await cache.profiles([A]);

    expect(fetchProfiles).toHaveBeenCalledTimes(2);
  });

  it('leaves out ids nobody has', async () => {
    const fetchProfiles = jest.fn(async () => [profile(A)]);
    const cache = createUserProfileCache({ fetchProfiles, expirationMinutes: 5 });

    const found = await cache.profiles([A, B]);

    expect([...found.keys()]).toEqual([A]);
  });
});
