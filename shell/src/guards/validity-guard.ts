import type { Guard } from './guard-context';
import { PASS } from './guard-outcome';

/** Unknown paths and routes whose validity check fails give the 404 page. */
export const validityGuard: Guard = ({ entry, params }) => {
  if (!entry) return { kind: 'not-found', variant: 'page' };
  return entry.isValid && !entry.isValid(params) ? { kind: 'not-found', variant: 'page' } : PASS;
};
