import { type ComponentType, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { importShellChunk } from '../federation/shell-chunk';
import type { SearchComboboxProps } from './search-combobox';
import { searchResultsPath } from './search-paths';
import styles from './header-search.module.css';

let comboboxLoad: Promise<ComponentType<SearchComboboxProps>> | null = null;
/** The suggestions' code (the combobox, its query and pictures), fetched once, the first time the field is wanted. */
function loadCombobox(): Promise<ComponentType<SearchComboboxProps>> {
  comboboxLoad ??= importShellChunk(() => import('./search-combobox')).then(
    (module) => module.SearchCombobox,
    (error: unknown) => {
      comboboxLoad = null;
      throw error;
    },
  );
  return comboboxLoad;
}

/**
 * The header's search: what the first load brings is a plain form (`/search?q=`, which works before any
 * script), and the suggestions' combobox takes the field's place once the field is first pointed at or
 * focused, keeping what was typed and the focus. On a narrow screen the field folds into a button that
 * opens it across the header.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inputId = useId();
  const formId = useId();
  const plain = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [Combobox, setCombobox] = useState<{ Component: ComponentType<SearchComboboxProps>; value: string; focused: boolean } | null>(null);

  function enhance() {
    if (Combobox) return;
    loadCombobox().then(
      (Component) => {
        const field = plain.current;
        setCombobox({ Component, value: field?.value ?? '', focused: field !== null && document.activeElement === field });
      },
      // The plain form still works: the results page answers what the suggestions would have.
      () => undefined,
    );
  }

  // A page change folds the phone's search away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path, by design.
  useEffect(() => setExpanded(false), [pathname]);

  function collapse() {
    setExpanded(false);
    toggle.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '');
    setExpanded(false);
    navigate(localized(searchResultsPath(text)));
  }

  return (
    <div className={styles.search} data-expanded={expanded}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label={t('search.open')}
        aria-expanded={expanded}
        aria-controls={formId}
        onPointerEnter={enhance}
        onClick={() => {
          enhance();
          setExpanded(true);
          // The field shows with this render; focus it once it is there.
          requestAnimationFrame(() => (document.getElementById(inputId) as HTMLInputElement | null)?.focus());
        }}
      >
        <SearchIcon />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some browsers still in use (and for jsdom); the role says the same */}
      <form
        id={formId}
        role="search"
        className={styles.form}
        action={localized('/search')}
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && expanded && !event.defaultPrevented) collapse();
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          {t('search.label')}
        </label>
        <SearchIcon className={styles.fieldIcon} />
        {Combobox ? (
          <Combobox.Component inputId={inputId} initialValue={Combobox.value} autoFocus={Combobox.focused} onChosen={() => setExpanded(false)} />
        ) : (
          <input
            ref={plain}
            id={inputId}
            name="q"
            type="search"
            className={styles.input}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={64}
            placeholder={t('search.placeholder')}
            onFocus={enhance}
            onPointerEnter={enhance}
          />
        )}
        <button type="button" className={styles.close} aria-label={t('search.close')} onClick={collapse}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m6 6 12 12M18 6 6 18" />
          </svg>
        </button>
      </form>
    </div>
  );
}

function SearchIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m20 20-3.5-3.5" />
    </svg>
  );
}
