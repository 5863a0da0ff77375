import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { CollectibleFilters, Rarity } from '@marketplace/contracts/wire';
import { buttonStyles, propertyValueLabel } from '@marketplace/contracts/ui';
import { activeFilterCount, clearedView, type CollectionView, refinedView, togglePropertyValue } from './collection-view';
import { chipGroups } from './filter-property-types';
import styles from './collection-filters.module.css';

/** Property names the catalogue translates (`catalogue.properties.*`); a game's own names show as they are. */
const LABELLED_PROPERTIES = new Set(['cut', 'color', 'metal', 'element', 'class', 'material', 'maker', 'edition']);

interface CollectionFiltersProps {
  view: CollectionView;
  filters: CollectibleFilters;
  onChange: (view: CollectionView) => void;
}

/**
 * The collection's filters as chips, like an inventory's: the rarities the collection holds, and behind
 * "More filters" (open by itself when one narrows the view) its property values, each with how many it
 * has. A chip is a checkbox; each change applies at once. Chips stay on one line per group on a phone,
 * scrolled sideways, so the grid is not pushed off the first screen.
 */
export function CollectionFilters({ view, filters, onChange }: CollectionFiltersProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const moreId = useId();
  const narrowedTypes = Object.keys(view.properties);
  const [moreShown, setMoreShown] = useState(narrowedTypes.length > 0);
  const groups = chipGroups(filters, narrowedTypes);
  const toggleRarity = (rarity: Rarity, kept: boolean) =>
    onChange(refinedView(view, { rarities: kept ? [...view.rarities, rarity] : view.rarities.filter((held) => held !== rarity) }));
  const active = activeFilterCount(view);
  if (filters.rarities.length < 2 && groups.length === 0 && active === 0) return null;
  return (
    <div className={styles.filters}>
      <div className={styles.row}>
        {filters.rarities.length > 0 && (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('collection.filters.rarity')}</legend>
            <ul className={styles.chips}>
              {filters.rarities.map(({ rarity, count }) => (
                <li key={rarity}>
                  <label className={styles.chip} data-rarity={rarity}>
                    <input type="checkbox" checked={view.rarities.includes(rarity)} onChange={(event) => toggleRarity(rarity, event.target.checked)} />
                    <span className={styles.swatch} aria-hidden="true" />
                    {t(`kit:rarity.${rarity}`)}
                    <span className={styles.count}>{count}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <div className={styles.tools}>
          {groups.length > 0 && (
            <button type="button" className={buttonStyles.secondary} aria-expanded={moreShown} aria-controls={moreId} onClick={() => setMoreShown(!moreShown)}>
              {moreShown ? t('collection.filters.fewer') : t('collection.filters.more')}
            </button>
          )}
          {active > 0 && (
            <button type="button" className={buttonStyles.secondary} onClick={() => onChange(clearedView(view))}>
              {t('collection.filters.clear', { count: active })}
            </button>
          )}
        </div>
      </div>
      <div id={moreId} className={styles.more} hidden={!moreShown}>
        {groups.map(({ type, values }) => (
          <fieldset key={type} className={styles.group}>
            <legend className={styles.legend}>{LABELLED_PROPERTIES.has(type) ? t(`kit:catalogue.properties.${type}`) : type}</legend>
            <ul className={styles.chips}>
              {values.map(({ value, count }) => (
                <li key={value}>
                  <label className={styles.chip}>
                    <input
                      type="checkbox"
                      checked={view.properties[type]?.includes(value) ?? false}
                      onChange={(event) => onChange(togglePropertyValue(view, type, value, event.target.checked))}
                    />
                    {propertyValueLabel(t, type, value)}
                    <span className={styles.count}>{count}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </div>
  );
}

/**
 * Where the filters will be while they load (they are asked for after a first look at the collection):
 * the rarity line's legend and a row of chips, so the count and the grid under them do not move down
 * when the filters arrive.
 */
export function CollectionFiltersSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <span className={styles.skeletonGroup}>
        <span className={styles.skeletonLegend} />
        <span className={styles.skeletonChips}>
          <span className={styles.skeletonChip} />
          <span className={styles.skeletonChip} />
          <span className={styles.skeletonChip} />
        </span>
      </span>
      <span className={`${styles.skeletonChip} ${styles.skeletonTool}`} />
    </div>
  );
}
