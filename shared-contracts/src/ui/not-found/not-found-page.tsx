import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { buttonStyles } from '../buttons';
import { usePageTitle } from '../use-page-title';
import styles from './not-found-page.module.css';

interface NotFoundPageProps {
  /** What is missing, in the remote's words ("Collectible not found", "Merchant not found"). */
  heading: string;
  body: string;
  /** Which remote found it (`data-remote`), so a test or a log tells a remote's 404 from the shell's. */
  remote: string;
}

/**
 * Spec §2 and §8: a page whose subject the API does not know (a collectible, a person, a closed merchant),
 * found by the remote's page once the API answers, in the shape of the shell's 404: the tab says "Page not
 * found" (through `usePageTitle`, as every remote page names its tab), the big 404, what is missing and the
 * way home. Not for indexing, like every 404 of the site.
 */
export function NotFoundPage({ heading, body, remote }: NotFoundPageProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const localized = useLocalizedPath();
  const headingId = useId();
  usePageTitle(t('notFound.title'));
  return (
    <section className={styles.page} aria-labelledby={headingId} data-page="not-found" data-remote={remote}>
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
