import type { Guard } from './guard-context';
import { PASS } from './guard-outcome';
import { signInPath } from '@marketplace/contracts/browser';

/** Spec §2 and §6: paths containing user-portal or collection need a signed-in user. */
export function needsLogin(path: string): boolean {
  return path.includes('user-portal') || path.includes('collection');
}

/** A visitor goes through sign-in and comes back to the page asked for. */
export const loginGuard: Guard = ({ path, fullPath }, { isLoggedIn, localize }) =>
  needsLogin(path) && !isLoggedIn() ? { kind: 'navigate', to: signInPath(localize, fullPath) } : PASS;
