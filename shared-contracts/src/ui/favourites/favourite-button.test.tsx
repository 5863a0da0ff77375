/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { marketplaceBus, MarketplaceApiContext, SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import type { FavouriteKey, FavouriteKeys } from '../../wire/schemas/favourite-schemas';
import { FavouriteButton } from './favourite-button';

const bow: FavouriteKey = { merchantId: 'elemental-raiders', setId: 'er-storm-bow' };

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * A favourites API starting from `keys`, whose changes wait for the test to settle them; a change the test
 * resolves is kept, as a server keeps it, so the read that follows it (the heart's refetch) agrees.
 */
function fakeFavourites(keys: FavouriteKey[]) {
  let kept = [...keys];
  const changes: Deferred<FavouriteKey>[] = [];
  const change = (apply: (item: FavouriteKey) => void) =>
    jest.fn((item: FavouriteKey) => {
      const next = deferred<FavouriteKey>();
      changes.push(next);
      return next.promise.then((answer) => {
        apply(item);
        return answer;
      });
    });
  const sameAs = (item: FavouriteKey) => (each: FavouriteKey) => each.merchantId === item.merchantId && each.setId === item.setId;
  const add = change((item) => {
    kept = [item, ...kept.filter((each) => !sameAs(item)(each))];
  });
  const remove = change((item) => {
    kept = kept.filter((each) => !sameAs(item)(each));
  });
  const api = { favourites: { keys: jest.fn(async (): Promise<FavouriteKeys> => ({ keys: kept })), add, remove, page: jest.fn() } };
  return { api: api as unknown as MarketplaceApi, changes, add };
}

function renderButton(api: MarketplaceApi, path = '/market/elemental-raiders/stack/er-storm-bow') {
  return renderTranslated(
    <MarketplaceApiContext.Provider value={api}>
      <Routes>
        <Route path="/loading" element={<p>Signing in</p>} />
        <Route path="*" element={<FavouriteButton item={bow} name="Storm Bow" />} />
      </Routes>
    </MarketplaceApiContext.Provider>,
    { path },
  );
}

const signIn = () => sessionStore.setState({ token: 'token', expiresAt: Date.now() + 60_000, user: null });

afterEach(() => {
  sessionStore.setState(SIGNED_OUT);
  sessionStorage.clear();
});

describe('FavouriteButton', () => {
  it('is a toggle named after the item that fills at once, before the server answers, and stays so when it agrees', async () => {
    signIn();
    const { api, changes, add } = fakeFavourites([]);
    await renderButton(api);
    const heart = await screen.findByRole('button', { name: 'Favourite: Storm Bow' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));

    await userEvent.click(heart);

    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(add).toHaveBeenCalledWith(bow);
    await act(async () => changes[0]?.resolve(bow));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    // The keys read again after the change: the server's answer agrees, so the heart stays filled.
    await waitFor(() => expect(api.favourites.keys).toHaveBeenCalledTimes(2));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the heart back and says so in a toast when the server refuses', async () => {
    signIn();
    const toasts: string[] = [];
    const stop = marketplaceBus.on('toast', ({ message }) => toasts.push(message));
    const { api, changes } = fakeFavourites([bow]);
    await renderButton(api);
    const heart = await screen.findByRole('button', { name: 'Favourite: Storm Bow' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await act(async () => changes[0]?.reject(new Error('offline')));

    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(toasts).toEqual(['Storm Bow could not be removed from your favourites. Try again.']);
    stop();
  });

  it('sends a visitor to sign in and back to this page, and adds the item once they are back signed in', async () => {
    const { api, add } = fakeFavourites([]);
    const first = await renderButton(api, '/en/market/elemental-raiders/stack/er-storm-bow?page=2');

    await userEvent.click(await screen.findByRole('button', { name: 'Favourite: Storm Bow' }));

    expect(await screen.findByText('Signing in')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('marketplace:pending-favourite')).toContain('er-storm-bow');
    first.unmount();

    signIn();
    await renderButton(api);
    await waitFor(() => expect(add).toHaveBeenCalledWith(bow));
    expect(add).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('marketplace:pending-favourite')).toBeNull();
  });
});
