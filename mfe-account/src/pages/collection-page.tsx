import { useTranslation } from 'react-i18next';
import { useMerchant, type RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';

/** `/collection/{merchant}`: the signed-in user's collectibles of one game. */
const CollectionPage: RemoteComponent<'account', 'CollectionPage'> = ({ merchantId }) => {
  const { t } = useTranslation();
  const merchant = useMerchant(merchantId);
  return (
    <PageFrame owner="account" heading={t('routes.collectionMerchant.heading', { merchant: merchant?.name ?? merchantId })}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default CollectionPage;
