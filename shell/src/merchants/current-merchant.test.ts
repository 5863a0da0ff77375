import { merchantOfPage } from './current-merchant';

const merchants = [{ id: 'diamond-dreams' }, { id: 'elemental-raiders' }];

describe('merchantOfPage', () => {
  it('takes the route parameter first', () => {
    expect(merchantOfPage('/collection/elemental-raiders', 'elemental-raiders', merchants)).toBe('elemental-raiders');
  });

  it.each(['/market/elemental-raiders/stack/s1', '/store/elemental-raiders', '/craft/elemental-raiders/category/x'])(
    'reads the segment after the section in %s',
    (path) => {
      expect(merchantOfPage(path, undefined, merchants)).toBe('elemental-raiders');
    },
  );

  it('ignores a segment that names no known merchant and pages of no merchant', () => {
    expect(merchantOfPage('/market/unknown', undefined, merchants)).toBeNull();
    expect(merchantOfPage('/user-portal/offers', undefined, merchants)).toBeNull();
  });
});
