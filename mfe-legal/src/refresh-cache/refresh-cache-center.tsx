import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { useLocale, useLocalizedPath, useRuntimeConfig } from '@marketplace/contracts/browser';
import { buttonStyles, cardStyles, LoadError } from '@marketplace/contracts/ui';
import type { ClearedCounts } from './clear-site-caches';
import { useReloadCountdown } from './reload-countdown';
import { useClearedSite } from './use-cleared-site';
import styles from './refresh-cache.module.css';
import page from '../legal-kit/legal-page.module.css';

/** The kinds listed after clearing, in order (keys of `refreshCache.cleared.<kind>`). */
const KINDS: readonly (keyof ClearedCounts)[] = ['queries', 'profiles', 'translations', 'cacheStorage', 'remoteOverrides'];

/** Replaces the page, so Back does not land on this page and clear again. */
const replaceLocation = (url: string) => window.location.replace(url);

/**
 * The refresh-cache page's content: clears on arrival, lists what was cleared and what was kept, then
 * loads the site afresh from its home page after a short visible countdown (or at once with "Reload now").
 */
export function RefreshCacheCenter({ reload = replaceLocation }: { reload?: (url: string) => void }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const locale = useLocale();
  const localize = useLocalizedPath();
  const { debug } = useRuntimeConfig();
  const { state, retry } = useClearedSite();
  const reloadSite = useCallback(() => reload(localize('/')), [reload, localize]);
  const countdown = useReloadCountdown(state.phase === 'cleared', reloadSite);
  const count = new Intl.NumberFormat(locale);

  return (
    <div className={page.center}>
      <p className={page.lead}>{t('refreshCache.lead')}</p>
      {state.phase === 'clearing' && (
        <div className={`${cardStyles.snugOnPhone} ${page.panel}`} aria-busy="true">
          <p role="status">{t('refreshCache.clearing')}</p>
        </div>
      )}
      {state.phase === 'failed' && <LoadError message={t('refreshCache.failed')} onRetry={retry} />}
      {state.phase === 'cleared' && (
        <>
          <section className={`${cardStyles.snugOnPhone} ${page.panel}`} aria-labelledby="refresh-cache-cleared">
            <h2 id="refresh-cache-cleared" className={cardStyles.heading}>
              {t('refreshCache.clearedHeading')}
            </h2>
            <dl className={styles.counts}>
              {KINDS.filter((kind) => kind !== 'remoteOverrides' || debug).map((kind) => (
                <div key={kind} className={styles.countRow}>
                  <dt>{t(`refreshCache.cleared.${kind}`)}</dt>
                  <dd>{count.format(state.counts[kind])}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.kept}>{t('refreshCache.kept')}</p>
          </section>
          <div className={styles.reload}>
            <p className={styles.countdown} role="status" aria-live="polite">
              {countdown.stopped ? t('refreshCache.countdownStopped') : t('refreshCache.countdown', { seconds: count.format(countdown.seconds) })}
            </p>
            <div className={styles.actions}>
              <button type="button" className={buttonStyles.primary} onClick={reloadSite}>
                {t('refreshCache.reloadNow')}
              </button>
              {!countdown.stopped && (
                <button type="button" className={buttonStyles.secondary} onClick={countdown.stop}>
                  {t('refreshCache.stopCountdown')}
                </button>
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
