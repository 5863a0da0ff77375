import { redirect, type LoaderFunctionArgs } from 'react-router';
import { splitLocalePath, type Locale } from '@marketplace/contracts/wire';
import type { RouteEntry } from '../route-model/route-entry';
import type { GuardServices } from './guard-context';
import { runGuards } from './run-guards';

/** What a guarded route renders with: nothing special, the 404 page, or nothing while the browser leaves. */
export type GuardData = { kind: 'page' } | { kind: 'not-found'; variant: 'page' | 'merchant' } | { kind: 'leaving' };

/**
 * The route loader of every page (DESIGN "data flow"): runs the guards before any remote code is
 * fetched, so a page that must not show never starts loading.
 */
export function guardLoader(entry: RouteEntry | null, locale: Locale, services: () => GuardServices, leave: (href: string) => void) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<GuardData> => {
    const url = new URL(request.url);
    const outcome = await runGuards(
      {
        path: splitLocalePath(url.pathname).path,
        fullPath: `${url.pathname}${url.search}`,
        search: url.searchParams,
        locale,
        entry,
        params,
      },
      services(),
    );
    switch (outcome.kind) {
      case 'navigate':
        throw redirect(outcome.to);
      case 'leave':
        leave(outcome.href);
        return { kind: 'leaving' };
      case 'not-found':
        return { kind: 'not-found', variant: outcome.variant };
      default:
        return { kind: 'page' };
    }
  };
}
