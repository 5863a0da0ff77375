import Cookies from 'js-cookie';
import { createStore } from 'zustand/vanilla';
import { createEventBus, type MarketplaceEvents, type MarketplaceRequests, type SessionState } from '@marketplace/contracts/browser';
import { emptyUserState } from '@marketplace/contracts/wire';
import { listenToPreferredLocale, signInReturnAddress } from './preferred-locale';

afterEach(() => Cookies.remove('locale', { path: '/' }));

describe('the account language at sign-in', () => {
  it('returns to the unprefixed address in the account language, and remembers it', () => {
    expect(signInReturnAddress('/store/diamond-dreams?page=2#items', 'de')).toBe('/de/store/diamond-dreams?page=2#items');
    expect(signInReturnAddress('/', 'de')).toBe('/de');
    expect(Cookies.get('locale')).toBe('de');
  });

  it('keeps a prefixed address: the person chose that language for this visit', () => {
    expect(signInReturnAddress('/ja/store/diamond-dreams', 'de')).toBe('/ja/store/diamond-dreams');
    expect(Cookies.get('locale')).toBeUndefined();
  });

  it('keeps the address for the default English every account starts with', () => {
    expect(signInReturnAddress('/store/diamond-dreams', 'en')).toBe('/store/diamond-dreams');
  });
});

describe('a preferred language saved on the account page', () => {
  function listening(pathname: string) {
    const bus = createEventBus<MarketplaceEvents, MarketplaceRequests>();
    const store = createStore<SessionState>(() => ({ token: 't', expiresAt: null, user: { ...emptyUserState(), id: 'u1' } }));
    const navigate = jest.fn();
    listenToPreferredLocale({ bus, store, location: () => ({ pathname, search: '?tab=language', hash: '' }), navigate });
    return { bus, store, navigate };
  }

  it('moves the page to its prefix, keeping the page and query, and remembers it on the user and in the cookie', () => {
    const { bus, store, navigate } = listening('/user-portal/account');

    bus.emit('locale:preferred', { locale: 'ja' });

    expect(navigate).toHaveBeenCalledWith('/ja/user-portal/account?tab=language');
    expect(store.getState().user?.preferredLocale).toBe('ja');
    expect(Cookies.get('locale')).toBe('ja');
  });

  it('goes back to the unprefixed address for English', () => {
    const { bus, navigate } = listening('/ja/user-portal/account');

    bus.emit('locale:preferred', { locale: 'en' });

    expect(navigate).toHaveBeenCalledWith('/user-portal/account?tab=language');
    expect(Cookies.get('locale')).toBe('en');
  });

  it('stays put when the page already speaks it', () => {
    const { bus, navigate } = listening('/ja/user-portal/account');

    bus.emit('locale:preferred', { locale: 'ja' });

    expect(navigate).not.toHaveBeenCalled();
  });
});
