import { useTranslation } from 'react-i18next';
import { useMerchant, type RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { areaView, merchantAreaHeading } from './merchant-heading';

const StorePage: RemoteComponent<'merchant', 'StorePage'> = ({ merchantId, itemId, categoryId }) => {
  const { t } = useTranslation();
  const merchant = useMerchant(merchantId);
  return (
    <PageFrame owner="merchant" heading={merchantAreaHeading(t, 'store', areaView(itemId, categoryId), merchantId, merchant)}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default StorePage;
