import { isNameOf, storedItemName } from './stored-item';
import { STORAGE_REGISTRY, WALLET_KEY_COOKIE_ITEM } from './storage-registry';

describe('the storage registry', () => {
  it('names each item once per store', () => {
    const names = STORAGE_REGISTRY.map((item) => `${item.store}:${item.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives each item its own purpose in the legal remote’s catalogue', () => {
    const keys = STORAGE_REGISTRY.map((item) => item.purposeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the lifetimes spec §9 gives the cookies it names', () => {
    const lifetimeOf = (name: string) => STORAGE_REGISTRY.find((item) => item.name === name)?.lifetime;
    expect(lifetimeOf('deviceId')).toEqual({ kind: 'fixed', amount: 90, unit: 'day' });
    expect(lifetimeOf('referral')).toEqual({ kind: 'fixed', amount: 7, unit: 'day' });
    expect(lifetimeOf('locale')).toEqual({ kind: 'fixed', amount: 365, unit: 'day' });
    expect(lifetimeOf('wallet-key-{userId}')).toEqual({ kind: 'fixed', amount: 1, unit: 'hour' });
  });

  it('matches a held name to its pattern, and only to it', () => {
    expect(isNameOf(WALLET_KEY_COOKIE_ITEM, storedItemName(WALLET_KEY_COOKIE_ITEM, { userId: 'u-1' }))).toBe(true);
    expect(isNameOf(WALLET_KEY_COOKIE_ITEM, 'wallet-key-')).toBe(false);
    expect(isNameOf(WALLET_KEY_COOKIE_ITEM, 'xwallet-key-u-1')).toBe(false);
    expect(STORAGE_REGISTRY.filter((item) => isNameOf(item, 'marketplace:chunk-reload:/market/x')).map((item) => item.name)).toEqual([
      'marketplace:chunk-reload:{path}',
    ]);
  });
});
