import { useTranslation } from 'react-i18next';
import { RemotePageFrame, useMerchant, type RemoteComponent } from '@marketplace/contracts';

/** `/collection/{merchant}`: the signed-in user's collectibles of one game. */
const CollectionPage: RemoteComponent<'account', 'CollectionPage'> = ({ merchantId }) => {
  const { t } = useTranslation();
  const merchant = useMerchant(merchantId);
  return (
    <RemotePageFrame remote="account" heading={t('routes.collectionMerchant.heading', { merchant: merchant?.name ?? merchantId })}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default CollectionPage;
