import { useMutation } from '@tanstack/react-query';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { twoFactorMutations } from '@marketplace/contracts/http';
import { marketplaceBus, sessionUserAccess, useMarketplaceApi } from '@marketplace/contracts/browser';
import { isTwoFactorCode, normalizeTwoFactorCode } from '@marketplace/contracts/ui';
import { twoFactorRefusal, type TwoFactorRefusal } from './two-factor-refusal';

export interface TwoFactorChange {
  code: string;
  typeCode: (typed: string) => void;
  /** The message key of what is wrong with the code or the change, null when nothing is. */
  error: string | null;
  refusal: TwoFactorRefusal | null;
  busy: boolean;
  codeInput: RefObject<HTMLInputElement | null>;
  /** Sends the code; resolves true when 2FA is now `turnOn`. A malformed code is refused before sending. */
  submit: () => Promise<boolean>;
}

/**
 * Turning 2FA on (with a code of the new secret) or off (with a code of the active one): the code as
 * typed, checked for shape before it is sent; the server's refusal in plain words; a toast on success.
 * The session's user state follows through the mutation (the shell makes the change), so the mint checkout asks for the code at once.
 */
export function useTwoFactorChange(turnOn: boolean): TwoFactorChange {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const update = useMutation(twoFactorMutations.update(api, sessionUserAccess));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<TwoFactorRefusal | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const refuse = (key: string, reason: TwoFactorRefusal | null) => {
    setError(key);
    setRefusal(reason);
    codeInput.current?.focus();
    return false;
  };

  const submit = async () => {
    if (update.isPending) return false;
    if (!isTwoFactorCode(code)) return refuse('security.twoFactor.codeMalformed', null);
    const answer = await update.mutateAsync({ twoFactorAuth: turnOn, code: normalizeTwoFactorCode(code) }).catch(() => null);
    const reason = twoFactorRefusal(answer);
    if (reason) return refuse(`security.twoFactor.refusals.${reason}`, reason);
    setCode('');
    setError(null);
    setRefusal(null);
    marketplaceBus.emit('toast', { tone: 'success', message: t(turnOn ? 'security.twoFactor.onToast' : 'security.twoFactor.offToast') });
    return true;
  };

  return {
    code,
    typeCode: (typed) => {
      setCode(typed);
      setError(null);
    },
    error,
    refusal,
    busy: update.isPending,
    codeInput,
    submit,
  };
}
