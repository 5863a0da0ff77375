import { storePaths } from './store-paths';

describe('store paths', () => {
  it('name the front, a category and an item of a merchant', () => {
    expect(storePaths.front('diamond-dreams')).toBe('/store/diamond-dreams');
    expect(storePaths.category('diamond-dreams', 'rings')).toBe('/store/diamond-dreams/category/rings');
    expect(storePaths.item('diamond-dreams', '9d7c1c62-93a3-4b7e-8e0e-3b1f0f6a2c11')).toBe('/store/diamond-dreams/9d7c1c62-93a3-4b7e-8e0e-3b1f0f6a2c11');
  });
});
