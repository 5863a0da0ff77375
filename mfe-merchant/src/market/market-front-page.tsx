import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { useMerchant } from '@marketplace/contracts/browser';
import { MerchantFrame } from '../merchant-frame/merchant-frame';
import { MarketFront } from './market-front';
import { MarketFrontFigures, MarketFrontSets } from './market-front-stats';

/** `/market/{merchant}` in the merchant's frame. */
export function MarketFrontPage({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const merchant = useMerchant(merchantId);
  return (
    <MerchantFrame merchantId={merchantId} area="market" heading={t('routes.market.heading', { merchant: merchant?.name ?? merchantId })}>
      <MarketFrontFigures merchantId={merchantId} />
      <MarketFront merchantId={merchantId} />
      <MarketFrontSets merchantId={merchantId} />
    </MerchantFrame>
  );
}
