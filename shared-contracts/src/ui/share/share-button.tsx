import { useTranslation } from 'react-i18next';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { buttonStyles } from '../buttons';
import styles from './share-button.module.css';

export interface ShareButtonProps {
  /** What is shared, as the page names it (an item's name, a person's name): the share sheet's title. */
  title: string;
}

/** The page's own address, without a query or a fragment (a key from a mail or a tab's state is not shared). */
function sharedAddress(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/**
 * Share on an item, collectible or profile page: the device's share sheet where the browser has one
 * (the Web Share API: phones, some desktops), else the page's link copied, said by a toast. The link's
 * preview in a chat comes from the page's served HTML (tooling/link-previews), not from this button.
 */
export function ShareButton({ title }: ShareButtonProps) {
  const { t } = useTranslation(KIT_NAMESPACE);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      marketplaceBus.emit('toast', { tone: 'success', message: t('share.copied') });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the address bar still holds the link.
      marketplaceBus.emit('toast', { tone: 'error', message: t('share.copyFailed') });
    }
  };

  const share = async () => {
    const url = sharedAddress();
    const data = { title, url };
    if (typeof navigator.share !== 'function' || navigator.canShare?.(data) === false) return copy(url);
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the sheet rejects with AbortError: the person chose not to share. Any other refusal copies instead.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy(url);
    }
  };

  return (
    <button type="button" className={`${buttonStyles.secondary} ${styles.share}`} onClick={() => void share()} data-share="">
      <ShareIcon />
      {t('share.label')}
    </button>
  );
}

/** An arrow leaving a box: decoration beside the word Share. */
function ShareIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M8 1.5 4.75 4.75M8 1.5l3.25 3.25M8 1.5v8.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M5.5 7H3.5v7.5h9V7h-2" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
