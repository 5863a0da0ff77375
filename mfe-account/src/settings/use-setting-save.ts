import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { marketplaceBus } from '@marketplace/contracts/browser';
import type { Locale } from '@marketplace/contracts/wire';
import { languageApplied } from './language-applied';
import { settingFailureKey } from './setting-failure';

export interface SettingSaveOptions<TStored> {
  /** The `accountSettings.*` message of the toast once the server kept it. */
  savedMessage: string;
  /** What the kept value changes in the session's user state (the header follows). */
  onSaved?: (stored: TStored) => void;
  /** What a 409 answer means for this setting (`settingFailureKey`). */
  conflictKey?: string;
  /** What a 429 answer means for this setting (`settingFailureKey`). */
  tooManyKey?: string;
  /**
   * The language the toast speaks, when the setting changes it (the preferred language): the toast waits
   * until the page speaks it, so "Language saved." is said in the language just chosen, not the old one.
   */
  toastLocale?: (stored: TStored) => Locale;
}

/**
 * One section's save: the settings mutation (which reads the signed-in user again), a success toast,
 * and the failure kept for the section to show next to its form. What was typed stays in the form's
 * own state, so a failure loses nothing.
 */
export function useSettingSave<TBody, TStored>(
  mutation: UseMutationOptions<TStored, Error, TBody>,
  { savedMessage, onSaved, conflictKey, tooManyKey, toastLocale }: SettingSaveOptions<TStored>,
) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const { mutate, isPending, error } = useMutation(mutation);

  function save(body: TBody, { onSuccess }: { onSuccess?: (stored: TStored) => void } = {}) {
    if (isPending) return;
    mutate(body, {
      onSuccess: (stored) => {
        onSaved?.(stored);
        onSuccess?.(stored);
        const locale = toastLocale?.(stored);
        const toast = (message: string) => marketplaceBus.emit('toast', { tone: 'success', message });
        if (locale === undefined) toast(t(savedMessage));
        else void languageApplied(i18n, locale).then(() => toast(i18n.getFixedT(locale, ACCOUNT_NAMESPACE)(savedMessage)));
      },
    });
  }

  return { save, busy: isPending, failureKey: error ? settingFailureKey(error, conflictKey, tooManyKey) : null };
}
