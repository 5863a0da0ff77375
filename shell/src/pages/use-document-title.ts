import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets `{page} | Marketplace`, in the page's language (spec §1). A layout effect, so it runs before every
 * passive effect of the same commit: a remote page that names itself (`usePageTitle` of the kit: an item's
 * name) does so after the route's generic title, even when it renders in the very commit of the route
 * change (its module and data already in memory), where a child's effect would otherwise run first and
 * the route's title would overwrite it.
 */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('app.titleTemplate', { page });
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
