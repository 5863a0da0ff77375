import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { importShellChunk } from '../federation/shell-chunk';
import { useHydrated } from '../startup/use-hydrated';
import type { SearchComboboxProps } from './search-combobox';
import { searchResultsPath } from './search-results-path';
import styles from './header-search.module.css';

type Enhanced = { Component: ComponentType<SearchComboboxProps>; value: string; focused: boolean };

/**
 * The header's search. The first load brings only a plain form (`/search?q=`, which works before any
 * script); the suggestions' combobox (its query, pictures, keys and the phone's close button) takes the
 * field's place once the field is first pointed at or focused, keeping what was typed and the focus. On a
 * narrow screen the field folds into a button that opens it across the header; on a prerendered page that
 * button works once React has taken the page over (a tap on the bare markup would open nothing), so it is
 * disabled until then, as the language select is.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const inputId = useId();
  const plain = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);
  const hydrated = useHydrated();

  const enhance = (focus = false) =>
    enhanced ||
    importShellChunk(() => import('./search-combobox')).then(
      ({ SearchCombobox }) => {
        const field = plain.current;
        setEnhanced({ Component: SearchCombobox, value: field?.value ?? '', focused: focus || document.activeElement === field });
      },
      // The plain form still works: the results page answers what the suggestions would have.
      () => undefined,
    );

  // A prerendered page's field can take the focus before the page hydrates, when no focus handler runs yet:
  // once hydrated, a field that already holds the focus is enhanced as if it had just been focused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount
  useEffect(() => {
    if (document.activeElement === plain.current) void enhance(true);
  }, []);

  const fold = () => {
    setExpanded(false);
    toggle.current?.focus();
  };

  return (
    <div className={styles.search} data-expanded={expanded}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label={t('search.open')}
        aria-expanded={expanded}
        disabled={!hydrated}
        onClick={() => {
          setExpanded(true);
          void enhance(true);
        }}
      >
        <SearchIcon />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some browsers still in use (and for jsdom); the role says the same */}
      <form
        role="search"
        className={styles.form}
        action={localized('/search')}
        onSubmit={(event) => {
          event.preventDefault();
          setExpanded(false);
          navigate(localized(searchResultsPath(String(new FormData(event.currentTarget).get('q') ?? ''))));
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          {t('search.label')}
        </label>
        <SearchIcon className={styles.fieldIcon} />
        {enhanced ? (
          <enhanced.Component
            inputId={inputId}
            initialValue={enhanced.value}
            autoFocus={enhanced.focused || expanded}
            onChosen={() => setExpanded(false)}
            onClose={expanded ? fold : undefined}
          />
        ) : (
          <input
            ref={plain}
            id={inputId}
            name="q"
            type="search"
            autoComplete="off"
            maxLength={64}
            placeholder={t('search.placeholder')}
            onFocus={() => void enhance()}
            onPointerEnter={() => void enhance()}
          />
        )}
      </form>
    </div>
  );
}

function SearchIcon({ className }: { className?: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zm9 2-3.5-3.5" />
    </svg>
  );
}
