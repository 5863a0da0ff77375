import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import styles from './market-figures.module.css';

/** A volume's change against the period before: an arrow and the words, so it never rests on colour alone. */
export function VolumeChange({ percent }: { percent: number | null }) {
  const { t, i18n } = useTranslation(MERCHANT_NAMESPACE);
  if (percent === null) return <span className={styles.change}>{t('marketStats.change.none')}</span>;
  const size = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(Math.abs(percent));
  if (percent > 0) {
    return (
      <span className={styles.change} data-trend="up">
        <span aria-hidden="true">▲ </span>
        {t('marketStats.change.up', { percent: size })}
      </span>
    );
  }
  if (percent < 0) {
    return (
      <span className={styles.change} data-trend="down">
        <span aria-hidden="true">▼ </span>
        {t('marketStats.change.down', { percent: size })}
      </span>
    );
  }
  return <span className={styles.change}>{t('marketStats.change.flat')}</span>;
}
