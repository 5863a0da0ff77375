import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_QUERY_MIN_LENGTH, SEARCH_SUGGESTION_LIMIT } from '@marketplace/contracts/wire';
import { searchQueries } from '@marketplace/contracts/http';
import { useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { VisuallyHidden } from '@marketplace/contracts/ui';
import { hitsOf, SEARCH_GROUPS } from './search-groups';
import { SearchHitView } from './search-hit-view';
import { type SearchHit, searchHitKey, searchHitPath, searchResultsPath } from './search-paths';
import { useDebouncedValue } from './use-debounced-value';
import styles from './search-combobox.module.css';

/** How long the typing must pause before the suggestions are asked for. */
export const SUGGESTION_DELAY_MS = 200;

export interface SearchComboboxProps {
  /** The input's id, which the form's label names. */
  inputId: string;
  /** What the plain field held when this took its place. */
  initialValue: string;
  /** Focus the field at once (it took the place of a focused one). */
  autoFocus: boolean;
  /** After a suggestion was chosen: the header folds a phone's search away. */
  onChosen?: () => void;
  /** Given while a phone's search lies open across the header: a close button, and Escape in an empty field, fold it away. */
  onClose?: (() => void) | undefined;
}

type Option = { key: string; path: string; found: SearchHit | null };

/**
 * The header's search field with its suggestions: an editable combobox with a listbox popup and list
 * autocomplete (WAI-ARIA APG). Focus stays in the field; the arrows, Home and End move the active option
 * (`aria-activedescendant`), Enter opens it or, with none active, submits the form (the results page),
 * Escape closes the list and, closed, clears the field. Suggestions are asked 200 ms after the typing
 * pauses, keyed by text in TanStack Query; a newer text takes the older one's place, and the older read
 * is cancelled (its AbortSignal), so a slow answer never lands over a newer one.
 */
export function SearchCombobox({ inputId, initialValue, autoFocus, onChosen, onClose }: SearchComboboxProps) {
  const { t } = useTranslation();
  const api = useMarketplaceApi();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const listboxId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue);
  const [open, setOpen] = useState(initialValue.trim().length >= SEARCH_QUERY_MIN_LENGTH);
  const [active, setActive] = useState(-1);

  const text = value.trim();
  const settled = useDebouncedValue(text, SUGGESTION_DELAY_MS);
  const asking = settled.length >= SEARCH_QUERY_MIN_LENGTH;
  const suggestions = useQuery({
    ...searchQueries.find(api, { q: settled, limit: SEARCH_SUGGESTION_LIMIT }),
    enabled: asking,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (!autoFocus || !input.current) return;
    const field = input.current;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [autoFocus]);

  // The previous text's answer stands in while the next one loads, but not for a text whose read failed.
  const answer = asking && !(suggestions.isError && suggestions.isPlaceholderData) ? suggestions.data : undefined;
  const groups = answer ? SEARCH_GROUPS.map((group) => ({ ...group, hits: hitsOf(answer, group.kind) })).filter((group) => group.hits.length > 0) : [];
  const hitOptions: Option[] = groups.flatMap((group) => group.hits.map((found) => ({ key: searchHitKey(found), path: searchHitPath(found), found })));
  const options: Option[] = hitOptions.length > 0 ? [...hitOptions, { key: 'all', path: searchResultsPath(text), found: null }] : [];
  const shown = open && text.length >= SEARCH_QUERY_MIN_LENGTH;
  const optionId = (index: number) => `${listboxId}-${options[index]?.key ?? ''}`;
  const activeOption = shown && active >= 0 && active < options.length ? active : -1;

  useEffect(() => {
    if (activeOption < 0) return;
    document.getElementById(`${listboxId}-${options[activeOption]?.key ?? ''}`)?.scrollIntoView?.({ block: 'nearest' });
  });

  function chooseAt(index: number) {
    const option = options[index];
    if (!option) return;
    setOpen(false);
    setActive(-1);
    navigate(localized(option.path));
    onChosen?.();
  }

  function move(to: number) {
    if (options.length === 0) return;
    setOpen(true);
    setActive((to + options.length) % options.length);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(shown ? activeOption + 1 : 0);
        return;
      case 'ArrowUp':
        event.preventDefault();
        move(shown && activeOption >= 0 ? activeOption - 1 : options.length - 1);
        return;
      case 'Home':
      case 'End':
        // With an option active they move along the list; otherwise they move the caret, as in any field.
        if (activeOption < 0) return;
        event.preventDefault();
        move(event.key === 'Home' ? 0 : options.length - 1);
        return;
      case 'Enter':
        if (activeOption < 0) return; // the form submits: the results page
        event.preventDefault();
        chooseAt(activeOption);
        return;
      case 'Escape':
        if (shown) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue('');
        } else {
          onClose?.();
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  const waiting = asking && !answer && !suggestions.isError;
  const status = !shown
    ? ''
    : text !== settled || waiting
      ? t('search.searching')
      : suggestions.isError && !answer
        ? t('search.suggestionsFailed')
        : hitOptions.length === 0
          ? t('search.noSuggestions', { query: text })
          : t('search.suggestionCount', { count: hitOptions.length });

  return (
    <div className={styles.combobox}>
      <input
        ref={input}
        id={inputId}
        name="q"
        type="search"
        className={styles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown && options.length > 0}
        aria-controls={listboxId}
        aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={64}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      <div className={styles.popup} hidden={!shown}>
        {shown && options.length === 0 && (
          <p className={styles.notice} data-tone={suggestions.isError ? 'error' : undefined} aria-hidden="true">
            {status}
          </p>
        )}
        <div role="listbox" id={listboxId} aria-label={t('search.suggestions')} className={styles.listbox} hidden={options.length === 0}>
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (APG); a fieldset holds form controls, not options
            <div key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`} className={styles.group}>
              <div role="presentation" id={`${listboxId}-${group.kind}`} className={styles.groupLabel}>
                {t(group.label)}
              </div>
              {group.hits.map((found) => {
                const index = options.findIndex((option) => option.found === found);
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the field keeps the focus and its keys move the active option (aria-activedescendant, APG); the pointer clicks
                  <div
                    key={searchHitKey(found)}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeOption}
                    className={styles.option}
                    // The field keeps the focus (and the list stays open) while the pointer chooses.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => chooseAt(index)}
                  >
                    <SearchHitView found={found} />
                  </div>
                );
              })}
            </div>
          ))}
          {options.length > 0 && (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: as the options above, chosen with the field's keys
            <div
              id={optionId(options.length - 1)}
              role="option"
              aria-selected={activeOption === options.length - 1}
              className={`${styles.option} ${styles.seeAll}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => chooseAt(options.length - 1)}
            >
              {t('search.seeAll', { query: text })}
            </div>
          )}
        </div>
      </div>
      {onClose && (
        <button type="button" className={styles.close} aria-label={t('search.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m6 6 12 12M18 6 6 18" />
          </svg>
        </button>
      )}
    </div>
  );
}
