import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import type { MerchantCategory, Rarity } from '@marketplace/contracts/wire';
import { categoryNameIn, RARITY_TIERS } from '@marketplace/contracts/wire';
import { useLocale } from '@marketplace/contracts/browser';
import styles from './market-filters.module.css';

interface MarketFiltersProps {
  rarities: Rarity[];
  categoryId: string | null;
  /** The merchant's categories; empty while they load or when it has none. */
  categories: MerchantCategory[];
  onRarities: (rarities: Rarity[]) => void;
  onCategory: (categoryId: string | null) => void;
}

/** Rarity tiers (any number) and one category; each change applies at once. */
export function MarketFilters({ rarities, categoryId, categories, onRarities, onCategory }: MarketFiltersProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const locale = useLocale();
  // The filters show twice on a page (beside the grid, and in the drawer on a phone): names stay apart.
  const group = useId();
  return (
    <div className={styles.filters}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('market.filters.rarity')}</legend>
        <ul className={styles.options}>
          {RARITY_TIERS.map((tier) => (
            <li key={tier}>
              <label className={styles.option} data-rarity={tier}>
                <input
                  type="checkbox"
                  checked={rarities.includes(tier)}
                  onChange={(event) => onRarities(event.target.checked ? [...rarities, tier] : rarities.filter((kept) => kept !== tier))}
                />
                <span className={styles.swatch} aria-hidden="true" />
                {t(`kit:rarity.${tier}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {categories.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('market.filters.category')}</legend>
          <ul className={styles.options}>
            {[
              { id: null, name: t('market.filters.allCategories') },
              ...categories.map((category) => ({ id: category.id, name: categoryNameIn(category, locale) })),
            ].map((category) => (
              <li key={category.id ?? ''}>
                <label className={styles.option}>
                  <input type="radio" name={`${group}-category`} checked={categoryId === category.id} onChange={() => onCategory(category.id)} />
                  {category.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
