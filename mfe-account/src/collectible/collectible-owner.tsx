import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useLocalizedPath, useMerchant } from '@marketplace/contracts/browser';
import type { CollectibleDetail } from '@marketplace/contracts/wire';
import { ProfilePicture } from '@marketplace/contracts/ui';
import { profileName } from '../portal-kit/profile-name';
import { collectiblePaths } from './collectible-paths';
import styles from './collectible.module.css';

/** Who holds a collectible (their name leading to their profile) and the game it belongs to. */
export function CollectibleOwner({ collectible }: { collectible: CollectibleDetail }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  const merchant = useMerchant(collectible.merchantId);
  const gameName = merchant?.name ?? collectible.merchantId;
  const { owner } = collectible;
  const ownerName = owner ? (profileName(owner) ?? t('collectible.owner.unnamed')) : null;
  return (
    <div className={styles.people}>
      <div className={styles.person}>
        {owner && ownerName ? (
          <>
            <ProfilePicture picture={owner.profilePicture} name={ownerName} size={40} decorative />
            <span>
              <span className={styles.personRole}>{t('collectible.owner.label')}</span>
              <Link className={styles.link} to={localized(collectiblePaths.owner(owner.id))} data-owner={owner.id}>
                {ownerName}
              </Link>
            </span>
          </>
        ) : (
          <span>
            <span className={styles.personRole}>{t('collectible.owner.label')}</span>
            {t('collectible.owner.store', { merchant: gameName })}
          </span>
        )}
      </div>
      <div className={styles.person}>
        <span>
          <span className={styles.personRole}>{t('collectible.game')}</span>
          <Link className={styles.link} to={localized(collectiblePaths.store(collectible.merchantId))}>
            {gameName}
          </Link>
        </span>
      </div>
    </div>
  );
}
