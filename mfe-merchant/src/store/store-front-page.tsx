import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { storeQueries } from '@marketplace/contracts/http';
import { useLocale, useMarketplaceApi, useMerchant } from '@marketplace/contracts/browser';
import { categoryNameIn } from '@marketplace/contracts/wire';
import { MerchantFrame } from '../merchant-frame/merchant-frame';
import { StoreFront } from './store-front';
import { usePageTitle } from '@marketplace/contracts/ui';

interface StoreFrontPageProps {
  merchantId: string;
  categoryId: string | null;
}

/** `/store/{merchant}` and `/store/{merchant}/category/{categoryId}` in the merchant's frame, headed by the store or the category. */
export function StoreFrontPage({ merchantId, categoryId }: StoreFrontPageProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const merchant = useMerchant(merchantId);
  const locale = useLocale();
  const { data: categories } = useQuery(storeQueries.categories(useMarketplaceApi(), merchantId));
  const merchantName = merchant?.name ?? merchantId;
  const category = categoryId ? categories?.find((candidate) => candidate.id === categoryId) : undefined;
  const heading = categoryId
    ? category
      ? t('store.categoryHeading', { category: categoryNameIn(category, locale), merchant: merchantName })
      : t('routes.storeCategory.heading')
    : t('routes.store.heading', { merchant: merchantName });
  // A category's tab is named after it, as its heading is; the shell's route title cannot know it.
  usePageTitle(category ? heading : null);
  return (
    <MerchantFrame merchantId={merchantId} area="store" heading={heading}>
      <StoreFront merchantId={merchantId} categoryId={categoryId} />
    </MerchantFrame>
  );
}
