import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { UserState } from '../../wire/entities/user';

export interface SessionState {
  /** The bearer token; held in memory only, never in web storage or a URL. */
  token: string | null;
  /** When the token's `exp` passes, in epoch milliseconds. */
  expiresAt: number | null;
  /** The spec §3 user state once login startup has read the profile. */
  user: UserState | null;
}

export const SIGNED_OUT: SessionState = { token: null, expiresAt: null, user: null };

/** Owned by the shell (DESIGN rule 4): it signs in and out; remotes read through the hooks below. */
export const sessionStore = createStore<SessionState>(() => SIGNED_OUT);

/** Spec §4: logged in means an auth token is present. */
export function isLoggedIn(state: SessionState = sessionStore.getState()): boolean {
  return state.token !== null;
}

/** Spec §4: the session is expired when the token's exp time has passed. */
export function isSessionExpired(state: SessionState = sessionStore.getState(), now: number = Date.now()): boolean {
  return state.expiresAt !== null && now >= state.expiresAt;
}

export function useSessionUser(): UserState | null {
  return useStore(sessionStore, (state) => state.user);
}

export function useIsLoggedIn(): boolean {
  return useStore(sessionStore, (state) => state.token !== null);
}
