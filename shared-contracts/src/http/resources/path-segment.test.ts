import { pathSegment } from './path-segment';

describe('pathSegment', () => {
  it('encodes what would end or extend the path', () => {
    expect(pathSegment('ana/../admin?x=1#y')).toBe('ana%2F..%2Fadmin%3Fx%3D1%23y');
  });

  it('keeps names with dots that are not dot segments', () => {
    expect(pathSegment('a.b')).toBe('a.b');
    expect(pathSegment('...')).toBe('...');
  });

  it.each(['', '.', '..', '%2e', '%2E%2e', '.%2e'])('refuses %j, which a URL would not keep as a segment', (value) => {
    expect(() => pathSegment(value)).toThrow(TypeError);
  });
});
