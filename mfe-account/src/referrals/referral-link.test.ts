import { referralLinkOf } from './referral-link';

describe('referralLinkOf', () => {
  it("names the person by their username on the site's home", () => {
    expect(referralLinkOf('https://market.test', { id: 'c0ffee00-0000-4000-8000-000000000001', username: 'riley' })).toBe(
      'https://market.test/?referral=riley',
    );
  });

  it('names them by id while they have no username', () => {
    expect(referralLinkOf('https://market.test', { id: 'c0ffee00-0000-4000-8000-000000000001', username: null })).toBe(
      'https://market.test/?referral=c0ffee00-0000-4000-8000-000000000001',
    );
  });

  it('keeps the link one parameter whatever the name holds', () => {
    expect(referralLinkOf('https://market.test', { id: 'x', username: 'a&b=c' })).toBe('https://market.test/?referral=a%26b%3Dc');
  });
});
