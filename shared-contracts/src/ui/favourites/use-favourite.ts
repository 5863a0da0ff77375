import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { marketplaceBus, useIsLoggedIn, useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { favouritesKeys, favouritesQueries } from '@marketplace/contracts/http';
import type { FavouriteKey, FavouriteKeys } from '../../wire/schemas/favourite-schemas';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { rememberPendingFavourite, takePendingFavourite } from './pending-favourite';

const sameItem = (a: FavouriteKey) => (b: FavouriteKey) => a.merchantId === b.merchantId && a.setId === b.setId;

/** Where a visitor signs in and comes back to `returnTo` (the shell's loading page opens the sign-in). */
export const favouriteSignInPath = (localize: (path: string) => string, returnTo: string) =>
  `${localize('/loading')}?auth=true&redirect=${encodeURIComponent(returnTo)}`;

export interface FavouriteToggle {
  favourited: boolean;
  /** Adds or removes it at once on screen, the server told behind; a failure puts it back and says so. Signed out: off to sign in. */
  toggle: () => void;
}

/**
 * One item's heart: whether the person favourited it (from the one read of every favourite's key, shared
 * by all the hearts of a page) and the optimistic toggle. A heart pressed before signing in is added when
 * the person is back on the page signed in.
 */
export function useFavourite(key: FavouriteKey, name: string): FavouriteToggle {
  const api = useMarketplaceApi();
  const signedIn = useIsLoggedIn();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const localize = useLocalizedPath();
  const { t } = useTranslation(KIT_NAMESPACE);
  const keys = useQuery({ ...favouritesQueries.keys(api), enabled: signedIn });
  const favourited = signedIn && (keys.data?.keys.some(sameItem(key)) ?? false);

  const mutation = useMutation({
    mutationFn: (add: boolean) => (add ? api.favourites.add(key) : api.favourites.remove(key)),
    onMutate: async (add: boolean) => {
      const queryKey = favouritesKeys.keys();
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<FavouriteKeys>(queryKey);
      const others = (previous?.keys ?? []).filter((each) => !sameItem(key)(each));
      client.setQueryData<FavouriteKeys>(queryKey, { keys: add ? [key, ...others] : others });
      return { previous };
    },
    onError: (_error, add, context) => {
      client.setQueryData(favouritesKeys.keys(), context?.previous);
      marketplaceBus.emit('toast', { tone: 'error', message: t(add ? 'favourites.addFailed' : 'favourites.removeFailed', { name }) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: favouritesKeys.all }),
  });

  const { mutate } = mutation;
  const { merchantId, setId } = key;
  useEffect(() => {
    if (signedIn && takePendingFavourite({ merchantId, setId })) mutate(true);
  }, [signedIn, merchantId, setId, mutate]);

  const toggle = () => {
    if (!signedIn) {
      rememberPendingFavourite(key);
      navigate(favouriteSignInPath(localize, `${pathname}${search}${hash}`));
      return;
    }
    mutate(!favourited);
  };
  return { favourited, toggle };
}
