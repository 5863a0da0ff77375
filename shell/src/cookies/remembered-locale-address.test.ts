import Cookies from 'js-cookie';
import { followRememberedLocale, rememberedLocaleAddress } from './remembered-locale-address';

const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash, replace: jest.fn() });

afterEach(() => Cookies.remove('locale', { path: '/' }));

describe('the remembered language', () => {
  it('sends a person who chose Japanese from an unprefixed address to the Japanese one, query and hash kept', () => {
    expect(rememberedLocaleAddress(at('/'), 'ja')).toBe('/ja');
    expect(rememberedLocaleAddress(at('/store/diamond-dreams', '?page=2', '#items'), 'ja')).toBe('/ja/store/diamond-dreams?page=2#items');
  });

  it('leaves a prefixed address as it is: the address names its language', () => {
    expect(rememberedLocaleAddress(at('/de/store/diamond-dreams'), 'ja')).toBeNull();
  });

  it('leaves the page alone with no choice or an English one', () => {
    expect(rememberedLocaleAddress(at('/'), null)).toBeNull();
    expect(rememberedLocaleAddress(at('/'), 'en')).toBeNull();
  });

  it('leaves the page by a full load to the remembered address, before anything renders', async () => {
    Cookies.set('locale', 'ja');
    const location = at('/', '?referral=x');

    await expect(followRememberedLocale(location, PERSON)).resolves.toBe(true);

    expect(location.replace).toHaveBeenCalledWith('/ja?referral=x');
  });

  it('stays on the page, in its language, when the bot check cannot be loaded', async () => {
    Cookies.set('locale', 'ja');
    const location = at('/');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(followRememberedLocale(location, PERSON, () => Promise.reject(new Error('Loading chunk 7 failed')))).resolves.toBe(false);

    expect(location.replace).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('never redirects a crawler', async () => {
    Cookies.set('locale', 'ja');
    const location = at('/');

    await expect(followRememberedLocale(location, CRAWLER)).resolves.toBe(false);

    expect(location.replace).not.toHaveBeenCalled();
  });
});
