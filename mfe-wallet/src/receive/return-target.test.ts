import { returnTargetOf } from './return-target';

describe('returnTargetOf', () => {
  it('keeps a path of this site and names the place it leads back to', () => {
    expect(returnTargetOf('/store/diamond-dreams/abc?x=1')).toEqual({ path: '/store/diamond-dreams/abc?x=1', place: 'store' });
    expect(returnTargetOf('/ja/user-portal/mint/7a1')).toEqual({ path: '/ja/user-portal/mint/7a1', place: 'checkout' });
    expect(returnTargetOf('/ja/craft/elemental-raiders')).toEqual({ path: '/ja/craft/elemental-raiders', place: 'craft' });
    expect(returnTargetOf('/user-portal/dashboard')).toEqual({ path: '/user-portal/dashboard', place: 'previous' });
  });

  it.each(['https://evil.example/store/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example', 'store/x', ''])(
    'refuses %j: no way off the site',
    (raw) => {
      expect(returnTargetOf(raw)).toBeNull();
    },
  );

  it("refuses the wallet's own pages, which would only lead back here", () => {
    expect(returnTargetOf('/user-portal/wallet')).toBeNull();
    expect(returnTargetOf('/fr/user-portal/wallet/send')).toBeNull();
  });
});
