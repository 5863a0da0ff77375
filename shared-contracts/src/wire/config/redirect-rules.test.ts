import { buildMetaSchema, findRedirectRule } from './redirect-rules';

describe('server redirect rules', () => {
  it('finds the rule of a path, ignoring a trailing slash', () => {
    const rules = [
      { from: '/old-store', to: '/store/diamond-dreams' },
      { from: '/press', to: 'https://press.example/' },
    ];

    expect(findRedirectRule(rules, '/old-store/')).toEqual(rules[0]);
    expect(findRedirectRule(rules, '/press')).toEqual(rules[1]);
    expect(findRedirectRule(rules, '/old')).toBeUndefined();
  });

  it('accepts site paths and http(s) addresses as targets', () => {
    const meta = {
      buildId: 'b1',
      redirects: [
        { from: '/a', to: '/b' },
        { from: '/c', to: 'https://example.com/c' },
      ],
    };

    expect(buildMetaSchema.safeParse(meta).success).toBe(true);
  });

  it.each([
    { from: '/a', to: 'javascript:alert(1)' },
    { from: '/a', to: '//evil.example' },
    { from: 'a', to: '/b' },
    { from: '/a?x=1', to: '/b' },
  ])('refuses the rule %j', (rule) => {
    expect(buildMetaSchema.safeParse({ buildId: 'b1', redirects: [rule] }).success).toBe(false);
  });
});
