import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { MintRecord } from '@marketplace/contracts/wire';
import { mintsKeys, mintsMutations } from '@marketplace/contracts/http';
import { marketplaceBus, requestWalletSignature, useMarketplaceApi } from '@marketplace/contracts/browser';
import { describeCheckoutFailure } from './checkout-failure';
import { confirmMintPurchase } from './confirm-mint-purchase';
import { isTwoFactorCode, normalizeTwoFactorCode } from '@marketplace/contracts/ui';

/** What the checkout is waiting for; each but `idle` has a `mint.progress.*` message. */
export type CheckoutActivity = 'idle' | 'signing' | 'paying' | 'cancelling';

export interface CheckoutOutcome {
  tone: 'success' | 'error';
  messageKey: string;
}

interface CheckoutActionsOptions {
  mint: MintRecord;
  /** The user has 2FA on, so paying needs a code. */
  twoFactorOn: boolean;
  /** The balance covers the total; when it does not, confirming asks nothing of the wallet or the server. */
  balanceCovers: boolean;
}

/**
 * Confirm and cancel of a reserved mint, with the code the person types, what the page is waiting for
 * and how the last attempt ended. Failures never clear what was typed. Paying and cancelling are the
 * mint mutations: the mint they answer replaces the page's, and what they touch reads again.
 */
export function useCheckoutActions({ mint, twoFactorOn, balanceCovers }: CheckoutActionsOptions) {
  const api = useMarketplaceApi();
  const queryClient = useQueryClient();
  const pay = useMutation(mintsMutations.pay(api));
  const cancelMint = useMutation(mintsMutations.cancel(api));
  // The refusal said the mint changed on the server: read it again, keeping what is on screen meanwhile.
  const refreshMint = () => void queryClient.invalidateQueries({ queryKey: mintsKeys.detail(mint.id) });
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [activity, setActivity] = useState<CheckoutActivity>('idle');
  const [outcome, setOutcome] = useState<CheckoutOutcome | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  // Bumped to move focus to the code field, even when the same error shows twice in a row.
  const [codeFocusRequest, setCodeFocusRequest] = useState(0);
  // The user state may be older than the server's: a refused code shows the field even if it said 2FA was off.
  const [serverAskedForCode, setServerAskedForCode] = useState(false);
  // A ref, not state: a second click in the same tick must see the first one.
  const busy = useRef(false);
  // Kept after a refused code, so fixing a typo does not make the person confirm in the wallet again.
  const keptSignature = useRef<{ message: string; signature: string } | null>(null);
  const codeNeeded = twoFactorOn || serverAskedForCode;

  const typeCode = (typed: string) => {
    setCode(typed);
    setCodeError(null);
  };

  const showCodeError = (messageKey: string | null) => {
    setCodeError(messageKey);
    setCodeFocusRequest((count) => count + 1);
  };

  const begin = (next: CheckoutActivity) => {
    busy.current = true;
    setOutcome(null);
    setCodeError(null);
    setActivity(next);
  };

  const end = () => {
    busy.current = false;
    setActivity('idle');
  };

  const confirm = async () => {
    if (busy.current || !balanceCovers) return;
    if (codeNeeded && !isTwoFactorCode(code)) {
      setOutcome(null);
      showCodeError('mint.codeInvalid');
      return;
    }
    const kept = keptSignature.current?.message === mint.message ? keptSignature.current.signature : undefined;
    begin(kept ? 'paying' : 'signing');
    try {
      await confirmMintPurchase({
        mint,
        code: codeNeeded ? normalizeTwoFactorCode(code) : undefined,
        signature: kept,
        mints: { sign: (mintId, request) => pay.mutateAsync({ mintId, request }) },
        requestSignature: (message) => requestWalletSignature(message, 'mint'),
        onSigned: (signature) => {
          keptSignature.current = { message: mint.message, signature };
          setActivity('paying');
        },
      });
      keptSignature.current = null;
      setOutcome({ tone: 'success', messageKey: 'mint.outcome.paid' });
      marketplaceBus.emit('toast', { tone: 'success', message: t('mint.toastPaid') });
      marketplaceBus.emit('wallet:balance-changed', { reason: 'mint' });
    } catch (error) {
      const failure = describeCheckoutFailure(error);
      if (failure.codeRejected) {
        setServerAskedForCode(true);
        showCodeError(failure.messageKey);
      } else {
        keptSignature.current = null;
        if (failure.messageKey) setOutcome({ tone: 'error', messageKey: failure.messageKey });
      }
      if (failure.mintChanged) refreshMint();
    } finally {
      end();
    }
  };

  const cancel = async () => {
    if (busy.current) return;
    begin('cancelling');
    try {
      const cancelled = await cancelMint.mutateAsync(mint.id);
      keptSignature.current = null;
      // An already expired mint is answered as it is: its status says so, "cancelled" would not be true.
      if (cancelled.status === 'CANCELLED') setOutcome({ tone: 'success', messageKey: 'mint.outcome.cancelled' });
    } catch (error) {
      const failure = describeCheckoutFailure(error);
      setOutcome({ tone: 'error', messageKey: failure.messageKey ?? 'mint.failure.unexpected' });
      if (failure.mintChanged) refreshMint();
    } finally {
      end();
    }
  };

  return { activity, outcome, code, typeCode, codeNeeded, codeError, codeFocusRequest, confirm, cancel };
}

export type CheckoutActions = ReturnType<typeof useCheckoutActions>;
