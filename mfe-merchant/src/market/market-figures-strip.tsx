import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { formatGem, type MarketFigures, type MarketVolume } from '@marketplace/contracts/wire';
import { GemPrice, LoadError } from '@marketplace/contracts/ui';
import { VolumeChange } from './volume-change';
import styles from './market-figures.module.css';

interface MarketFiguresStripProps {
  /** Names the strip for a screen reader: whose figures these are. */
  label: string;
  figures: MarketFigures | undefined;
  /** The read failed: the strip says so and offers a retry instead of its figures. */
  failed: boolean;
  onRetry: () => void;
}

/**
 * The figures a market or a stack page opens with (issue 23): floor price, listed, owners, and the
 * GEM traded over 24 h and 7 d with the change against the period before. Holds its place while loading.
 */
export function MarketFiguresStrip({ label, figures, failed, onRetry }: MarketFiguresStripProps) {
  const { t, i18n } = useTranslation(MERCHANT_NAMESPACE);
  if (failed) return <LoadError message={t('marketStats.loadError')} onRetry={onRetry} />;
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <section className={styles.strip} aria-label={label} aria-busy={figures === undefined || undefined} data-market-figures>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('marketStats.floor')}</dt>
          <dd>
            {figures === undefined ? <Pending /> : figures.floorPrice === null ? t('marketStats.nothingListed') : <GemPrice amount={figures.floorPrice} />}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('marketStats.listed')}</dt>
          <dd>{figures === undefined ? <Pending /> : count.format(figures.listed)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('marketStats.owners')}</dt>
          <dd>{figures === undefined ? <Pending /> : count.format(figures.owners)}</dd>
        </div>
        <VolumeFigure label={t('marketStats.volumeDay')} volume={figures?.day} />
        <VolumeFigure label={t('marketStats.volumeWeek')} volume={figures?.week} />
      </dl>
    </section>
  );
}

/** The GEM traded over a period and its change; its place held while it loads. */
function VolumeFigure({ label, volume }: { label: string; volume: MarketVolume | undefined }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>
        {volume === undefined ? (
          <Pending />
        ) : (
          <>
            <span className={styles.volume}>{formatGem(volume.volume)}</span>
            <VolumeChange percent={volume.changePercent} />
          </>
        )}
      </dd>
    </div>
  );
}

/** A figure's place while it loads. */
function Pending() {
  return <span className={styles.pending} aria-hidden="true" />;
}
