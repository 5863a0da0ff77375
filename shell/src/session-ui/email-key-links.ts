import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usersKeys } from '@marketplace/contracts/http';
import { useShellServices } from '../services/shell-services-context';
import { showToast } from '../toasts/show-toast';
import { EMAIL_KEY_LINKS } from './email-key-link-registry';

/** Keys already sent: a key works once, and a remount (StrictMode's second effect) must not spend it again. */
const sentKeys = new Set<string>();

/** The address without any mail key: the same page, the rest of its query and its hash. */
export function addressWithoutKey(pathname: string, search: string, hash: string): string {
  const query = new URLSearchParams(search);
  for (const { param } of EMAIL_KEY_LINKS) query.delete(param);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/**
 * Follows the link of a mail that carries a key (`EMAIL_KEY_LINKS`: a verification, an address change) on
 * whatever page it opens: the key leaves the address and its history entry at once (a replace, so neither
 * Back nor a shared address carries it), is sent to the API, and a toast says what it did or that the link
 * has expired. A signed-in person's profile is read again, so the account page shows the new state.
 */
export function useEmailKeyLinks(): void {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { api } = useShellServices();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address can bring a key
  useEffect(() => {
    const query = new URLSearchParams(search);
    const followed = EMAIL_KEY_LINKS.filter(({ param }) => query.has(param));
    if (followed.length === 0) return;
    const clean = addressWithoutKey(pathname, search, hash);
    // The address bar and this history entry lose the key at once; the router's own replace (which
    // commits only once the route's guards have run) then brings its location in line.
    window.history.replaceState(window.history.state, '', clean);
    void navigate(clean, { replace: true, preventScrollReset: true });
    for (const link of followed) {
      const key = query.get(link.param);
      if (!key || sentKeys.has(key)) continue;
      sentKeys.add(key);
      link.follow(api, key, t).then(
        (words) => {
          showToast('success', words);
          void client.invalidateQueries({ queryKey: usersKeys.self() });
        },
        (error: unknown) => showToast('error', link.failure(error, t)),
      );
    }
  }, [search]);
}
