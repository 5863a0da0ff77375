import { splitLocalePath, localizePath } from '@marketplace/contracts/wire';
import { isLoggedIn, isSessionExpired, type MarketplaceEvents, type SessionState } from '@marketplace/contracts/browser';
import type { StoreApi } from 'zustand/vanilla';
import type { ModalQueue } from '../modal-queue/modal-queue';

export interface SessionSignalDeps {
  bus: { on<K extends keyof MarketplaceEvents & string>(name: K, listener: (payload: MarketplaceEvents[K]) => void): () => void };
  store: StoreApi<SessionState>;
  modals: ModalQueue;
  signOut: () => void;
  /** The address now shown: pathname (with its locale prefix), search and hash. */
  location: () => { pathname: string; search: string; hash: string };
  /** Client-side navigation within the site. */
  navigate: (to: string) => void;
}

/** Spec §4: portal users leave the portal on expiry; anyone else stays where they are. */
export function expiredSessionTarget({ pathname, search, hash }: { pathname: string; search: string; hash: string }): string {
  const { locale, path } = splitLocalePath(pathname);
  if (path.includes('user-portal')) return `${localizePath('/', locale)}?cause=expired`;
  const query = new URLSearchParams(search);
  query.set('cause', 'expired');
  return `${pathname}?${query.toString()}${hash}`;
}

/**
 * What the shell does with the client's session signals (spec §4): a 401 from the main or identity
 * API redirects (portal users to `/?cause=expired`, others stay with `cause=expired` added) and then
 * logs out; a 503 from the main API logs out and leads to /under-maintenance, except on /admin; a purchase
 * or sale refused for terms not accepted opens the terms modal.
 * Returns the function that stops listening.
 */
export function listenToSessionSignals({ bus, store, modals, signOut, location, navigate }: SessionSignalDeps): () => void {
  const stopExpired = bus.on('session:expired', () => {
    // Several calls may fail at once; only the first finds a session to end.
    if (!isLoggedIn(store.getState())) return;
    navigate(expiredSessionTarget(location()));
    signOut();
  });
  // The status check's own 503 never arrives here: it is that call's answer (`answerStatuses`), for whoever asked.
  const stopMaintenance = bus.on('maintenance', () => {
    const { locale, path } = splitLocalePath(location().pathname);
    // /admin is where an ADMIN reads the maintenance state (a 503) and switches it off again.
    if (path === '/admin') return;
    if (isLoggedIn(store.getState())) signOut();
    navigate(localizePath('/under-maintenance', locale));
  });
  // Terms published while this tab was open: the API refused a purchase or sale, so the terms modal asks now
  // (the queue keeps one, however many calls were refused).
  const stopTerms = bus.on('terms:required', () => {
    const { user } = store.getState();
    if (!isLoggedIn(store.getState())) return;
    modals.open({ kind: 'terms', firstTime: (user?.acceptedTermsVersion ?? null) === null });
  });
  return () => {
    stopExpired();
    stopMaintenance();
    stopTerms();
  };
}

/**
 * Spec §4: when the window regains focus with an expired token, the idle modal gives way to the
 * token-expired modal and the session ends. The same happens if the page is open when the token
 * expires. Returns the function that stops watching.
 */
export function watchTokenExpiry({ store, modals, signOut }: Pick<SessionSignalDeps, 'store' | 'modals' | 'signOut'>, target: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const expireIfDue = () => {
    if (!isLoggedIn(store.getState()) || !isSessionExpired(store.getState())) return;
    modals.closeKind('idle-session');
    modals.open({ kind: 'token-expired' });
    signOut();
  };

  const schedule = ({ expiresAt, token }: SessionState) => {
    clearTimeout(timer);
    // setTimeout cannot wait longer than about 24.8 days; tokens live an hour.
    if (token !== null && expiresAt !== null) timer = setTimeout(expireIfDue, Math.min(Math.max(0, expiresAt - Date.now()), 2 ** 31 - 1));
  };

  schedule(store.getState());
  const stopStore = store.subscribe(schedule);
  target.addEventListener('focus', expireIfDue);
  return () => {
    clearTimeout(timer);
    stopStore();
    target.removeEventListener('focus', expireIfDue);
  };
}
