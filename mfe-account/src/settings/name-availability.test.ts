import { nameAvailability, nameMaySubmit } from './name-availability';

const SELF = { id: 'me', username: 'ana' };
const OTHER = {
  id: 'other',
  username: 'demo',
  displayName: 'demo',
  tagline: null,
  profilePicture: 'DEFAULT',
  profileBanner: 'banner0',
  registrationTime: '2025-01-01T00:00:00.000Z',
};
const answered = (name: string, owner: typeof OTHER | null) => ({ name, owner, failed: false });

describe('the availability of a display name', () => {
  it('is the person’s own name in any case, with nothing to look up', () => {
    expect(nameAvailability('ANA', SELF, { name: '', owner: undefined, failed: false })).toBe('unchanged');
  });

  it('refuses what the server’s pattern refuses before any lookup', () => {
    expect(nameAvailability('ab', SELF, answered('ab', null))).toBe('invalid');
    expect(nameAvailability('has space', SELF, answered('has space', null))).toBe('invalid');
  });

  it('is still being checked while the lookup answered for other text or not at all', () => {
    expect(nameAvailability('carla', SELF, answered('carl', null))).toBe('checking');
    expect(nameAvailability('carla', SELF, { name: 'carla', owner: undefined, failed: false })).toBe('checking');
  });

  it('is free when nobody has it (the lookup’s 404) and taken when someone else has it', () => {
    expect(nameAvailability('carla', SELF, answered('carla', null))).toBe('available');
    expect(nameAvailability('demo', SELF, answered('demo', OTHER))).toBe('taken');
  });

  it('is free when the profile found is the person’s own (a name they hold under another case)', () => {
    expect(nameAvailability('Carla', { id: 'other', username: null }, answered('Carla', OTHER))).toBe('available');
  });

  it('lets the server decide when the lookup failed, and refuses to submit only a taken, invalid or unchecked name', () => {
    expect(nameAvailability('carla', SELF, { name: 'carla', owner: undefined, failed: true })).toBe('unknown');
    expect(['unchanged', 'available', 'unknown'].every((state) => nameMaySubmit(state as never))).toBe(true);
    expect(['taken', 'invalid', 'checking'].some((state) => nameMaySubmit(state as never))).toBe(false);
  });
});
