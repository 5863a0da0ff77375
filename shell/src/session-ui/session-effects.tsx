import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isRescuePage, isSuppressedOnRescue, splitLocalePath } from '@marketplace/contracts/wire';
import { isLoggedIn, useIsLoggedIn, useMerchants, useRuntimeConfig } from '@marketplace/contracts/browser';
import { useShellServices } from '../services/shell-services-context';
import { rememberReferral } from '../cookies/marketplace-cookies';
import { setCurrentMerchant } from '../merchants/current-merchant-store';
import { merchantOfPage } from '../merchants/current-merchant';
import { modalsForQuery } from '../modal-queue/query-modals';
import { dropWelcomeSteps } from '../modal-queue/welcome-request';
import { importShellChunk } from '../federation/shell-chunk';
import { useEmailKeyLinks } from './email-key-links';
import { useSignOutRequests } from './sign-out-requests';

/**
 * What happens around every page as the address changes (spec §2, §4): query-parameter modals,
 * the referral and current-merchant cookies, the links of mails that carry a key (verification, address
 * change), a remote's sign-out request, and the idle watch of a signed-in user.
 */
export function SessionEffects() {
  const { search, pathname } = useLocation();
  const matches = useMatches();
  const { merchants } = useMerchants();
  const loggedIn = useIsLoggedIn();
  const { modals, session } = useShellServices();
  const { sessionIdleMinutes } = useRuntimeConfig();
  const routeMerchant = matches.at(-1)?.params.merchant;
  useEmailKeyLinks();
  useSignOutRequests();

  useEffect(() => {
    let current = true;
    const query = new URLSearchParams(search);
    rememberReferral(query);
    // Once the page knows who is there (a prerendered page shows before the session is restored): a
    // sign-in's own prompts come first, and `cause=auth` asks only a visitor. Only a change of address
    // opens them, not a change of login state.
    void session.whenKnown().then(() => {
      if (!current) return;
      for (const request of modalsForQuery(query, isLoggedIn())) modals.open(request);
    });
    return () => {
      current = false;
    };
  }, [search, modals, session]);

  useEffect(() => {
    // Spec §4: no wallet prompt on /rescue, including one asked for just before arriving (login startup).
    if (!isRescuePage(pathname)) return;
    modals.closeWhere(isSuppressedOnRescue);
    dropWelcomeSteps(modals, isSuppressedOnRescue);
  }, [pathname, modals]);

  useEffect(() => {
    const merchant = merchantOfPage(splitLocalePath(pathname).path, routeMerchant, merchants);
    if (merchant) setCurrentMerchant(merchant);
  }, [pathname, routeMerchant, merchants]);

  useEffect(() => {
    if (!loggedIn) return undefined;
    // The idle watch comes with the signed-in person's code (the session's own chunk), not with a visitor's page.
    let current = true;
    let stop: (() => void) | null = null;
    importShellChunk(() => import('../session/signed-in-steps')).then(
      ({ watchIdle }) => {
        if (current) stop = watchIdle({ idleMinutes: sessionIdleMinutes, onIdle: () => modals.open({ kind: 'idle-session' }) });
      },
      (error: unknown) => console.error('The idle watch could not be started', error),
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [loggedIn, sessionIdleMinutes, modals]);

  return null;
}
