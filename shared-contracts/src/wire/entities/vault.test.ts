import { isLegacyVault } from './vault';

const entry = { value: 'envelope', time: '2026-01-01T00:00:00.000Z' };

describe('isLegacyVault', () => {
  it.each([
    [{ privateKey: entry }, true],
    [{ privateKey: entry, password: entry }, true],
    [{ rescue: entry }, true],
    [{ password: entry, rescue: entry }, false],
    [{ google: entry }, false],
    [{ recoveryPassword: entry, rescue: entry }, false],
  ])('reads %j as legacy: %s', (record, legacy) => {
    expect(isLegacyVault(record)).toBe(legacy);
  });
});
