import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles, usePageTitle } from '@marketplace/contracts/ui';
import styles from './not-found-page.module.css';

interface NotFoundPageProps {
  /** What is missing ("Collectible not found"). */
  heading: string;
  body: string;
}

/**
 * Spec §2: a page whose subject the API does not know (a collectible, a person) is a 404 in the words of the shell's
 * 404 (this remote's copy of its `notFound` title and way home), found by the page once the API answers; not for indexing,
 * like every 404 of the site.
 */
export function NotFoundPage({ heading, body }: NotFoundPageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  const headingId = useId();
  usePageTitle(t('notFound.title'));
  return (
    <section className={styles.page} aria-labelledby={headingId} data-page="not-found" data-remote="account">
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id={headingId} className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.body}>{body}</p>
      <Link className={buttonStyles.primary} to={localized('/')}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
