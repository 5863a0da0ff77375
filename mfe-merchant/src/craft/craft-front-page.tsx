import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { craftQueries } from '@marketplace/contracts/http';
import { useLocale, useMarketplaceApi, useMerchant } from '@marketplace/contracts/browser';
import { categoryNameIn } from '@marketplace/contracts/wire';
import { MerchantFrame } from '../merchant-frame/merchant-frame';
import { CraftFront } from './craft-front';
import { usePageTitle } from '@marketplace/contracts/ui';

interface CraftFrontPageProps {
  merchantId: string;
  categoryId: string | null;
}

/** `/craft/{merchant}` and `/craft/{merchant}/category/{categoryId}` in the merchant's frame, headed by the craft area or the category. */
export function CraftFrontPage({ merchantId, categoryId }: CraftFrontPageProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const merchant = useMerchant(merchantId);
  const locale = useLocale();
  const { data: categories } = useQuery(craftQueries.categories(useMarketplaceApi(), merchantId));
  const merchantName = merchant?.name ?? merchantId;
  const category = categoryId ? categories?.find((candidate) => candidate.id === categoryId) : undefined;
  const heading = categoryId
    ? category
      ? t('craft.categoryHeading', { category: categoryNameIn(category, locale), merchant: merchantName })
      : t('routes.craftCategory.heading')
    : t('routes.craft.heading', { merchant: merchantName });
  // A category's tab is named after it, as its heading is; the shell's route title cannot know it.
  usePageTitle(category ? heading : null);
  return (
    <MerchantFrame merchantId={merchantId} area="craft" heading={heading}>
      <CraftFront merchantId={merchantId} categoryId={categoryId} />
    </MerchantFrame>
  );
}
