import { lazy } from 'react';
import { importShellChunk } from '../federation/shell-chunk';

type SessionDialogs = typeof import('./session-dialogs/session-dialogs');

/** Brings the session dialogs' chunk (once for all of them), under the chunk-reload policy. */
export const loadSessionDialogs = (): Promise<SessionDialogs> => importShellChunk(() => import('./session-dialogs/session-dialogs'));

/**
 * The body of one of the session's dialogs (sign in, sign-in failed, login loader, idle, expired),
 * brought with the first of them the page opens; the modal host shows the dialog once it is here.
 */
export function sessionDialogBody<Name extends keyof SessionDialogs>(name: Name) {
  return lazy(() => loadSessionDialogs().then((dialogs) => ({ default: dialogs[name] })));
}
