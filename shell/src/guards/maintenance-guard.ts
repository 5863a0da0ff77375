import type { Guard } from './guard-context';
import { PASS } from './guard-outcome';

const EXEMPT_ROUTES = new Set(['admin', 'underMaintenance']);

/**
 * Spec §4: every page but /admin and /under-maintenance asks whether the site is in maintenance,
 * unless the user is an ADMIN. A missing result, a failed check or 503 leads to /under-maintenance.
 */
export const maintenanceGuard: Guard = async ({ entry }, { role, maintenanceStatus, localize }) => {
  if (entry && EXEMPT_ROUTES.has(entry.id)) return PASS;
  if (role() === 'ADMIN') return PASS;
  const status = await maintenanceStatus();
  return status === null || status === 503 ? { kind: 'navigate', to: localize('/under-maintenance') } : PASS;
};
