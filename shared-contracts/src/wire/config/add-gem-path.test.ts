import { addGemPath } from './add-gem-path';
import { isSitePath } from './site-path';

const japanese = (path: string) => `/ja${path}`;

describe('addGemPath', () => {
  it('leads to the localized receive page with the page to come back to, query included', () => {
    const path = addGemPath(japanese, '/ja/store/diamond-dreams/item-1?tab=2');
    expect(path).toBe('/ja/user-portal/wallet?return=%2Fja%2Fstore%2Fdiamond-dreams%2Fitem-1%3Ftab%3D2');
    const back = new URL(path, 'https://marketplace.invalid').searchParams.get('return');
    expect(back).toBe('/ja/store/diamond-dreams/item-1?tab=2');
    expect(isSitePath(back!)).toBe(true);
  });
});
