import { useTranslation } from 'react-i18next';
import { RemotePageFrame, useMerchant, type RemoteComponent } from '@marketplace/contracts';
import { areaView, merchantAreaHeading } from './merchant-heading';

const CraftPage: RemoteComponent<'merchant', 'CraftPage'> = ({ merchantId, recipeId, categoryId }) => {
  const { t } = useTranslation();
  const merchant = useMerchant(merchantId);
  return (
    <RemotePageFrame remote="merchant" heading={merchantAreaHeading(t, 'craft', areaView(recipeId, categoryId), merchantId, merchant)}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default CraftPage;
