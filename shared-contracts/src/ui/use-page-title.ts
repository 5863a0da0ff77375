import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../wire/locale/message-namespaces';

/**
 * Names the browser tab after what the page shows once it knows it (a collectible's or a person's name),
 * in the site's `{page} | Marketplace` form (spec §1); until then (null) the shell's title for the route stays.
 */
export function usePageTitle(page: string | null): void {
  const { t } = useTranslation(KIT_NAMESPACE);
  const title = page === null ? null : t('app.titleTemplate', { page });
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
