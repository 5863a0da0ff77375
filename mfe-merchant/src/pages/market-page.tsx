import { useTranslation } from 'react-i18next';
import { RemotePageFrame, useMerchant, type RemoteComponent } from '@marketplace/contracts';
import { areaView, merchantAreaHeading } from './merchant-heading';

const MarketPage: RemoteComponent<'merchant', 'MarketPage'> = ({ merchantId, listingId, setId }) => {
  const { t } = useTranslation();
  const merchant = useMerchant(merchantId);
  return (
    <RemotePageFrame remote="merchant" heading={merchantAreaHeading(t, 'market', areaView(listingId, setId), merchantId, merchant)}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default MarketPage;
