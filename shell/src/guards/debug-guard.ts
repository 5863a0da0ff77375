import type { Guard } from './guard-context';
import { PASS } from './guard-outcome';

/** `/test` is a debugging page: without runtime config `debug` it leads home. */
export const debugGuard: Guard = ({ entry }, { debug, localize }) => (entry?.id === 'test' && !debug ? { kind: 'navigate', to: localize('/') } : PASS);
