import { useEffect } from 'react';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { isBanner } from '../modal-queue/modal-registry';
import { useShellServices } from '../services/shell-services-context';
import { useSignOut } from './use-sign-out';

/**
 * A remote's "Sign out" (`session:sign-out-requested`; the terms modal's way out): every dialog asked of
 * the person, shown or waiting (the terms, a wallet prompt queued behind them), goes with them, so none
 * is left over a signed-out page; a banner (the cookie question) belongs to the visitor and stays.
 */
export function useSignOutRequests(): void {
  const { modals } = useShellServices();
  const signOut = useSignOut();
  useEffect(
    () =>
      marketplaceBus.on('session:sign-out-requested', () => {
        modals.closeWhere((request) => !isBanner(request));
        signOut();
      }),
    [modals, signOut],
  );
}
