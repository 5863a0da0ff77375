import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { useMerchant, type RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { MyCollection } from '../collection/my-collection';

/** `/collection/{merchant}`: the signed-in user's collectibles of one game (the route needs a session, spec §2). */
const CollectionPage: RemoteComponent<'account', 'CollectionPage'> = ({ merchantId }) => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const merchant = useMerchant(merchantId);
  return (
    <PageFrame owner="account" heading={t('routes.collectionMerchant.heading', { merchant: merchant?.name ?? merchantId })}>
      <MyCollection merchantId={merchantId} />
    </PageFrame>
  );
};

export default CollectionPage;
