import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { craftQueries } from '@marketplace/contracts/http';
import { useLocale, useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { CategoryLinks } from '@marketplace/contracts/ui';
import { categoryNameIn } from '@marketplace/contracts/wire';
import { craftPaths } from './craft-paths';

/** The craft categories as links, "All recipes" first, the one shown marked; none read still leaves "All recipes". */
export function CraftCategoryLinks({ merchantId, categoryId }: { merchantId: string; categoryId: string | null }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  const locale = useLocale();
  const { data: categories = [], isPending } = useQuery(craftQueries.categories(useMarketplaceApi(), merchantId));
  const links = [
    { key: '', name: t('craft.allRecipes'), href: localized(craftPaths.front(merchantId)), current: categoryId === null },
    ...categories.map((category) => ({
      key: category.id,
      name: categoryNameIn(category, locale),
      href: localized(craftPaths.category(merchantId, category.id)),
      current: category.id === categoryId,
    })),
  ];
  return <CategoryLinks label={t('craft.categoriesLabel')} links={links} loading={isPending} />;
}
