import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles } from '@marketplace/contracts/ui';
import styles from './not-found-page.module.css';

interface NotFoundPageProps {
  /** What is missing ("Collectible not found"). */
  heading: string;
  body: string;
}

/**
 * Spec §2: a page whose subject the API does not know (a collectible, a person) is a 404 in the shell's
 * words (its `notFound` title and way home), found by the page once the API answers; not for indexing,
 * like every 404 of the site.
 */
export function NotFoundPage({ heading, body }: NotFoundPageProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const headingId = useId();
  const title = t('app.titleTemplate', { page: t('notFound.title') });
  useEffect(() => {
    document.title = title;
  }, [title]);
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
