import { useParams } from 'react-router';
import { PageLayout } from '../layouts/page-layout';
import type { LayoutName } from '../route-model/route-entry';
import { localeOfSegment } from './address-locale';

/**
 * The layout of a route, as the address asks for it: an address whose first segment names no locale
 * (`/xx/loading`) is an unknown path whatever route it matched, shown in the default layout as every
 * unknown path is.
 */
export function AddressLayout({ layout }: { layout: LayoutName }) {
  const { locale } = useParams();
  return <PageLayout layout={localeOfSegment(locale) ? layout : 'default'} />;
}
