import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { walletMovesMutations } from '@marketplace/contracts/http';
import { buttonStyles, cardStyles, formFieldStyles } from '@marketplace/contracts/ui';
import { type DepositSummary, formatGem, isValidGemPrice, weiOfGem } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { useMoveErrorText } from '../moves/use-move-error-text';
import { FormAlert } from '../ui/form-alert';
import ui from '../ui/wallet-ui.module.css';
import { DepositList } from './deposit-list';
import styles from './receive.module.css';

type AmountProblem = 'invalid' | 'overCap' | null;

function amountProblemOf(amount: string, remainingToday: string): AmountProblem {
  if (!isValidGemPrice(amount.trim())) return 'invalid';
  return (weiOfGem(amount.trim()) ?? 0n) > (weiOfGem(remainingToday) ?? 0n) ? 'overCap' : null;
}

/**
 * The local deposit stand-in, labelled as such: the person picks an amount up to what is left of the
 * daily cap, the API records a pending deposit and confirms it a few seconds later, as a chain would.
 * Exists only where the API runs with the development switch (the summary says `standIn`).
 */
export function DepositStandIn({ summary }: { summary: DepositSummary & { standIn: true; dailyCap: string; remainingToday: string } }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const api = useMarketplaceApi();
  const errorText = useMoveErrorText();
  const deposit = useMutation(walletMovesMutations.deposit(api));
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const headingId = useId();
  const amountId = useId();
  const hintId = useId();
  const problemId = useId();
  const capReached = (weiOfGem(summary.remainingToday) ?? 0n) === 0n;
  const problem = tried ? amountProblemOf(amount, summary.remainingToday) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (amountProblemOf(amount, summary.remainingToday)) return;
    deposit.mutate(
      { amount: amount.trim() },
      {
        onSuccess: () => {
          setAmount('');
          setTried(false);
        },
      },
    );
  }

  return (
    <section className={`${cardStyles.card} ${styles.card} ${styles.standIn}`} aria-labelledby={headingId} data-testid="deposit-stand-in">
      <h2 id={headingId} className={cardStyles.heading}>
        {t('walletMoves.standIn.heading')}
      </h2>
      <p className={styles.text}>{t('walletMoves.standIn.intro')}</p>
      {capReached ? (
        <p className={styles.text} role="status">
          {t('walletMoves.standIn.capReached', { cap: formatGem(summary.dailyCap) })}
        </p>
      ) : (
        <form className={ui.form} onSubmit={submit} noValidate>
          <div className={formFieldStyles.field}>
            <label className={formFieldStyles.label} htmlFor={amountId}>
              {t('walletMoves.standIn.amount')}
            </label>
            <input
              id={amountId}
              className={formFieldStyles.input}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
            />
            <p id={hintId} className={formFieldStyles.hint}>
              {t('walletMoves.standIn.amountHint', { remaining: formatGem(summary.remainingToday), cap: formatGem(summary.dailyCap) })}
            </p>
            {problem && (
              <p id={problemId} className={formFieldStyles.error}>
                {t(`walletMoves.standIn.${problem === 'invalid' ? 'amountInvalid' : 'amountOverCap'}`, { remaining: formatGem(summary.remainingToday) })}
              </p>
            )}
          </div>
          <FormAlert message={deposit.isError ? errorText(deposit.error) : null} />
          <div className={ui.actions}>
            <button type="submit" className={buttonStyles.primary} disabled={deposit.isPending} aria-busy={deposit.isPending}>
              {deposit.isPending ? t('walletMoves.standIn.adding') : t('walletMoves.standIn.action')}
            </button>
          </div>
        </form>
      )}
      <DepositList records={summary.records} />
    </section>
  );
}
