import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitLocalePath } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { useShellServices } from '../services/shell-services-context';
import { needsLogin } from '../guards/login-guard';

/** Signs out; a page that needs a signed-in user is left for the home page. */
export function useSignOut(): () => void {
  const { session } = useShellServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  return useCallback(() => {
    session.signOut();
    if (needsLogin(splitLocalePath(pathname).path)) void navigate(localized('/'));
  }, [session, navigate, pathname, localized]);
}
