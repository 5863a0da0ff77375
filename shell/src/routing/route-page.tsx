import { useTranslation } from 'react-i18next';
import { Navigate, useLoaderData, useLocation, useParams } from 'react-router';
import { useMerchants, useLocalizedPath } from '@marketplace/contracts/browser';
import { useShellServices } from '../services/shell-services-context';
import type { GuardData } from '../guards/guard-loader';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteView } from '../remote/remote-view';
import type { RouteEntry } from '../route-model/route-entry';
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
  if (view.kind === 'remote') return <RemoteView remote={view.remote} module={view.module} props={view.props(params)} />;
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

/**
 * A page the guards refused as not found: the 404 page, or for a crawler no error page at all
 * (spec §2), only a signal not to index the address.
 */
function RefusedPage({ variant }: { variant: 'page' | 'merchant' }) {
  const { isBot } = useShellServices();
  if (isBot) return <meta name="robots" content="noindex" />;
  return <NotFoundPage reason={variant} />;
}

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
