import { useTranslation } from 'react-i18next';
import { useMerchant, type RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { areaView, merchantAreaHeading } from './merchant-heading';

const MarketPage: RemoteComponent<'merchant', 'MarketPage'> = ({ merchantId, listingId, setId }) => {
  const { t } = useTranslation();
  const merchant = useMerchant(merchantId);
  return (
    <PageFrame owner="merchant" heading={merchantAreaHeading(t, 'market', areaView(listingId, setId), merchantId, merchant)}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default MarketPage;
