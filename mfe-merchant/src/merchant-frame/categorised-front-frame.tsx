import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { useLocale, useMarketplaceApi, useMerchant } from '@marketplace/contracts/browser';
import { categoryNameIn } from '@marketplace/contracts/wire';
import { usePageTitle } from '@marketplace/contracts/ui';
import type { CategorisedArea, CategorisedFrontProps } from './categorised-area';
import { MerchantFrame } from './merchant-frame';

interface CategorisedFrontFrameProps<K extends QueryKey> extends CategorisedFrontProps {
  area: CategorisedArea<K>;
  children: ReactNode;
}

/** An area's front (`/{area}/{merchant}`, `/category/{categoryId}`) in the merchant's frame, headed by the area or the category. */
export function CategorisedFrontFrame<K extends QueryKey>({ area, merchantId, categoryId, children }: CategorisedFrontFrameProps<K>) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const merchant = useMerchant(merchantId);
  const locale = useLocale();
  const { data: categories } = useQuery(area.categories(useMarketplaceApi(), merchantId));
  const merchantName = merchant?.name ?? merchantId;
  const category = categoryId ? categories?.find((candidate) => candidate.id === categoryId) : undefined;
  const heading = categoryId
    ? category
      ? t(`${area.area}.categoryHeading`, { category: categoryNameIn(category, locale), merchant: merchantName })
      : t(`routes.${area.area}Category.heading`)
    : t(`routes.${area.area}.heading`, { merchant: merchantName });
  // A category's tab is named after it, as its heading is; the shell's route title cannot know it.
  usePageTitle(category ? heading : null);
  return (
    <MerchantFrame merchantId={merchantId} area={area.area} heading={heading}>
      {children}
    </MerchantFrame>
  );
}
