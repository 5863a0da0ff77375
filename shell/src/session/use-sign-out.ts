import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitLocalePath, useLocalizedPath } from '@marketplace/contracts';
import { useShellServices } from '../app/shell-services-context';
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
