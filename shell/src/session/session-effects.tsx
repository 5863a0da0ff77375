import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isRescuePage, isSuppressedOnRescue, splitLocalePath, useIsLoggedIn, useMerchants, useRuntimeConfig } from '@marketplace/contracts';
import { useShellServices } from '../app/shell-services-context';
import { rememberReferral } from '../cookies/marketplace-cookies';
import { setCurrentMerchant } from '../merchants/current-merchant-store';
import { merchantOfPage } from '../merchants/current-merchant';
import { modalsForQuery } from '../modals/query-modals';
import { watchIdle } from './idle-watch';

/**
 * What happens around every page as the address changes (spec §2, §4): query-parameter modals,
 * the referral and current-merchant cookies, and the idle watch of a signed-in user.
 */
export function SessionEffects() {
  const { search, pathname } = useLocation();
  const matches = useMatches();
  const { merchants } = useMerchants();
  const loggedIn = useIsLoggedIn();
  const { modals } = useShellServices();
  const { sessionIdleMinutes } = useRuntimeConfig();
  const routeMerchant = matches.at(-1)?.params.merchant;

  useEffect(() => {
    const query = new URLSearchParams(search);
    rememberReferral(query);
    for (const request of modalsForQuery(query, loggedIn)) modals.open(request);
    // Only a change of address opens them (not a change of login state), so `loggedIn` is read, not watched.
  }, [search, modals]);

  useEffect(() => {
    // Spec §4: no wallet prompt on /rescue, including one asked for just before arriving (login startup).
    if (isRescuePage(pathname)) modals.closeWhere(isSuppressedOnRescue);
  }, [pathname, modals]);

  useEffect(() => {
    const merchant = merchantOfPage(splitLocalePath(pathname).path, routeMerchant, merchants);
    if (merchant) setCurrentMerchant(merchant);
  }, [pathname, routeMerchant, merchants]);

  useEffect(() => {
    if (!loggedIn) return undefined;
    return watchIdle({ idleMinutes: sessionIdleMinutes, onIdle: () => modals.open({ kind: 'idle-session' }) });
  }, [loggedIn, sessionIdleMinutes, modals]);

  return null;
}
