import Cookies from 'js-cookie';
import { DEFAULT_MERCHANT_ID } from '@marketplace/contracts/wire';
import { COOKIE_NAMES } from '../cookies/marketplace-cookies';
import { currentMerchantStore, restoreCurrentMerchant } from './current-merchant-store';

describe('the current merchant', () => {
  afterEach(() => Cookies.remove(COOKIE_NAMES.merchant));

  it('starts as the default merchant, as a page prerendered for everyone shows it, whatever the cookie says', () => {
    Cookies.set(COOKIE_NAMES.merchant, 'elemental-raiders');
    expect(currentMerchantStore.getInitialState().merchantId).toBe(DEFAULT_MERCHANT_ID);
  });

  it("becomes the visitor's remembered merchant at start-up", () => {
    Cookies.set(COOKIE_NAMES.merchant, 'elemental-raiders');
    restoreCurrentMerchant();
    expect(currentMerchantStore.getState().merchantId).toBe('elemental-raiders');
  });
});
