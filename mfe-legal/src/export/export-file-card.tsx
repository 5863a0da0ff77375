import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { useLocale } from '@marketplace/contracts/browser';
import { buttonStyles, cardStyles } from '@marketplace/contracts/ui';
import { formatByteSize } from './byte-size';
import type { ExportFile } from './export-files';
import { useExportDownload } from './use-export-download';
import styles from './export.module.css';
import page from '../legal-kit/legal-page.module.css';

/** What each file holds, as listed on its card (keys of `exportPage.files.<file>.contents`). */
const CONTENTS: Record<ExportFile, readonly string[]> = {
  everything: ['profile', 'settings', 'devices', 'transactions', 'collection', 'offers', 'notifications', 'optional'],
  transactions: ['columns', 'amounts', 'spreadsheet'],
};

/** One file of the export: what it holds, its download button, and how the download goes. */
export function ExportFileCard({ file }: { file: ExportFile }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const locale = useLocale();
  const id = useId();
  const { state, start } = useExportDownload(file);
  const receiving = state.phase === 'receiving';

  return (
    <section className={`${cardStyles.snugOnPhone} ${page.card}`} aria-labelledby={`${id}-heading`}>
      <div className={styles.cardHead}>
        <span className={styles.format} aria-hidden="true">
          {t(`exportPage.files.${file}.format`)}
        </span>
        <h2 id={`${id}-heading`} className={styles.cardHeading}>
          {t(`exportPage.files.${file}.heading`)}
        </h2>
      </div>
      <p className={styles.muted}>{t(`exportPage.files.${file}.summary`)}</p>
      <ul className={styles.contents}>
        {CONTENTS[file].map((part) => (
          <li key={part}>{t(`exportPage.files.${file}.contents.${part}`)}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.primary} onClick={() => void start()} disabled={receiving} aria-describedby={`${id}-status`}>
          {t(`exportPage.files.${file}.download`)}
        </button>
      </div>
      <div id={`${id}-status`} className={styles.status} role="status" aria-live="polite">
        {receiving && (
          <>
            <progress className={styles.progress} aria-label={t('exportPage.progressLabel')} />
            <span>{t('exportPage.receiving', { size: formatByteSize(state.bytes, locale) })}</span>
          </>
        )}
        {state.phase === 'saved' && (
          <span className={styles.saved}>{t('exportPage.savedAs', { fileName: state.fileName, size: formatByteSize(state.bytes, locale) })}</span>
        )}
      </div>
      {(state.phase === 'failed' || state.phase === 'tooMany') && (
        <div className={styles.failure} role="alert">
          <span>{t(state.phase === 'tooMany' ? 'exportPage.tooMany' : 'exportPage.failed')}</span>
          {state.phase === 'failed' && (
            <button type="button" className={buttonStyles.secondary} onClick={() => void start()}>
              {t('exportPage.retry')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
