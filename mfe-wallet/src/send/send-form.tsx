import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, formFieldStyles } from '@marketplace/contracts/ui';
import { formatGem } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import ui from '../ui/wallet-ui.module.css';
import styles from './send.module.css';
import { checkRecipient } from './recipient-check';
import { checkAmount, maxSendableOf, totalOf } from './send-amounts';
import type { SendOrder } from './send-order';
import { SendSummary } from './send-summary';

interface SendFormProps {
  ownAddress: string;
  /** Exact GEM decimals. */
  balance: string;
  fee: string;
  /** What the person typed before, when they come back from the confirmation to change it. */
  initial: SendOrder | null;
  onReview: (order: SendOrder) => void;
}

/**
 * The send's first step: the recipient (checked as it is typed, once the person leaves the field), the
 * amount with "Max" (the balance less the fee), and the fee and total shown before anything is confirmed.
 */
export function SendForm({ ownAddress, balance, fee, initial, onReview }: SendFormProps) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const [to, setTo] = useState(initial?.to ?? '');
  const [amount, setAmount] = useState(initial?.amount ?? '');
  const [toTouched, setToTouched] = useState(initial !== null);
  const [amountTouched, setAmountTouched] = useState(initial !== null);
  const ids = { to: useId(), toHint: useId(), toProblem: useId(), amount: useId(), amountHint: useId(), amountProblem: useId() };
  const max = maxSendableOf(balance, fee);
  const recipient = checkRecipient(to, ownAddress);
  const sendable = checkAmount(amount, max);
  const toProblem = toTouched && 'problem' in recipient ? recipient.problem : null;
  const amountProblem = amountTouched && 'problem' in sendable ? sendable.problem : null;

  function review(event: FormEvent) {
    event.preventDefault();
    setToTouched(true);
    setAmountTouched(true);
    if ('address' in recipient && 'amount' in sendable) onReview({ to: recipient.address, amount: sendable.amount, fee });
  }

  return (
    <form className={ui.form} onSubmit={review} noValidate>
      <div className={formFieldStyles.field}>
        <label className={formFieldStyles.label} htmlFor={ids.to}>
          {t('walletMoves.send.to')}
        </label>
        <input
          id={ids.to}
          className={`${formFieldStyles.input} ${styles.mono}`}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          onBlur={() => setToTouched(to.trim() !== '' || toTouched)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="0x…"
          aria-invalid={toProblem !== null}
          aria-describedby={toProblem ? `${ids.toProblem} ${ids.toHint}` : ids.toHint}
        />
        <p id={ids.toHint} className={formFieldStyles.hint}>
          {t('walletMoves.send.toHint')}
        </p>
        {toProblem && (
          <p id={ids.toProblem} className={formFieldStyles.error}>
            {t(`walletMoves.send.toProblems.${toProblem}`)}
          </p>
        )}
      </div>

      <div className={formFieldStyles.field}>
        <label className={formFieldStyles.label} htmlFor={ids.amount}>
          {t('walletMoves.send.amount')}
        </label>
        <div className={styles.amountRow}>
          <input
            id={ids.amount}
            className={formFieldStyles.input}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            onBlur={() => setAmountTouched(amount.trim() !== '' || amountTouched)}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={amountProblem !== null}
            aria-describedby={amountProblem ? `${ids.amountProblem} ${ids.amountHint}` : ids.amountHint}
          />
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => {
              setAmount(max);
              setAmountTouched(true);
            }}
            aria-label={t('walletMoves.send.maxLabel', { amount: formatGem(max) })}
          >
            {t('walletMoves.send.max')}
          </button>
        </div>
        <p id={ids.amountHint} className={formFieldStyles.hint}>
          {t('walletMoves.send.available', { balance: formatGem(balance), max: formatGem(max) })}
        </p>
        {amountProblem && (
          <p id={ids.amountProblem} className={formFieldStyles.error}>
            {t(`walletMoves.send.amountProblems.${amountProblem}`, { max: formatGem(max) })}
          </p>
        )}
      </div>

      <SendSummary amount={'amount' in sendable ? sendable.amount : null} fee={fee} total={'amount' in sendable ? totalOf(sendable.amount, fee) : null} />

      <div className={ui.actions}>
        <button type="submit" className={buttonStyles.primary}>
          {t('walletMoves.send.review')}
        </button>
      </div>
    </form>
  );
}
