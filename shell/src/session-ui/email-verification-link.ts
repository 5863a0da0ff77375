import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usersKeys } from '@marketplace/contracts/http';
import { useShellServices } from '../services/shell-services-context';
import { showToast } from '../toasts/show-toast';

/** The query parameter of the link in a verification mail (`/?verify-email=KEY`, spec §7 `POST /api/keys/verify-email`). */
export const VERIFY_EMAIL_PARAM = 'verify-email';

/** Keys already sent: a key works once, and a remount (StrictMode's second effect) must not spend it again. */
const sentKeys = new Set<string>();

/** The address without the key: the same page, the rest of its query and its hash. */
export function addressWithoutKey(pathname: string, search: string, hash: string): string {
  const query = new URLSearchParams(search);
  query.delete(VERIFY_EMAIL_PARAM);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/**
 * Follows the link of a verification mail on whatever page it opens: the key leaves the address and
 * its history entry at once (a replace, so neither Back nor a shared address carries it), is sent to
 * the API, and a toast says whether the address is now verified or the link has expired. A signed-in
 * person's profile is read again, so the account page shows the new state.
 */
export function useEmailVerificationLink(): void {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { api } = useShellServices();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address can bring a key
  useEffect(() => {
    const key = new URLSearchParams(search).get(VERIFY_EMAIL_PARAM);
    if (key === null) return;
    const clean = addressWithoutKey(pathname, search, hash);
    // The address bar and this history entry lose the key at once; the router's own replace (which
    // commits only once the route's guards have run) then brings its location in line.
    window.history.replaceState(window.history.state, '', clean);
    void navigate(clean, { replace: true, preventScrollReset: true });
    if (!key || sentKeys.has(key)) return;
    sentKeys.add(key);
    api.emailKeys.verifyEmail(key).then(
      () => {
        showToast('success', t('emailVerification.verified'));
        void client.invalidateQueries({ queryKey: usersKeys.self() });
      },
      () => showToast('error', t('emailVerification.failed')),
    );
  }, [search]);
}
