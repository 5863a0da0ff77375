import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { storeQueries } from '@marketplace/contracts/http';
import { useLocale, useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { CategoryLinks } from '@marketplace/contracts/ui';
import { categoryNameIn } from '@marketplace/contracts/wire';
import { storePaths } from './store-paths';

/** The store's categories as links, "All items" first, the one shown marked; a store whose categories cannot be read still shows its items. */
export function StoreCategoryLinks({ merchantId, categoryId }: { merchantId: string; categoryId: string | null }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  const locale = useLocale();
  const { data: categories = [], isPending } = useQuery(storeQueries.categories(useMarketplaceApi(), merchantId));
  const links = [
    { key: '', name: t('store.allItems'), href: localized(storePaths.front(merchantId)), current: categoryId === null },
    ...categories.map((category) => ({
      key: category.id,
      name: categoryNameIn(category, locale),
      href: localized(storePaths.category(merchantId, category.id)),
      current: category.id === categoryId,
    })),
  ];
  return <CategoryLinks label={t('store.categoriesLabel')} links={links} loading={isPending} />;
}
