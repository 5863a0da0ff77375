import { useTranslation } from 'react-i18next';
import { Navigate, useLoaderData, useLocation, useParams } from 'react-router';
import { useMerchants, useLocalizedPath } from '@marketplace/contracts/browser';
import type { GuardData } from '../guards/guard-loader';
import { LazyRemoteView } from '../remote/lazy-remote-view';
import { importShellChunk } from '../federation/shell-chunk';
import { lazyPage } from '../route-model/lazy-page';
import type { RouteEntry } from '../route-model/route-entry';
import type { RefusedPageProps } from './refused-page';
import { useDocumentTitle } from '../pages/use-document-title';

function TitledView({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  const params = useParams();
  // Subscribed, so the title gains the merchant's name once the list arrives.
  const { merchants } = useMerchants();
  const merchantName = (merchantId: string) => merchants.find((merchant) => merchant.id === merchantId)?.name ?? merchantId;
  const values = entry.titleValues?.(params, { t, merchantName }) ?? {};
  useDocumentTitle(t(`routes.${entry.id}.title`, values));
  const { view } = entry;
  if (view.kind === 'shell') return <view.Component />;
  if (view.kind === 'remote') return <LazyRemoteView remote={view.remote} module={view.module} props={view.props(params)} />;
  return null;
}

function RedirectView({ entry }: { entry: RouteEntry & { view: { kind: 'redirect' } } }) {
  const params = useParams();
  const { search, hash } = useLocation();
  const localized = useLocalizedPath();
  const target = entry.view.to(params, new URLSearchParams(search));
  const extraQuery = search && target.includes('?') ? `&${search.slice(1)}` : search;
  return <Navigate to={`${localized(target)}${extraQuery}${hash}`} replace />;
}

/** What a refused page shows (./refused-page), brought by the route's loader with the refusal. */
export const refusedPage = lazyPage<RefusedPageProps>(() => importShellChunk(() => import('./refused-page')).then((module) => module.RefusedPage));
const RefusedPage = refusedPage.Component;

/** One route of the table, after its guards (the route loader) let it through. */
export function RoutePage({ entry }: { entry: RouteEntry }) {
  const guard = useLoaderData<GuardData>();
  if (guard.kind === 'not-found') return <RefusedPage variant={guard.variant} />;
  if (guard.kind === 'leaving') return null;
  if (entry.view.kind === 'redirect') return <RedirectView entry={entry as RouteEntry & { view: { kind: 'redirect' } }} />;
  return <TitledView entry={entry} />;
}

/** A path no route matches, after the guards (maintenance, server redirect rules) had their say. */
export function UnknownPathPage() {
  const guard = useLoaderData<GuardData>();
  if (guard.kind === 'leaving') return null;
  return <RefusedPage variant={guard.kind === 'not-found' ? guard.variant : 'page'} />;
}
