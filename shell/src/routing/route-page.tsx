import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useMerchants } from '@marketplace/contracts';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteView } from '../remote/remote-view';
import { useLocalizedPath } from './locale-context';
import type { RouteEntry } from './route-entry';
import { useDocumentTitle } from './use-document-title';

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

/** One route of the table: its validity check, then its title and view. */
export function RoutePage({ entry }: { entry: RouteEntry }) {
  const params = useParams();
  if (entry.isValid && !entry.isValid(params)) return <NotFoundPage />;
  if (entry.view.kind === 'redirect') return <RedirectView entry={entry as RouteEntry & { view: { kind: 'redirect' } }} />;
  return <TitledView entry={entry} />;
}
