import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketplaceBus, requestWalletSignature, useMarketplaceApi } from '@marketplace/contracts/browser';
import { walletMovesMutations } from '@marketplace/contracts/http';
import { buttonStyles, cardStyles, formFieldStyles, isTwoFactorCode, normalizeTwoFactorCode, TwoFactorCodeField } from '@marketplace/contracts/ui';
import { ApiError, buildTransferMessage, type TransferRecord } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { useMoveErrorText } from '../moves/use-move-error-text';
import { FormAlert } from '../ui/form-alert';
import ui from '../ui/wallet-ui.module.css';
import { totalOf } from './send-amounts';
import type { SendOrder } from './send-order';
import { SendSummary } from './send-summary';
import styles from './send.module.css';

interface SendConfirmationProps {
  order: SendOrder;
  ownAddress: string;
  /** 2FA is on: the send needs the authenticator's code. */
  needsCode: boolean;
  onEdit: () => void;
  onSent: (transfer: TransferRecord) => void;
}

/**
 * The send's second step: what goes where, at what cost, and the person's word on it. The wallet signs
 * the transfer in its own dialog (the key never leaves it) over a key drawn once for this order; a retry
 * (a lost answer, a mistyped code) sends the same key and signature again, so the API never debits twice.
 */
export function SendConfirmation({ order, ownAddress, needsCode, onEdit, onSent }: SendConfirmationProps) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const api = useMarketplaceApi();
  const errorText = useMoveErrorText();
  const send = useMutation(walletMovesMutations.send(api));
  const transferKey = useRef(crypto.randomUUID());
  const signature = useRef<string | null>(null);
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [signing, setSigning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const codeProblem = tried && needsCode && !isTwoFactorCode(code);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the person reviewed from is gone: the step's heading takes the focus, so a keyboard goes on
  // from here (not from the top of the page) and a screen reader says where it is.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (needsCode && !isTwoFactorCode(code)) return;
    setFailure(null);
    try {
      if (signature.current === null) {
        setSigning(true);
        const message = buildTransferMessage({
          transferKey: transferKey.current,
          senderAddress: ownAddress,
          recipientAddress: order.to,
          amount: order.amount,
          fee: order.fee,
        });
        signature.current = (await requestWalletSignature(message, 'transfer')).signature;
      }
      const transfer = await send.mutateAsync({
        transferKey: transferKey.current,
        request: {
          to: order.to,
          amount: order.amount,
          fee: order.fee,
          signature: signature.current,
          ...(needsCode ? { code: normalizeTwoFactorCode(code) } : {}),
        },
      });
      marketplaceBus.emit('wallet:balance-changed', { reason: 'transfer' });
      onSent(transfer);
    } catch (error) {
      // Only a lost answer keeps the signature for the retry; a refusal is signed afresh (same key: still one transfer at most).
      if (!(error instanceof ApiError && error.kind === 'network')) signature.current = null;
      if (error instanceof ApiError) api.log.error('wallet-send-failed', error);
      setFailure(errorText(error));
    } finally {
      setSigning(false);
    }
  }

  const busy = signing || send.isPending;
  return (
    <form className={ui.form} onSubmit={(event) => void confirm(event)} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={`${cardStyles.heading} ${styles.stepHeading}`}>
        {t('walletMoves.send.confirmHeading')}
      </h2>
      <p className={ui.text}>{t('walletMoves.send.confirmIntro')}</p>
      <dl className={styles.recipient}>
        <dt className={formFieldStyles.label}>{t('walletMoves.send.to')}</dt>
        <dd className={styles.mono} data-testid="send-recipient">
          {order.to}
        </dd>
      </dl>
      <SendSummary amount={order.amount} fee={order.fee} total={totalOf(order.amount, order.fee)} exact />
      {needsCode && <TwoFactorCodeField value={code} onChange={setCode} error={codeProblem ? t('walletMoves.send.codeInvalid') : null} />}
      <FormAlert message={failure} />
      <div className={ui.actions}>
        <button type="button" className={buttonStyles.secondary} onClick={onEdit} disabled={busy}>
          {t('walletMoves.send.edit')}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={busy} aria-busy={busy}>
          {busy ? t('walletMoves.send.sending') : t('walletMoves.send.confirm')}
        </button>
      </div>
    </form>
  );
}
