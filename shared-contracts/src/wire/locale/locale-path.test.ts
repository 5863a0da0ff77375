import { localizePath, splitLocalePath } from './locale-path';

describe('locale paths', () => {
  it('reads English from an unprefixed path', () => {
    expect(splitLocalePath('/store/diamond-dreams')).toEqual({ locale: 'en', path: '/store/diamond-dreams' });
  });

  it('reads the locale from its prefix and keeps the rest', () => {
    expect(splitLocalePath('/ja/store/diamond-dreams')).toEqual({ locale: 'ja', path: '/store/diamond-dreams' });
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr', path: '/' });
  });

  it('does not treat /en or unknown segments as a prefix', () => {
    expect(splitLocalePath('/en/store')).toEqual({ locale: 'en', path: '/en/store' });
    expect(splitLocalePath('/xx/store')).toEqual({ locale: 'en', path: '/xx/store' });
  });

  it('prefixes every locale but English', () => {
    expect(localizePath('/support', 'en')).toBe('/support');
    expect(localizePath('/support', 'de')).toBe('/de/support');
    expect(localizePath('/', 'ko')).toBe('/ko');
    expect(localizePath('/?cause=error', 'zh')).toBe('/zh?cause=error');
  });
});
