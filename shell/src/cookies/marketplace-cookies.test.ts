import Cookies from 'js-cookie';
import {
  clearUserCookies,
  ensureDeviceId,
  readMerchant,
  readReferral,
  readRememberedLocale,
  rememberLocale,
  rememberMerchant,
  rememberReferral,
} from './marketplace-cookies';

function clearAll() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

afterEach(clearAll);

/** An `expires` date `days` ahead of now, give or take a minute of test time. */
const inDays = (days: number) => ({
  asymmetricMatch: (date: unknown) => date instanceof Date && Math.abs(date.getTime() - Date.now() - days * 86_400_000) < 60_000,
  toString: () => `a date ${days} days ahead`,
});

describe('marketplace cookies', () => {
  it('makes the device id once and keeps it 90 days, strict', () => {
    const set = jest.spyOn(Cookies, 'set');

    const first = ensureDeviceId(() => 'device-1');
    const second = ensureDeviceId(() => 'device-2');

    expect([first, second]).toEqual(['device-1', 'device-1']);
    expect(set).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith('deviceId', 'device-1', expect.objectContaining({ expires: inDays(90), sameSite: 'strict', secure: false }));
    set.mockRestore();
  });

  it('keeps the referral of the query for 7 days', () => {
    const set = jest.spyOn(Cookies, 'set');

    rememberReferral(new URLSearchParams('?referral=collector'));

    expect(readReferral()).toBe('collector');
    expect(set).toHaveBeenCalledWith('referral', 'collector', expect.objectContaining({ expires: inDays(7) }));
    set.mockRestore();
  });

  it('ignores an empty referral', () => {
    rememberReferral(new URLSearchParams('?referral=%20'));

    expect(readReferral()).toBeUndefined();
  });

  it('remembers the merchant, diamond-dreams by default', () => {
    expect(readMerchant()).toBe('diamond-dreams');

    rememberMerchant('elemental-raiders');

    expect(readMerchant()).toBe('elemental-raiders');
  });

  it("clears the user's id-named cookies and the referral on logout, and keeps the device id", () => {
    const userId = '5d7c1a62-4b1e-4d43-9a55-2f0d5e0e3c11';
    Cookies.set(`wallet-key-${userId}`, 'obfuscated');
    Cookies.set('wallet-key-someone-else', 'other');
    rememberReferral(new URLSearchParams('?referral=collector'));
    ensureDeviceId(() => 'device-1');

    clearUserCookies(userId);

    expect(Cookies.get()).toEqual({ 'wallet-key-someone-else': 'other', deviceId: 'device-1' });
  });
});

describe('the locale cookie', () => {
  it('keeps the chosen language a year and reads it back; anything else reads as none', () => {
    const set = jest.spyOn(Cookies, 'set');

    rememberLocale('ja');

    expect(readRememberedLocale()).toBe('ja');
    expect(set).toHaveBeenCalledWith('locale', 'ja', expect.objectContaining({ expires: inDays(365) }));
    set.mockRestore();
    Cookies.set('locale', 'xx');
    expect(readRememberedLocale()).toBeNull();
  });
});
