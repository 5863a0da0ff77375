import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { ACTIVITY_KIND_FILTERS, type ActivityKindFilter } from '@marketplace/contracts/wire';
import { useMerchants } from '@marketplace/contracts/browser';
import { buttonStyles } from '@marketplace/contracts/ui';
import { type ActivityFilters, activeFilterCount, NO_FILTERS } from './activity-filters';
import styles from './activity.module.css';

export interface ActivityFilterBarProps {
  filters: ActivityFilters;
  onChange: (filters: ActivityFilters) => void;
}

/**
 * The activity's filters: what happened (as the rows call it), with which game, and between which days.
 * Each change applies at once and goes into the address (so the list can be shared, reloaded, and the
 * back button undoes it); "Clear filters" shows while one narrows the list.
 */
export function ActivityFilterBar({ filters, onChange }: ActivityFilterBarProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const id = useId();
  const { merchants } = useMerchants();
  const active = activeFilterCount(filters);
  const change = (patch: Partial<ActivityFilters>) => onChange({ ...filters, ...patch });

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some browsers still in use (and for jsdom); the role says the same
    <div role="search" className={styles.filters} aria-label={t('activity.filters.label')}>
      <div className={styles.filter}>
        <label htmlFor={`${id}-kind`}>{t('activity.filters.kind')}</label>
        <select
          id={`${id}-kind`}
          className={styles.control}
          value={filters.kind ?? ''}
          onChange={(event) => change({ kind: (event.target.value || null) as ActivityKindFilter | null })}
        >
          <option value="">{t('activity.filters.anyKind')}</option>
          {ACTIVITY_KIND_FILTERS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`activity.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-merchant`}>{t('activity.filters.merchant')}</label>
        <select
          id={`${id}-merchant`}
          className={styles.control}
          value={filters.merchantId ?? ''}
          onChange={(event) => change({ merchantId: event.target.value || null })}
        >
          <option value="">{t('activity.filters.anyMerchant')}</option>
          {/* A merchant the address names that the list does not hold (switched off since) stays choosable, so the select shows what is applied. */}
          {filters.merchantId && !merchants.some((merchant) => merchant.id === filters.merchantId) && (
            <option value={filters.merchantId}>{filters.merchantId}</option>
          )}
          {merchants.map((merchant) => (
            <option key={merchant.id} value={merchant.id}>
              {merchant.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-from`}>{t('activity.filters.from')}</label>
        <input
          id={`${id}-from`}
          className={styles.control}
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(event) => change({ from: event.target.value || null })}
        />
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-to`}>{t('activity.filters.to')}</label>
        <input
          id={`${id}-to`}
          className={styles.control}
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(event) => change({ to: event.target.value || null })}
        />
      </div>
      {active > 0 && (
        <button type="button" className={`${buttonStyles.secondary} ${styles.clear}`} onClick={() => onChange(NO_FILTERS)}>
          {t('activity.filters.clear', { count: active })}
        </button>
      )}
    </div>
  );
}
