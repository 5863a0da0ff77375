import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { signInPath, useLocalizedPath } from '@marketplace/contracts/browser';

/** Query parameters that only open a modal; coming back from sign-in must not open it again. */
const MODAL_ONLY_PARAMS = ['cause'];

/** The `/loading?auth=true` address that signs in and comes back to the page now shown. */
export function useSignInPath(): (authPath?: 'login' | 'signup') => string {
  const { pathname, search } = useLocation();
  const localized = useLocalizedPath();
  return useCallback(
    (authPath = 'login') => {
      const query = new URLSearchParams(search);
      for (const name of MODAL_ONLY_PARAMS) query.delete(name);
      const returnTo = `${pathname}${query.size ? `?${query.toString()}` : ''}`;
      const url = signInPath(localized, returnTo);
      return authPath === 'signup' ? `${url}&authPath=signup` : url;
    },
    [pathname, search, localized],
  );
}
