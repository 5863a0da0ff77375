import { useEffect, useState } from 'react';
import { buttonStyles } from '@marketplace/contracts/ui';
import styles from './copy-text-button.module.css';

const COPIED_FOR_MS = 2500;

export interface CopyTextWords {
  copy: string;
  copied: string;
  /** What a refused clipboard says: how to copy by hand. */
  failed: string;
}

/** Copies `text` to the clipboard and says so where a screen reader hears it; a refused clipboard says how to copy by hand. */
export function CopyTextButton({ text, words }: { text: string; words: CopyTextWords }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <div className={styles.copy}>
      <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
        {words.copy}
      </button>
      <span className={styles.copyOutcome} role="status" data-tone={outcome ?? undefined}>
        {outcome && (outcome === 'copied' ? words.copied : words.failed)}
      </span>
    </div>
  );
}
