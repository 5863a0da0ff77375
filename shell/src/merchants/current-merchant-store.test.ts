import Cookies from 'js-cookie';
import { DEFAULT_MERCHANT_ID, MERCHANT_COOKIE_ITEM } from '@marketplace/contracts/wire';
import { currentMerchantStore, restoreCurrentMerchant } from './current-merchant-store';

describe('the current merchant', () => {
  afterEach(() => Cookies.remove(MERCHANT_COOKIE_ITEM.name));

  it('starts as the default merchant, as a page prerendered for everyone shows it, whatever the cookie says', () => {
    Cookies.set(MERCHANT_COOKIE_ITEM.name, 'elemental-raiders');
    expect(currentMerchantStore.getInitialState().merchantId).toBe(DEFAULT_MERCHANT_ID);
  });

  it("becomes the visitor's remembered merchant at start-up", () => {
    Cookies.set(MERCHANT_COOKIE_ITEM.name, 'elemental-raiders');
    restoreCurrentMerchant();
    expect(currentMerchantStore.getState().merchantId).toBe('elemental-raiders');
  });
});
