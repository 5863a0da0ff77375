import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { formatExactTime, type OwnListing } from '@marketplace/contracts/wire';
import { useLocale, useLocalizedPath, useMerchants } from '@marketplace/contracts/browser';
import { CollectibleImage, GemPrice } from '@marketplace/contracts/ui';
import { stateOfStatus } from './listing-states';
import styles from './listings.module.css';

export interface ListingsTableProps {
  listings: readonly OwnListing[];
  /** The table's accessible name. */
  label: string;
  /** The ids chosen for a change; null when the listings shown cannot be changed (sold, withdrawn): no checkboxes. */
  selected: ReadonlySet<string> | null;
  onSelect: (listingId: string, chosen: boolean) => void;
  onSelectAll: (chosen: boolean) => void;
}

/** The "all on this page" box: checked, unchecked or mixed (some chosen), which HTML can only set from script. */
function SelectAllBox({ label, chosen, total, onChange }: { label: string; chosen: number; total: number; onChange: (chosen: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen > 0 && chosen < total;
  }, [chosen, total]);
  return (
    <label className={styles.selectAll}>
      <input ref={box} type="checkbox" className={styles.check} checked={total > 0 && chosen === total} onChange={(event) => onChange(event.target.checked)} />
      <span className={styles.selectAllText}>{label}</span>
    </label>
  );
}

/**
 * The person's listings of one state: a box to choose each (listings on sale only), the art, name and
 * merchant, the price in GEM and USD, when it was listed and its state. A table from a tablet up; on a
 * phone each row stacks into a card whose cells name themselves. Each name leads to its market listing.
 */
export function ListingsTable({ listings, label, selected, onSelect, onSelectAll }: ListingsTableProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const { merchants } = useMerchants();
  const merchantName = (merchantId: string) => merchants.find((merchant) => merchant.id === merchantId)?.name ?? merchantId;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const chosen = selected ? listings.filter((listing) => selected.has(listing.id)).length : 0;

  return (
    <div className={styles.frame}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {selected && (
              <th scope="col" className={styles.choose}>
                <SelectAllBox label={t('listingsPage.selectAll')} chosen={chosen} total={listings.length} onChange={onSelectAll} />
              </th>
            )}
            <th scope="col">{t('listingsPage.columns.item')}</th>
            <th scope="col" className={styles.numeric}>
              {t('listingsPage.columns.price')}
            </th>
            <th scope="col">{t('listingsPage.columns.listed')}</th>
            <th scope="col">{t('listingsPage.columns.state')}</th>
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => {
            const state = stateOfStatus(listing.status);
            return (
              <tr key={listing.id} data-testid="own-listing" data-state={state} data-chosen={selected?.has(listing.id) || undefined}>
                {selected && (
                  <td data-cell="choose" className={styles.choose}>
                    <input
                      type="checkbox"
                      className={styles.check}
                      aria-label={t('listingsPage.select', { name: listing.collectible.name })}
                      checked={selected.has(listing.id)}
                      disabled={listing.status !== 'ACTIVE'}
                      onChange={(event) => onSelect(listing.id, event.target.checked)}
                    />
                  </td>
                )}
                <td data-cell="item">
                  <span className={styles.item}>
                    <span className={styles.art}>
                      <CollectibleImage src={listing.collectible.imageUrl} alt="" sizes="3rem" />
                    </span>
                    <span className={styles.itemText}>
                      <Link className={styles.itemName} to={localized(`/market/${encodeURIComponent(listing.merchantId)}/${encodeURIComponent(listing.id)}`)}>
                        {listing.collectible.name}
                      </Link>
                      <span className={styles.muted}>{merchantName(listing.merchantId)}</span>
                    </span>
                  </span>
                </td>
                <td data-cell="price" className={styles.numeric}>
                  <GemPrice amount={listing.price} />
                </td>
                <td data-cell="listed">
                  <span className={styles.label}>{t('listingsPage.columns.listed')}: </span>
                  <time className={styles.muted} dateTime={listing.createdAt} title={formatExactTime(listing.createdAt, locale)}>
                    {dateFormat.format(new Date(listing.createdAt))}
                  </time>
                </td>
                <td data-cell="state">
                  <span className={styles.chip} data-state={state}>
                    {t(`listingsPage.states.${state}`)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
