import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { buttonStyles } from '@marketplace/contracts/ui';
import { type CommunicationCategory, RESUBSCRIBE_WINDOW_MS } from '@marketplace/contracts/wire';
import type { UnsubscribeState } from './use-unsubscribe-link';
import styles from './communications.module.css';

interface UnsubscribeOutcomeProps {
  state: Exclude<UnsubscribeState, 'none'>;
  /** What the link turned off: the category of the mail it came in; null for every communication (the master switch). */
  category: CommunicationCategory | null;
  onUndo: () => void;
}

const HEADINGS: Record<UnsubscribeOutcomeProps['state'], string> = {
  working: 'communicationsPage.unsubscribe.working',
  unsubscribed: 'communicationsPage.unsubscribe.doneHeading',
  failed: 'communicationsPage.unsubscribe.failedHeading',
  undoing: 'communicationsPage.unsubscribe.doneHeading',
  resubscribed: 'communicationsPage.unsubscribe.undoneHeading',
  undoFailed: 'communicationsPage.unsubscribe.doneHeading',
};

/** What the unsubscribe link did, in words, with the undo while it is possible. */
export function UnsubscribeOutcome({ state, category, onUndo }: UnsubscribeOutcomeProps) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  const minutes = RESUBSCRIBE_WINDOW_MS / 60_000;

  // Each new outcome is announced where the focus is, so the person using a keyboard hears the change.
  useEffect(() => {
    if (state !== 'working') heading.current?.focus();
  }, [state]);

  const tone = state === 'failed' || state === 'undoFailed' ? 'error' : state === 'working' ? 'info' : 'success';
  return (
    <div className={styles.outcome} data-tone={tone} role="status" aria-live="polite">
      <h2 ref={heading} tabIndex={-1} className={styles.outcomeHeading}>
        {t(HEADINGS[state])}
      </h2>
      {(state === 'unsubscribed' || state === 'undoing') && (
        <>
          <p>
            {category === null
              ? t('communicationsPage.unsubscribe.doneBody')
              : t('communicationsPage.unsubscribe.doneBodyCategory', { category: t(`communicationsPage.categories.${category}.name`) })}
          </p>
          <p className={styles.muted}>{t('communicationsPage.unsubscribe.undoHint', { minutes })}</p>
          <div>
            <button type="button" className={buttonStyles.secondary} onClick={onUndo} aria-disabled={state === 'undoing' || undefined}>
              {state === 'undoing' ? t('communicationsPage.unsubscribe.undoing') : t('communicationsPage.unsubscribe.undo')}
            </button>
          </div>
        </>
      )}
      {state === 'failed' && <p>{t('communicationsPage.unsubscribe.failedBody')}</p>}
      {state === 'resubscribed' && <p>{t('communicationsPage.unsubscribe.undoneBody')}</p>}
      {state === 'undoFailed' && <p role="alert">{t('communicationsPage.unsubscribe.undoFailed')}</p>}
    </div>
  );
}
