import { isSitePath } from './site-path';

describe('isSitePath', () => {
  it.each(['/', '/store/diamond-dreams', '/ja/user-portal/offers?tab=2#top', '/loading?auth=true&redirect=%2Fx'])('follows the site path %s', (target) => {
    expect(isSitePath(target)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    'store/relative',
    '',
  ])('drops %j', (target) => {
    expect(isSitePath(target)).toBe(false);
  });
});
