import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { useLocale, useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { CategoryLinks } from '@marketplace/contracts/ui';
import { categoryNameIn } from '@marketplace/contracts/wire';
import type { CategorisedArea, CategorisedFrontProps } from './categorised-area';

interface AreaCategoryLinksProps<K extends QueryKey> extends CategorisedFrontProps {
  area: CategorisedArea<K>;
}

/** An area's categories as links, "All …" first, the one shown marked; categories that cannot be read leave "All …" alone. */
export function AreaCategoryLinks<K extends QueryKey>({ area, merchantId, categoryId }: AreaCategoryLinksProps<K>) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  const locale = useLocale();
  const { data: categories = [], isPending } = useQuery(area.categories(useMarketplaceApi(), merchantId));
  const links = [
    { key: '', name: t(area.allKey), href: localized(area.paths.front(merchantId)), current: categoryId === null },
    ...categories.map((category) => ({
      key: category.id,
      name: categoryNameIn(category, locale),
      href: localized(area.paths.category(merchantId, category.id)),
      current: category.id === categoryId,
    })),
  ];
  return <CategoryLinks label={t(`${area.area}.categoriesLabel`)} links={links} loading={isPending} />;
}
