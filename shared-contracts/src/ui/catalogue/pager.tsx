import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { Link } from 'react-router';
import { sizedPagerEntries } from './pager-pages';
import styles from './pager.module.css';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  totalPages: number;
  /** The address of a page (already localized): the page lives in the URL, so a link reproduces the view. */
  hrefFor: (page: number) => string;
}

/**
 * Links to the other pages of a list: previous, numbers (the current one marked), next. Nothing for one
 * page. On a phone it stays one line: previous and next as arrows (their words stay their names), and
 * only the first, current and last numbers.
 */
export function Pager({ page, totalPages, hrefFor }: PagerProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('catalogue.pager.label')}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link className={styles.step} to={hrefFor(page - 1)} rel="prev">
              {t('catalogue.pager.previous')}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {t('catalogue.pager.previous')}
            </span>
          )}
        </li>
        {sizedPagerEntries(page, totalPages).map(({ entry, shownAt }, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap is known only by its place
            <li key={`gap-${index}`} className={styles.gap} data-shown-at={shownAt} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry} data-shown-at={shownAt}>
              <Link
                className={styles.number}
                to={hrefFor(entry)}
                aria-label={t('catalogue.pager.page', { page: entry })}
                aria-current={entry === page ? 'page' : undefined}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link className={styles.step} to={hrefFor(page + 1)} rel="next">
              {t('catalogue.pager.next')}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {t('catalogue.pager.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
