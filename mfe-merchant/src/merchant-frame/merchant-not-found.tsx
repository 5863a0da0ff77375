import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles, usePageTitle } from '@marketplace/contracts/ui';
import styles from './merchant-not-found.module.css';

/**
 * Spec §2 404 'Merchant not found', in the words of the shell's 404 (this remote's copy of `notFound`), for a merchant the
 * page itself finds closed or unknown; the shell's guard answers the same before a page loads. Not
 * for indexing, like every 404 of the site.
 */
export function MerchantNotFound() {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  usePageTitle(t('notFound.title'));
  return (
    <section className={styles.page} aria-labelledby="merchant-not-found-heading" data-page="not-found" data-remote="merchant">
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="merchant-not-found-heading" className={styles.heading}>
        {t('notFound.merchantHeading')}
      </h1>
      <p className={styles.body}>{t('notFound.merchantBody')}</p>
      <Link className={buttonStyles.primary} to={localized('/')}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
