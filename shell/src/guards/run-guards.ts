import { debugGuard } from './debug-guard';
import type { Guard, GuardNavigation, GuardServices } from './guard-context';
import type { GuardOutcome } from './guard-outcome';
import { PASS } from './guard-outcome';
import { loginGuard } from './login-guard';
import { maintenanceGuard } from './maintenance-guard';
import { merchantGuard } from './merchant-guard';
import { redirectQueryGuard } from './redirect-query-guard';
import { serverRedirectGuard } from './server-redirect-guard';
import { validityGuard } from './validity-guard';

/** The guards of every navigation, in the order the shell-behaviour issue fixes; the first that decides wins. */
export const NAVIGATION_GUARDS: readonly Guard[] = [
  debugGuard,
  maintenanceGuard,
  serverRedirectGuard,
  redirectQueryGuard,
  loginGuard,
  merchantGuard,
  validityGuard,
];

export async function runGuards(navigation: GuardNavigation, services: GuardServices, guards: readonly Guard[] = NAVIGATION_GUARDS): Promise<GuardOutcome> {
  for (const guard of guards) {
    const outcome = await guard(navigation, services);
    if (outcome.kind !== 'pass') return outcome;
  }
  return PASS;
}
