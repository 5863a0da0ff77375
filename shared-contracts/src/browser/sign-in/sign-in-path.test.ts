import { signInPath } from './sign-in-path';

const inJapanese = (path: string) => `/ja${path}`;
const unprefixed = (path: string) => path;

describe('the sign-in address', () => {
  it('signs in through the loading page of the page’s locale', () => {
    expect(signInPath(inJapanese, '/ja/store/diamond-dreams')).toBe('/ja/loading?auth=true&redirect=%2Fja%2Fstore%2Fdiamond-dreams');
    expect(signInPath(unprefixed, '/cart')).toBe('/loading?auth=true&redirect=%2Fcart');
  });

  it('keeps the whole return path, query and hash included, as one redirect parameter', () => {
    const returnTo = '/market/diamond-dreams?sort=PRICE_ASC&page=2#craft';
    const address = new URL(signInPath(unprefixed, returnTo), 'https://marketplace.test');
    expect(address.pathname).toBe('/loading');
    expect(address.searchParams.get('auth')).toBe('true');
    expect(address.searchParams.get('redirect')).toBe(returnTo);
    expect([...address.searchParams.keys()]).toEqual(['auth', 'redirect']);
  });
});
