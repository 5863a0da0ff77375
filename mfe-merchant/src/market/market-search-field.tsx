import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { MARKET_SEARCH_MAX_LENGTH } from '@marketplace/contracts/wire';
import styles from './market-toolbar.module.css';

/** How long typing may pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 350;
/** Keystrokes closer together than this refine one search: they replace its history entry rather than add one each. */
const ONE_SEARCH_MS = 1_500;

interface MarketSearchFieldProps {
  /** The search the address holds. */
  value: string;
  /** Runs the search; `replace` when it only refines the one just run. */
  onSearch: (text: string, options: { replace: boolean }) => void;
}

/**
 * Search by name, run as the person types (after a short pause) or at once on Enter. What is typed
 * stays as typed while the results change; the field follows the address only when the address
 * changes by other means (Back, clearing the filters).
 */
export function MarketSearchField({ value, onSearch }: MarketSearchFieldProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const lastSentAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = (next: string) => {
    window.clearTimeout(timer.current);
    if (next.trim() === sent.current.trim()) return;
    const now = Date.now();
    sent.current = next.trim();
    onSearch(next.trim(), { replace: now - lastSentAt.current < ONE_SEARCH_MS });
    lastSentAt.current = now;
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some browsers still in use (and for jsdom); the role says the same
    <form
      className={styles.search}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send(text);
      }}
    >
      <label className={styles.label} htmlFor={id}>
        {t('market.search.label')}
      </label>
      <input
        id={id}
        className={styles.searchInput}
        type="search"
        value={text}
        maxLength={MARKET_SEARCH_MAX_LENGTH}
        placeholder={t('market.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => send(next), SEARCH_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}
