import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import gridStyles from './item-grid.module.css';
import styles from './item-grid-skeleton.module.css';
import { VisuallyHidden } from '../visually-hidden';

export interface ItemGridSkeletonProps {
  count: number;
  /** The cards will have a footer of controls (`ItemCard`'s `footer`, one row of the kit's buttons): its place is kept too. */
  withFooter?: boolean;
}

/** The grid while its items load: the same columns and card shapes, so nothing moves when they arrive. */
export function ItemGridSkeleton({ count, withFooter = false }: ItemGridSkeletonProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    <div className={styles.skeleton} aria-busy="true">
      <VisuallyHidden role="status">{t('catalogue.loading')}</VisuallyHidden>
      <ul className={gridStyles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
          <li key={index} className={gridStyles.cell}>
            <span className={styles.card} data-footer={withFooter || undefined}>
              <span className={styles.image} />
              <span className={styles.line} />
              <span className={styles.lineShort} />
              <span className={styles.line} />
              {withFooter && <span className={styles.footer} />}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
