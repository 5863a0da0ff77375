import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import styles from '../ui/wallet-ui.module.css';
import { signedTextParts } from './signed-text-amounts';
import { formFieldStyles } from '@marketplace/contracts/ui';

/**
 * What a signature signs, readable: the text with its GEM amounts as every page writes them (each
 * keeps its exact figure as a tooltip), and on request the exact text, every decimal included, which
 * is what the wallet signs.
 */
export function SignedText({ message }: { message: string }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const summaryId = useId();
  const exactId = useId();
  return (
    <>
      <p className={formFieldStyles.label} id={summaryId}>
        {t('wallet.signSummary')}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long message scrolls, and a scrolling region must take keyboard focus to be read (WCAG 2.1.1); its name says what it is */}
      <section className={styles.message} aria-labelledby={summaryId} tabIndex={0}>
        <pre className={styles.messageText}>
          {signedTextParts(message).map((part, index) =>
            'text' in part ? (
              part.text
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in its order; the text is the identity
              <data key={index} value={part.exact} title={part.exact}>
                {part.shown}
              </data>
            ),
          )}
        </pre>
      </section>
      <details className={styles.exactText}>
        <summary>{t('wallet.signExact')}</summary>
        <p className={formFieldStyles.label} id={exactId}>
          {t('wallet.signMessage')}
        </p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: as above, the exact text scrolls */}
        <section className={styles.message} aria-labelledby={exactId} tabIndex={0}>
          <pre className={styles.messageText}>{message}</pre>
        </section>
      </details>
    </>
  );
}
