import { buildRequestUrl } from './build-request-url';

describe('buildRequestUrl', () => {
  it('joins the base and the path whether or not the base ends with a slash', () => {
    expect(buildRequestUrl('https://api.example.com/', '/api/merchants').href).toBe('https://api.example.com/api/merchants');
    expect(buildRequestUrl('http://127.0.0.1:4000/explorer/api', '/').href).toBe('http://127.0.0.1:4000/explorer/api/');
  });

  it('gives the base itself for an empty path, as a BscScan-style explorer expects', () => {
    expect(buildRequestUrl('http://127.0.0.1:4000/explorer/api', '', { module: 'account' }).href).toBe('http://127.0.0.1:4000/explorer/api?module=account');
  });

  it('keeps a base path prefix', () => {
    expect(buildRequestUrl('https://host.example/v2', '/api/users/self').pathname).toBe('/v2/api/users/self');
  });

  it('encodes query values and writes arrays as comma lists', () => {
    const url = buildRequestUrl('https://api.example.com', '/api/users', { id: ['a b', 'c&d'], page: 2, mine: true });
    expect(url.searchParams.get('id')).toBe('a b,c&d');
    expect(url.search).toBe('?id=a+b%2Cc%26d&page=2&mine=true');
  });

  it('leaves out null and undefined query values', () => {
    expect(buildRequestUrl('https://api.example.com', '/api/x', { a: null, b: undefined, c: 0 }).search).toBe('?c=0');
  });

  it('refuses a path that does not start with a slash', () => {
    expect(() => buildRequestUrl('https://api.example.com', '@evil.example/api')).toThrow(TypeError);
  });

  it('keeps a protocol-relative looking path on the base origin', () => {
    expect(buildRequestUrl('https://api.example.com', '//evil.example/api').origin).toBe('https://api.example.com');
  });
});
