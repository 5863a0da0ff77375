import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { useDocumentTitle } from './use-document-title';
import styles from './not-found-page.module.css';

/** Spec §2 and §8: unknown paths and failed validity checks; 'Merchant not found' for inactive merchants. */
export function NotFoundPage({ reason = 'page' }: { reason?: 'page' | 'merchant' }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className={styles.page} aria-labelledby="not-found-heading" data-page="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className={styles.heading}>
        {reason === 'merchant' ? t('notFound.merchantHeading') : t('notFound.heading')}
      </h1>
      <p className={styles.body}>{reason === 'merchant' ? t('notFound.merchantBody') : t('notFound.body')}</p>
      <Link className={styles.home} to={localized('/')}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
