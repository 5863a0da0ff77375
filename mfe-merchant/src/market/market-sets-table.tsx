import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { formatGem, type MarketSetFigures } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles, CollectibleImage, VisuallyHidden } from '@marketplace/contracts/ui';
import { marketPaths } from './market-paths';
import { DEFAULT_SET_SORT, nextSort, type SetSort, type SetSortKey, sortedSets } from './market-sets-sort';
import { VolumeChange } from './volume-change';
import styles from './market-figures.module.css';

/** Rows shown before "Show all": the leaders of the chosen column, without pushing the market far down. */
export const SETS_SHOWN_FIRST = 8;

interface MarketSetsTableProps {
  merchantId: string;
  sets: readonly MarketSetFigures[];
}

/**
 * The market front's table of its sets by their figures (issue 23), sorted by any column: the headers
 * are buttons and say their order (`aria-sort`). On a phone the table scrolls sideways inside its own
 * labelled region, the set's name staying first.
 */
export function MarketSetsTable({ merchantId, sets }: MarketSetsTableProps) {
  const { t, i18n } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  const [sort, setSort] = useState<SetSort>(DEFAULT_SET_SORT);
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const count = new Intl.NumberFormat(i18n.language);
  const rows = sortedSets(sets, sort, i18n.language);
  const shown = showAll ? rows : rows.slice(0, SETS_SHOWN_FIRST);

  const header = (key: SetSortKey, label: string) => (
    <th scope="col" aria-sort={sort.key === key ? sort.direction : undefined} data-column={key}>
      <button type="button" className={styles.sortButton} onClick={() => setSort(nextSort(sort, key))}>
        {label}
        <span aria-hidden="true" className={styles.sortMark}>
          {sort.key === key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );

  return (
    <div className={styles.setsSection}>
      <h2 id={headingId} className={styles.setsHeading}>
        {t('marketStats.sets.heading')}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus, so a keyboard can scroll it */}
      <section className={styles.setsScroll} aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.setsTable}>
          <caption>
            <VisuallyHidden>{t('marketStats.sets.caption')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              {header('name', t('marketStats.sets.name'))}
              {header('floor', t('marketStats.floor'))}
              {header('listed', t('marketStats.listed'))}
              {header('owners', t('marketStats.owners'))}
              {header('day', t('marketStats.volumeDay'))}
              {header('week', t('marketStats.volumeWeek'))}
            </tr>
          </thead>
          <tbody>
            {shown.map((set) => (
              <tr key={set.setId} data-set={set.setId}>
                <th scope="row">
                  <Link to={localized(marketPaths.stack(merchantId, set.setId))} className={styles.setLink}>
                    <span className={styles.setImage}>
                      <CollectibleImage src={set.imageUrl} alt="" sizes="2.5rem" />
                    </span>
                    {set.name}
                  </Link>
                </th>
                <td>{set.floorPrice === null ? '–' : formatGem(set.floorPrice)}</td>
                <td>{count.format(set.listed)}</td>
                <td>{count.format(set.owners)}</td>
                <td>
                  <span className={styles.volume}>{formatGem(set.day.volume)}</span>
                  <VolumeChange percent={set.day.changePercent} />
                </td>
                <td>
                  <span className={styles.volume}>{formatGem(set.week.volume)}</span>
                  <VolumeChange percent={set.week.changePercent} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {rows.length > SETS_SHOWN_FIRST && (
        <button type="button" className={buttonStyles.secondary} aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? t('marketStats.sets.showFewer') : t('marketStats.sets.showAll', { count: rows.length })}
        </button>
      )}
    </div>
  );
}
