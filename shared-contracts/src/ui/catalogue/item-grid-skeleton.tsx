import { useTranslation } from 'react-i18next';
import gridStyles from './item-grid.module.css';
import styles from './item-grid-skeleton.module.css';
import hiddenStyles from './visually-hidden.module.css';

/** The grid while its items load: the same columns and card shapes, so nothing moves when they arrive. */
export function ItemGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className={hiddenStyles.visuallyHidden} role="status">
        {t('catalogue.loading')}
      </span>
      <ul className={gridStyles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
          <li key={index} className={gridStyles.cell}>
            <span className={styles.card}>
              <span className={styles.image} />
              <span className={styles.line} />
              <span className={styles.lineShort} />
              <span className={styles.line} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
