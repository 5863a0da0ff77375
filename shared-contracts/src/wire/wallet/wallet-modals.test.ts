import { isRescuePage, isSuppressedOnRescue } from './wallet-modals';

describe('isRescuePage', () => {
  it.each([
    ['/rescue', true],
    ['/ja/rescue', true],
    ['/de/rescue', true],
    ['/', false],
    ['/rescue-me', false],
    ['/store/rescue', false],
    ['/en/rescue', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isRescuePage(pathname)).toBe(expected);
  });
});

describe('isSuppressedOnRescue', () => {
  it('suppresses the wallet-create and wallet-locked prompts, not the rest', () => {
    expect(isSuppressedOnRescue({ kind: 'wallet-create' })).toBe(true);
    expect(isSuppressedOnRescue({ kind: 'wallet-locked' })).toBe(true);
    expect(isSuppressedOnRescue({ kind: 'wallet-sign' })).toBe(false);
    expect(isSuppressedOnRescue({ kind: 'rescue' })).toBe(false);
  });
});
