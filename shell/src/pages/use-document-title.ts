import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `{page} | Marketplace`, in the page's language (spec §1). */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('app.titleTemplate', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
