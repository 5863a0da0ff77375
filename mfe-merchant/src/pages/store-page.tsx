import { useTranslation } from 'react-i18next';
import { RemotePageFrame, useMerchant, type RemoteComponent } from '@marketplace/contracts';
import { areaView, merchantAreaHeading } from './merchant-heading';

const StorePage: RemoteComponent<'merchant', 'StorePage'> = ({ merchantId, itemId, categoryId }) => {
  const { t } = useTranslation();
  const merchant = useMerchant(merchantId);
  return (
    <RemotePageFrame remote="merchant" heading={merchantAreaHeading(t, 'store', areaView(itemId, categoryId), merchantId, merchant)}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default StorePage;
